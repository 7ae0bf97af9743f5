import type { CustomerResponse, RefundResponse } from "@round/forms/schemas";
import {
  type DataTableColumn,
  EmptyState,
  Money,
  PageState,
  Stack,
  StatusBadge,
  Link as UiLink,
} from "@round/ui";
import { Link } from "react-router";
import { creditNoteMessages } from "../../api/creditNotes";
import { useRefunds } from "../../hooks/creditNotes";
import { REFUND_METHOD_LABELS, REFUND_STATUS_BADGE } from "../Invoices/creditNoteBadges";
import * as styles from "../Invoices/Invoices.css";
import { day } from "../Invoices/invoiceFormat";
import { DataTable } from "../shared/tables";

/** The most refunds one customer's section shows: refunds are few (each comes from a credit note). */
const PAGE_SIZE = 100;

const columns: DataTableColumn<RefundResponse>[] = [
  { key: "date", header: "Date", cell: (refund) => day(refund.createdAt), width: 120 },
  {
    key: "amount",
    header: "Amount",
    align: "end",
    cell: (refund) => <Money amount={refund.amount} currency={refund.currency} />,
    width: 110,
  },
  {
    key: "invoice",
    header: "Invoice",
    cell: (refund) => (
      <UiLink href={`/invoices/${refund.invoiceId}`} as={Link} className={styles.number}>
        {refund.invoiceNumber ?? "Invoice"}
      </UiLink>
    ),
    width: 120,
  },
  { key: "method", header: "Method", cell: (refund) => REFUND_METHOD_LABELS[refund.method], width: 100 },
  {
    key: "status",
    header: "Status",
    cell: (refund) => (
      <span className={styles.nameCell}>
        <StatusBadge {...REFUND_STATUS_BADGE[refund.status]} />
        {refund.status === "failed" && refund.failureMessage ? (
          <span className={styles.failure}>{refund.failureMessage}</span>
        ) : null}
      </span>
    ),
  },
];

/** The customer's refunds (newest first): what went back, to which invoice's payment, and how it went. */
export function CustomerRefunds({ customer }: { customer: CustomerResponse }) {
  const refunds = useRefunds({ customerId: customer.id, pageSize: PAGE_SIZE });
  let body: React.ReactNode;
  if (refunds.isError) {
    body = (
      <PageState
        status="error"
        title={creditNoteMessages.loadRefundsFailed}
        message={refunds.error.message}
        onRetry={() => void refunds.refetch()}
        retrying={refunds.isFetching}
      />
    );
  } else if (!refunds.isPending && refunds.data.items.length === 0) {
    body = (
      <EmptyState
        title="No refunds"
        headingLevel={3}
        description={`Nothing was refunded to ${customer.displayName}. Refunds are made by crediting a paid invoice.`}
      />
    );
  } else {
    body = (
      <DataTable
        aria-label="Customer refunds"
        columns={columns}
        rows={refunds.data?.items ?? []}
        getRowId={(refund) => refund.id}
        loading={refunds.isPending}
        loadingLabel="Loading refunds"
        height={400}
        minWidth={560}
      />
    );
  }
  return (
    <Stack as="section" gap="md" aria-labelledby="customer-refunds">
      <h2 id="customer-refunds" className={styles.heading}>
        Refunds
      </h2>
      {body}
    </Stack>
  );
}
