import type { PortalOverview } from "@round/forms/schemas";
import { formatMoney, Link, StatusBadge } from "@round/ui";
import * as styles from "../customer.css";
import { day, safeUrl } from "../format";
import { Section } from "./Section";

type Invoice = PortalOverview["invoices"][number];

const PAYABLE = new Set(["open", "overdue", "partially_paid"]);

/** The invoice's pay page while it is owed, or null. */
export function payUrl(invoice: Invoice): string | null {
  return PAYABLE.has(invoice.status) && invoice.amountDue > 0 ? safeUrl(invoice.hostedInvoiceUrl) : null;
}

export const invoiceName = (invoice: Pick<Invoice, "number">) => invoice.number ?? "Draft invoice";

/** The customer's invoices, newest first as the server lists them: each with its PDF, and Pay while owed. */
export function Invoices({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <Section id="invoices" title="Invoices">
      {invoices.length === 0 ? (
        <p className={styles.muted}>You have no invoices yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Invoices">
          {invoices.map((invoice) => {
            const name = invoiceName(invoice);
            const pay = payUrl(invoice);
            const pdf = safeUrl(invoice.pdfUrl);
            return (
              <li key={invoice.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowName}>
                    {name}
                    <StatusBadge status={invoice.status} />
                  </span>
                  <span className={styles.muted}>
                    {[day(invoice.issueDate), invoice.description].filter(Boolean).join(" · ")}
                  </span>
                </div>
                <div className={styles.rowActions}>
                  <span className={styles.figure}>
                    {pay
                      ? `${formatMoney(invoice.amountDue, invoice.currency)} due`
                      : formatMoney(invoice.total, invoice.currency)}
                  </span>
                  {pdf ? (
                    <Link href={pdf}>
                      PDF<span className={styles.visuallyHidden}> of {name}</span>
                    </Link>
                  ) : null}
                  {pay ? (
                    <Link href={pay}>
                      Pay<span className={styles.visuallyHidden}> {name}</span>
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
