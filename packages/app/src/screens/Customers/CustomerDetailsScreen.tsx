import {
  CHURN_SIGNALS,
  type CustomerResponse,
  EMAIL_PREFERENCE_LABELS,
  type EmailPreferences,
  type NoteResponse,
  OFFLINE_PAYMENT_METHOD_LABELS,
  type PaymentMethodResponse,
} from "@round/forms/schemas";
import {
  ActionMenu,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Inline,
  Money,
  PageHeader,
  PageState,
  Spinner,
  Stack,
  StatCard,
  StatusBadge,
  Tabs,
  useToast,
} from "@round/ui";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { customerMessages, customersApi } from "../../api/customers";
import {
  useAddNote,
  useAddPaymentMethod,
  useApplyCredit,
  useCredits,
  useCustomer,
  useDeleteNote,
  useMakeDefaultPaymentMethod,
  useNotes,
  usePaymentMethods,
  useRemovePaymentMethod,
  useSendCustomerEmail,
  useUpdateCustomer,
} from "../../hooks/customers";
import { NotAllowed, useCan } from "../../hooks/useCan";
import { referenceLoaders } from "../../hooks/useReference";
import * as layout from "../../layouts/layout.css";
import { useCrumbLabel } from "../../layouts/recordCrumbs";
import { saveFile } from "../../utils/download";
import { DeleteDialog } from "../shared/deleteDialog";
import { HistoryLink } from "../shared/HistoryLink";
import { onDemand, preloadOn } from "../shared/onDemand";
import { RecordState } from "../shared/RecordState";
import * as styles from "./CustomerDetails.css";
import { CustomerTaxCard } from "./CustomerTaxCard";
import { CHURN_RISK_BADGE, shortDate } from "./customerFormat";
import {
  CreditDialog,
  CustomerDialog,
  loadTestClockOptions,
  NoteDialog,
  PaymentMethodDialog,
  SendEmailDialog,
} from "./dialogs";
import { GenerateInvoiceButton } from "./GenerateInvoiceButton";
import { PortalLinkButton } from "./PortalLinkButton";

// The billing tabs load when opened: the page's first load carries the overview only.
/** Only a customer on a test clock (or an answer that does not say) shows the banner: its code loads then. */
const TestClockBanner = onDemand(() =>
  import("./CustomerTestClockBanner").then((module) => ({ default: module.TestClockBanner })),
);
const CustomerSubscriptionsTab = lazy(() => import("./CustomerSubscriptionsTab"));
const CustomerInvoicesTab = lazy(() =>
  import("./CustomerInvoicesTab").then((module) => ({ default: module.CustomerInvoicesTab })),
);
const CustomerPaymentsTab = lazy(() =>
  import("./CustomerPaymentsTab").then((module) => ({ default: module.CustomerPaymentsTab })),
);
const CustomerUsageTab = lazy(() => import("./CustomerUsageTab"));

/** A tab's content, loaded (and rendered) only while it is the open tab. */
function Lazily({ open, label, children }: { open: boolean; label: string; children: ReactNode }) {
  if (!open) return null;
  return <Suspense fallback={<Spinner label={label} />}>{children}</Suspense>;
}

const WORDS = { noun: "Customer", lower: "customer", listHref: "/customers", listLabel: "Customers" };
const TABS = ["overview", "subscriptions", "invoices", "payments", "usage", "notes"] as const;
type Tab = (typeof TABS)[number];
type Dialog = "edit" | "email" | "payment" | "credit" | "note" | null;

/** `/customers/{id}`: the customer's figures, its record in tabs, and the side panel's quick actions. */
export default function CustomerDetailsScreen() {
  const { id = "" } = useParams();
  const customer = useCustomer(id);
  if (!customer.data) {
    return (
      <div className={layout.page}>
        <RecordState query={customer} kind={WORDS} />
      </div>
    );
  }
  return <CustomerPage customer={customer.data} />;
}

