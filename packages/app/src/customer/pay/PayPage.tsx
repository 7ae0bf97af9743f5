/**
 * An invoice's pay page (`/pay/{token}`), the invoice email's link: the invoice as its PDF shows it, its PDF,
 * and a card form (or the saved card) while money is owed; once paid, the receipt instead, and never a
 * second form. A declined card is said under the card number.
 */
import type { PayInvoiceInput, PayPage as PayPageData } from "@round/forms/schemas";
import {
  Banner,
  Button,
  Card,
  DescriptionList,
  type DescriptionListItem,
  formatMoney,
  InvoiceSummary,
  Link,
  PageState,
  Receipt,
  StatusBadge,
} from "@round/ui";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { type PayApi, payApi } from "../api";
import { CustomerFrame, pendingPage } from "../CustomerFrame";
import * as styles from "../customer.css";
import { day, REVERSE_CHARGE_NOTE, safeUrl, taxRows } from "../format";
import { attemptKeys, sendAttempt } from "../idempotency";
import { loadCardForm } from "../preload";
import { useResource } from "../useResource";

const PortalCardForm = lazy(loadCardForm);

export interface PayPageProps {
  token: string;
  initial?: Promise<PayPageData> | null;
}

export default function PayPage({ token, initial }: PayPageProps) {
  const api = useMemo(() => payApi(token), [token]);
  const page = useResource(api.page, initial);
  const { state } = page;
  const pending = pendingPage(
    state,
    { loading: "Loading the invoice...", failure: "The invoice could not be loaded" },
    page.reload,
  );
  if (pending || state.status !== "ready") return pending;
  return <Pay page={state.data} api={api} onPaid={(paid) => page.update(() => paid)} />;
}

const PAYABLE = new Set(["open", "overdue", "partially_paid"]);

function Pay({ page, api, onPaid }: { page: PayPageData; api: PayApi; onPaid: (page: PayPageData) => void }) {
  const { invoice, account } = page;
  const name = invoice.number ?? "Draft invoice";
  const pdf = safeUrl(page.pdfUrl);
  const receipt = useRef<HTMLElement>(null);
  const [keys] = useState(() => attemptKeys());
  const [paidHere, setPaidHere] = useState(false);
  useEffect(() => {
    if (paidHere) receipt.current?.focus();
  }, [paidHere]);

  const pay = async (body: PayInvoiceInput) => {
    const answer = await sendAttempt(keys, body, (key) => api.pay(body, key));
    onPaid(answer);
    if (answer.invoice.status === "paid") setPaidHere(true);
  };

  const details: DescriptionListItem[] = [
    { term: "Issue date", detail: day(invoice.issueDate) },
    { term: "Due date", detail: day(invoice.dueDate) },
  ];
  if (invoice.periodStart && invoice.periodEnd)
    details.push({
      term: "Billing period",
      detail: `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`,
    });
  details.push({ term: "Billed to", detail: page.customer.displayName });

  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const lastPayment = [...page.payments].reverse().find((payment) => payment.status === "succeeded");
  const pdfLink = pdf ? <Link href={pdf}>Download PDF</Link> : null;

  let payment: React.ReactNode;
  if (invoice.status === "paid") {
    payment = (
      <Receipt
        ref={receipt}
        title="Payment received"
        message={`Thank you for your payment to ${account.name}.`}
        amount={invoice.amountPaid}
        currency={invoice.currency}
        items={[
          { term: "Invoice", detail: name },
          { term: "Paid on", detail: day(invoice.paidAt ?? lastPayment?.processedAt) },
          ...(lastPayment ? [{ term: "Paid with", detail: lastPayment.methodLabel }] : []),
        ]}
        actions={pdfLink}
      />
    );
  } else if (invoice.status === "voided") {
    payment = (
      <Banner tone="info" title="This invoice was voided">
        There is nothing to pay.
      </Banner>
    );
  } else if (!PAYABLE.has(invoice.status)) {
    payment = (
      <Banner tone="info" title="This invoice is not ready to be paid">
        {`${account.name} has not issued it yet.`}
      </Banner>
    );
  } else if (invoice.amountDue <= 0) {
    payment = (
      <Banner tone="success" title="Nothing to pay">
        This invoice has nothing left to pay.
      </Banner>
    );
  } else {
    payment = (
      <section aria-labelledby="pay-title" className={styles.section}>
        <h2 id="pay-title" className={styles.sectionTitle}>
          {`Pay ${money(invoice.amountDue)}`}
        </h2>
        <PayForm page={page} pay={pay} />
      </section>
    );
  }

  return (
    <CustomerFrame brand={account} title={`Invoice ${name}`} width="narrow">
      <div className={styles.page}>
        <div className={styles.intro}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{`Invoice ${name}`}</h1>
            <StatusBadge status={invoice.status} />
          </div>
          <p className={styles.subtitle}>{`From ${account.name}`}</p>
        </div>
        <Card padding="lg" title="Invoice details">
          <DescriptionList items={details} columns={2} />
          <InvoiceSummary
            label={`Invoice ${name}`}
            currency={invoice.currency}
            lines={invoice.lines}
            subtotal={invoice.subtotal}
            discount={invoice.discount}
            taxes={taxRows(invoice.taxLines)}
            total={invoice.total}
            creditApplied={invoice.creditApplied}
            amountPaid={invoice.amountPaid}
            amountDue={invoice.amountDue}
            note={invoice.reverseCharge ? REVERSE_CHARGE_NOTE : undefined}
          />
          {pdfLink ? <div className={styles.actions}>{pdfLink}</div> : null}
        </Card>
        {payment}
      </div>
    </CustomerFrame>
  );
}

/** The saved card's one button (and another card on request), or the card form. */
function PayForm({ page, pay }: { page: PayPageData; pay: (body: PayInvoiceInput) => Promise<void> }) {
  const saved = page.savedCard;
  const [newCard, setNewCard] = useState(!saved);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = formatMoney(page.invoice.amountDue, page.invoice.currency);

  if (saved && !newCard) {
    return (
      <div className={styles.page}>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        <div className={styles.actions}>
          <Button
            size="lg"
            loading={busy}
            loadingLabel="Paying..."
            onClick={async () => {
              setBusy(true);
              setFailure(null);
              try {
                await pay({ type: "saved" });
              } catch (error) {
                setFailure(error instanceof Error ? error.message : String(error));
              } finally {
                setBusy(false);
              }
            }}
          >
            {`Pay with ${saved.brand} •••• ${saved.last4}`}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setNewCard(true)}>
            Use another card
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Suspense fallback={<PageState status="loading" label="Loading the card form..." skeletonLines={4} />}>
      <PortalCardForm
        label="Pay by card"
        submitLabel={`Pay ${amount}`}
        submittingLabel="Paying..."
        autoFocus={Boolean(saved)}
        onCancel={saved ? () => setNewCard(false) : undefined}
        onSubmit={({ cardNumber, expiryMonth, expiryYear, cvc }) =>
          pay({ type: "card", cardNumber, expiryMonth, expiryYear, cvc })
        }
      />
    </Suspense>
  );
}
