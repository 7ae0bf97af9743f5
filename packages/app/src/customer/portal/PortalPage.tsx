/**
 * The billing portal (`/portal/{token}`): the customer's plan, next bill and default card, their
 * subscriptions (change plan, cancel, add-ons, each previewed before it is confirmed), invoices (PDF, Pay),
 * cards and billing details, in the business's name and colours. A link's `flow` opens the page on its task.
 */
import type { PortalOverview, PortalSubscription } from "@round/forms/schemas";
import { Banner, formatMoney, Link } from "@round/ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { type PortalApi, portalApi } from "../api";
import { CustomerFrame, pendingPage } from "../CustomerFrame";
import * as styles from "../customer.css";
import { day, safeUrl } from "../format";
import { useResource } from "../useResource";
import { BillingDetails } from "./BillingDetails";
import { Invoices, invoiceName, payUrl } from "./Invoices";
import { Overview } from "./Overview";
import { PaymentMethods } from "./PaymentMethods";
import { Subscriptions } from "./Subscriptions";

export interface PortalPageProps {
  token: string;
  /** The overview, already asked for by the entry. */
  initial?: Promise<PortalOverview> | null;
}

export default function PortalPage({ token, initial }: PortalPageProps) {
  const api = useMemo(() => portalApi(token), [token]);
  const overview = useResource(api.overview, initial);
  const { state } = overview;
  const pending = pendingPage(
    state,
    { loading: "Loading your billing...", failure: "Your billing could not be loaded" },
    overview.reload,
    async (email) => (await api.renew(email)).message,
  );
  if (pending || state.status !== "ready") return pending;
  return <Portal overview={state.data} api={api} update={overview.update} refresh={overview.refresh} />;
}

const SECTIONS = [
  ["subscriptions", "Subscriptions"],
  ["invoices", "Invoices"],
  ["payment-methods", "Payment methods"],
  ["billing-details", "Billing details"],
] as const;

function Portal({
  overview,
  api,
  update,
  refresh,
}: {
  overview: PortalOverview;
  api: PortalApi;
  update: (change: (overview: PortalOverview) => PortalOverview) => void;
  refresh: () => void;
}) {
  // The flow is the link's: it opens the page once, not again after a change.
  const [flow] = useState(() => overview.flow);
  const brand = overview.account;
  const returnUrl = safeUrl(overview.returnUrl);
  const { customer } = overview;

  const subscriptionChanged = (changed: PortalSubscription) => {
    update((current) => ({
      ...current,
      subscriptions: current.subscriptions.map((item) =>
        item.id === changed.id ? { ...item, ...changed } : item,
      ),
    }));
    // What the change allows next (plans, add-ons) and what it raised (an invoice, the next bill).
    refresh();
  };

  return (
    <CustomerFrame
      brand={brand}
      title="Billing"
      headerAction={returnUrl ? <Link href={returnUrl}>{`Return to ${brand.name}`}</Link> : null}
    >
      <div className={styles.page}>
        <div className={styles.intro}>
          <h1 className={styles.title}>Billing</h1>
          <p className={styles.subtitle}>
            {customer.displayName}
            {customer.email && customer.email !== customer.displayName ? ` · ${customer.email}` : ""}
          </p>
        </div>
        {flow === "invoice_pay" ? <InvoiceTask overview={overview} /> : null}
        <nav aria-label="Billing sections">
          <ul className={styles.nav}>
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <Link href={`#${id}`} underline="hover">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Overview overview={overview} />
        <Subscriptions overview={overview} api={api} onChanged={subscriptionChanged} />
        <Invoices invoices={overview.invoices} />
        <PaymentMethods
          methods={overview.paymentMethods}
          api={api}
          startAdding={flow === "payment_method_update"}
          onChange={(paymentMethods) => {
            update((current) => ({ ...current, paymentMethods }));
            refresh();
          }}
        />
        <BillingDetails
          customer={customer}
          api={api}
          onSaved={(saved) =>
            update((current) => ({ ...current, customer: { ...current.customer, ...saved } }))
          }
        />
      </div>
    </CustomerFrame>
  );
}

/** A link sent to pay an invoice: that invoice first, with its Pay link focused. */
function InvoiceTask({ overview }: { overview: PortalOverview }) {
  const invoice = overview.invoices.find((item) => item.id === overview.invoiceId);
  const pay = invoice ? payUrl(invoice) : null;
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  if (!invoice) return null;
  const name = invoiceName(invoice);
  if (!pay)
    return (
      <Banner tone="success" title={`${name} is settled`}>
        There is nothing left to pay on it.
      </Banner>
    );
  return (
    <Banner
      tone="info"
      title={`${name}: ${formatMoney(invoice.amountDue, invoice.currency)} due`}
      action={
        <Link ref={link} href={pay}>
          {`Pay ${name}`}
        </Link>
      }
    >
      {invoice.dueDate ? `Due on ${day(invoice.dueDate)}.` : "It is waiting to be paid."}
    </Banner>
  );
}