function CustomerPage({ customer }: { customer: CustomerResponse }) {
  useCrumbLabel(`/customers/${customer.id}`, customer.displayName);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : "overview";
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);
  // One Idempotency-Key per Apply Credit dialog: a retried submission of the same form credits once.
  const [creditKey, setCreditKey] = useState(() => crypto.randomUUID());
  const can = useCan("manageCustomers");
  const { toast } = useToast();
  const update = useUpdateCustomer();
  const sendEmail = useSendCustomerEmail(customer.id);
  const addMethod = useAddPaymentMethod(customer.id);
  const applyCredit = useApplyCredit(customer.id);
  const addNote = useAddNote(customer.id);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const open = (next: Exclude<Dialog, null>) => () => {
    if (next === "credit") setCreditKey(crypto.randomUUID());
    setDialog(next);
  };

  const exportData = async () => {
    setExporting(true);
    try {
      saveFile(await customersApi.exportData(customer.id), `customer-${customer.id}.json`);
    } catch (error) {
      toast({
        kind: "error",
        title: error instanceof Error ? error.message : customerMessages.dataExportFailed,
      });
    } finally {
      setExporting(false);
    }
  };

  const writeAction = { disabled: !can.allowed, title: can.reason ?? undefined };
  const balanceTone = customer.accountBalance < 0 ? styles.negative : styles.positive;
  return (
    <div className={layout.page}>
      <PageHeader
        title={customer.displayName}
        subtitle={customer.email}
        back={{ href: "/customers", label: "Back to Customers" }}
        linkAs={Link}
        actions={
          <Inline gap="sm">
            <HistoryLink resourceType="customer" resourceId={customer.id} />
            <Button
              variant="secondary"
              onClick={() => void exportData()}
              loading={exporting}
              loadingLabel="Exporting..."
            >
              Export Data
            </Button>
            <Button onClick={open("edit")} {...writeAction} {...preloadOn(CustomerDialog)}>
              Edit Customer
            </Button>
          </Inline>
        }
      />
      <NotAllowed action="manageCustomers" />
      {customer.testClockId === null ? null : (
        <Suspense fallback={null}>
          <TestClockBanner customerId={customer.id} testClockId={customer.testClockId} />
        </Suspense>
      )}
      <section aria-label="Customer figures" className={layout.fourStats}>
        <StatCard
          label="Monthly Recurring Revenue"
          value={<Money amount={customer.totalMRR} currency={customer.currency} />}
        />
        <StatCard
          label="Lifetime Value"
          value={<Money amount={customer.totalLTV} currency={customer.currency} />}
        />
        <StatCard label="Active Subscriptions" value={customer.activeSubscriptions} />
        <StatCard
          label="Account Balance"
          value={
            <span
              className={balanceTone}
              data-balance={customer.accountBalance < 0 ? "negative" : "positive"}
            >
              <Money amount={customer.accountBalance} currency={customer.currency} />
            </span>
          }
        />
      </section>
      <div className={styles.columns}>
        {/* Each panel's headings are h2: the panels come first after the page's h1. */}
        <Tabs
          label="Customer details"
          value={tab}
          onValueChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === "overview") next.delete("tab");
                else next.set("tab", value);
                return next;
              },
              { replace: true },
            )
          }
          items={[
            { value: "overview", label: "Overview", content: <Overview customer={customer} /> },
            {
              value: "subscriptions",
              label: "Subscriptions",
              content: (
                <Lazily open={tab === "subscriptions"} label="Loading subscriptions">
                  <CustomerSubscriptionsTab customer={customer} />
                </Lazily>
              ),
            },
            {
              value: "invoices",
              label: "Invoices",
              content: (
                <Lazily open={tab === "invoices"} label="Loading invoices">
                  <CustomerInvoicesTab customer={customer} />
                </Lazily>
              ),
            },
            {
              value: "payments",
              label: "Payments",
              content: (
                <Lazily open={tab === "payments"} label="Loading payments">
                  <CustomerPaymentsTab customer={customer} />
                </Lazily>
              ),
            },
            {
              value: "usage",
              label: "Usage",
              content: (
                <Lazily open={tab === "usage"} label="Loading usage">
                  <CustomerUsageTab customer={customer} />
                </Lazily>
              ),
            },
            {
              value: "notes",
              label: "Notes",
              content: (
                <Notes customer={customer} onAdd={open("note")} canWrite={can.allowed} reason={can.reason} />
              ),
            },
          ]}
        />
        <aside className={styles.side} aria-label="Customer side panel">
          <Card title="Quick Actions" headingLevel={2}>
            <Stack gap="sm">
              <Button
                variant="secondary"
                fullWidth
                onClick={open("email")}
                {...writeAction}
                {...preloadOn(SendEmailDialog)}
              >
                Send Email
              </Button>
              <Button
                variant="secondary"
                fullWidth
                onClick={open("payment")}
                {...writeAction}
                {...preloadOn(PaymentMethodDialog)}
              >
                Update Payment Method
              </Button>
              <Button
                variant="secondary"
                fullWidth
                onClick={open("credit")}
                {...writeAction}
                {...preloadOn(CreditDialog)}
              >
                Apply Credit
              </Button>
              <GenerateInvoiceButton customer={customer} />
              <PortalLinkButton customer={customer} permission={can} />
            </Stack>
          </Card>
          <Card title="Billing Address" headingLevel={2}>
            <AddressLines address={customer.billingAddress} />
          </Card>
          <CustomerTaxCard customer={customer} />
          <PaymentMethods customer={customer} canWrite={can.allowed} />
          <Card title="Account Balance" headingLevel={2}>
            <DescriptionList
              items={[
                {
                  term: "Current balance",
                  detail: (
                    <span className={balanceTone}>
                      <Money amount={customer.accountBalance} currency={customer.currency} />
                    </span>
                  ),
                },
                {
                  term: "Credit balance",
                  detail: <Money amount={customer.creditBalance} currency={customer.currency} />,
                },
                {
                  term: "Unbilled charges",
                  detail: <Money amount={customer.unbilledCharges} currency={customer.currency} />,
                },
              ]}
            />
            <Credits customer={customer} />
          </Card>
        </aside>
      </div>
      <CustomerDialog
        open={dialog === "edit"}
        onOpenChange={close}
        mode="edit"
        initialValues={customer}
        loadCountries={referenceLoaders.loadCountries}
        loadTestClocks={loadTestClockOptions}
        onSubmit={async (values) => {
          await update.mutateAsync({ id: customer.id, values });
        }}
        onSuccess={() => toast({ kind: "success", title: "Customer updated" })}
      />
      <SendEmailDialog
        open={dialog === "email"}
        onOpenChange={close}
        to={customer.email}
        onSubmit={async (values) => {
          await sendEmail.mutateAsync(values);
        }}
        onSuccess={() => toast({ kind: "success", title: `Email sent to ${customer.email}` })}
      />
      <PaymentMethodDialog
        open={dialog === "payment"}
        onOpenChange={close}
        onSubmit={async (values) => {
          await addMethod.mutateAsync(values);
        }}
        onSuccess={() => toast({ kind: "success", title: "Payment method added" })}
      />
      <CreditDialog
        open={dialog === "credit"}
        onOpenChange={close}
        currency={customer.currency}
        creditBalance={customer.creditBalance}
        onSubmit={async (values) => {
          await applyCredit.mutateAsync({ ...values, idempotencyKey: creditKey });
        }}
        onSuccess={() => toast({ kind: "success", title: "Credit applied" })}
      />
      <NoteDialog
        open={dialog === "note"}
        onOpenChange={close}
        onSubmit={async (values) => {
          await addNote.mutateAsync(values);
        }}
        onSuccess={() => toast({ kind: "success", title: "Note added" })}
      />
    </div>
  );
}

function Overview({ customer }: { customer: CustomerResponse }) {
  const fields = Object.entries(customer.customFields);
  const preferences = Object.entries(customer.emailPreferences) as [keyof EmailPreferences, boolean][];
  return (
    <Stack gap="lg">
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading" className={styles.heading}>
          Contact
        </h2>
        <DescriptionList
          columns={2}
          items={[
            { term: "Email", detail: customer.email },
            { term: "Phone", detail: customer.phone },
            { term: "Company", detail: customer.company },
            { term: "Tax number", detail: customer.taxNumber },
            { term: "Locale", detail: customer.locale },
            { term: "Time zone", detail: customer.timezone },
            { term: "Currency", detail: customer.currency },
            { term: "Customer since", detail: shortDate(customer.signupDate) },
            { term: "Last activity", detail: shortDate(customer.lastActivityDate) },
          ]}
        />
      </section>
      <section aria-labelledby="account-heading">
        <h2 id="account-heading" className={styles.heading}>
          Account
        </h2>
        <DescriptionList
          columns={2}
          items={[
            { term: "Status", detail: <StatusBadge status={customer.status} /> },
            {
              term: "Churn risk",
              // The signals it was read from, under the badge, when there are any.
              detail:
                customer.churnSignals.length > 0 ? (
                  <div className={styles.risk}>
                    <StatusBadge {...CHURN_RISK_BADGE[customer.churnRisk]} />
                    <ul className={styles.signals} aria-label="Why">
                      {customer.churnSignals.map((signal) => (
                        <li key={signal}>{CHURN_SIGNALS[signal]}</li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <StatusBadge {...CHURN_RISK_BADGE[customer.churnRisk]} />
                ),
            },
            { term: "Portal access", detail: customer.portalAccess ? "Enabled" : "Disabled" },
            { term: "Auto collection", detail: customer.autoCollection ? "On" : "Off" },
            {
              term: "Emails",
              detail: preferences
                .filter(([, on]) => on)
                .map(([key]) => EMAIL_PREFERENCE_LABELS[key])
                .join(", "),
            },
            { term: "Shipping address", detail: <AddressLines address={customer.shippingAddress} /> },
          ]}
        />
      </section>
      <section aria-labelledby="tags-heading">
        <h2 id="tags-heading" className={styles.heading}>
          Tags
        </h2>
        {customer.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {customer.tags.map((tag) => (
              <li key={tag}>
                <StatusBadge status="neutral" label={tag} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No tags</p>
        )}
      </section>
      <section aria-labelledby="fields-heading">
        <h2 id="fields-heading" className={styles.heading}>
          Custom fields
        </h2>
        {fields.length > 0 ? (
          <DescriptionList columns={2} items={fields.map(([term, detail]) => ({ id: term, term, detail }))} />
        ) : (
          <p className={styles.muted}>No custom fields</p>
        )}
      </section>
    </Stack>
  );
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** 'US' as 'United States' (the code itself when the browser does not know it). */
function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function AddressLines({ address }: { address: CustomerResponse["billingAddress"] }) {
  if (!address) return <p className={styles.muted}>No address</p>;
  return (
    <address className={styles.address}>
      {[
        address.line1,
        address.line2,
        [address.city, address.state, address.zip].filter(Boolean).join(", "),
        countryName(address.country),
      ]
        .filter(Boolean)
        .map((line) => (
          <span key={line}>{line}</span>
        ))}
    </address>
  );
}

function methodName(method: PaymentMethodResponse): string {
  if (method.type === "card") {
    return `${method.cardType ?? "Card"} ending ${method.last4 ?? ""} · ${String(method.expiryMonth).padStart(2, "0")}/${method.expiryYear}`;
  }
  const kind = method.offlineMethod ? OFFLINE_PAYMENT_METHOD_LABELS[method.offlineMethod] : "Offline";
  return method.reference ? `${kind} · ${method.reference}` : kind;
}

function PaymentMethods({ customer, canWrite }: { customer: CustomerResponse; canWrite: boolean }) {
  const methods = usePaymentMethods(customer.id);
  const makeDefault = useMakeDefaultPaymentMethod(customer.id);
  const remove = useRemovePaymentMethod(customer.id);
  const { toast } = useToast();
  const [removing, setRemoving] = useState<PaymentMethodResponse | null>(null);
  let body: ReactNode;
  if (methods.isPending)
    body = <PageState status="loading" label="Loading payment methods" skeletonLines={2} />;
  else if (methods.isError) {
    body = (
      <PageState
        status="error"
        title={customerMessages.loadMethodsFailed}
        message={methods.error.message}
        onRetry={() => void methods.refetch()}
        retrying={methods.isFetching}
      />
    );
  } else if (methods.data.length === 0) body = <p className={styles.muted}>No payment method</p>;
  else {
    body = (
      <ul className={styles.methods} aria-label="Payment methods">
        {methods.data.map((method) => (
          <li key={method.id} className={styles.method}>
            <Stack gap="xs">
              <span>{methodName(method)}</span>
              <Inline gap="xs">
                {method.isDefault ? <StatusBadge status="info" label="Default" /> : null}
                <StatusBadge
                  status={method.status === "valid" ? "success" : "danger"}
                  label={method.status === "valid" ? "Valid" : "Expired"}
                />
              </Inline>
            </Stack>
            {canWrite ? (
              <ActionMenu
                label={`Actions for ${methodName(method)}`}
                items={[
                  ...(method.isDefault
                    ? []
                    : [
                        {
                          label: "Make Default",
                          onSelect: () =>
                            void makeDefault
                              .mutateAsync(method.id)
                              .then(() => toast({ kind: "success", title: "Default payment method changed" }))
                              .catch((error: Error) => toast({ kind: "error", title: error.message })),
                        },
                      ]),
                  { label: "Remove", destructive: true, onSelect: () => setRemoving(method) },
                ]}
              />
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card title="Payment Method" headingLevel={2}>
      {body}
      <DeleteDialog
        item={removing ? { id: removing.id, name: methodName(removing) } : null}
        title="Remove Payment Method"
        onClose={() => setRemoving(null)}
        onDelete={async (methodId) => {
          await remove.mutateAsync(methodId);
          toast({ kind: "success", title: "Payment method removed" });
        }}
      />
    </Card>
  );
}

function Credits({ customer }: { customer: CustomerResponse }) {
  const credits = useCredits(customer.id);
  if (credits.isPending || credits.isError || credits.data.length === 0) return null;
  return (
    <section aria-labelledby="credits-heading" className={styles.credits}>
      <h3 id="credits-heading" className={styles.heading}>
        Credit history
      </h3>
      {/* The ledger: credit given (by a person, or for unused time) and credit used on an invoice. */}
      <ul className={styles.creditList}>
        {credits.data.slice(0, 5).map((credit) => (
          <li key={credit.id}>
            {credit.amount < 0 ? "Used " : "Given "}
            <Money amount={Math.abs(credit.amount)} currency={credit.currency} /> · {credit.reason}
            <span className={styles.muted}>
              {" "}
              {shortDate(credit.createdAt)} by {credit.createdBy}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Notes({
  customer,
  onAdd,
  canWrite,
  reason,
}: {
  customer: CustomerResponse;
  onAdd: () => void;
  canWrite: boolean;
  reason: string | null;
}) {
  const notes = useNotes(customer.id);
  const remove = useDeleteNote(customer.id);
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<NoteResponse | null>(null);
  let body: ReactNode;
  if (notes.isPending) body = <PageState status="loading" label="Loading notes" skeletonLines={3} />;
  else if (notes.isError) {
    body = (
      <PageState
        status="error"
        title={customerMessages.loadNotesFailed}
        message={notes.error.message}
        onRetry={() => void notes.refetch()}
        retrying={notes.isFetching}
      />
    );
  } else if (notes.data.length === 0) body = <EmptyState title="No notes yet" headingLevel={2} />;
  else {
    body = (
      <ul className={styles.notes} aria-label="Notes">
        {notes.data.map((note) => (
          <li key={note.id} className={styles.note}>
            <Inline gap="sm" justify="between">
              <Inline gap="xs">
                <strong>{note.author}</strong>
                <span className={styles.muted}>{shortDate(note.createdAt)}</span>
                {note.isInternal ? <StatusBadge status="neutral" label="Internal" /> : null}
              </Inline>
              {canWrite ? (
                <Button variant="ghost" size="sm" onClick={() => setDeleting(note)}>
                  Delete
                </Button>
              ) : null}
            </Inline>
            <p className={styles.noteText}>{note.content}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Stack gap="md">
      <Inline justify="end">
        <Button onClick={onAdd} disabled={!canWrite} title={reason ?? undefined}>
          Add Note
        </Button>
      </Inline>
      {body}
      <DeleteDialog
        item={deleting ? { id: deleting.id, name: "this note" } : null}
        title="Delete Note"
        onClose={() => setDeleting(null)}
        onDelete={async (noteId) => {
          await remove.mutateAsync(noteId);
          toast({ kind: "success", title: "Note deleted" });
        }}
      />
    </Stack>
  );
}
