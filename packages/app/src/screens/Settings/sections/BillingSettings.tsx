import type { TestClockAdvanceDialogProps, TestClockDialogProps } from "@round/forms";
import { BillingSettingsForm, clockTime, PaymentGatewayForm } from "@round/forms";
import type { TestClockResponse } from "@round/forms/schemas";
import {
  Banner,
  Button,
  Card,
  EmptyState,
  formatDate,
  PageState,
  Stack,
  StatusBadge,
  useToast,
} from "@round/ui";
import { type ReactNode, useState } from "react";
import { billingSettingsMessages } from "../../../api/billingSettings";
import { testClockMessages } from "../../../api/testClocks";
import { useBillingSettings, useUpdateBillingSettings } from "../../../hooks/billingSettings";
import {
  previewAdvance,
  useAdvanceTestClock,
  useCreateTestClock,
  useDeleteTestClock,
  useTestClocks,
} from "../../../hooks/testClocks";
import { NotAllowed, useCan } from "../../../hooks/useCan";
import * as layout from "../../../layouts/layout.css";
import { DeleteDialog } from "../../shared/deleteDialog";
import { onDemandDialog, preloadOn } from "../../shared/onDemand";
import { SettingsTable } from "./SettingsTable";
import { TaxRatesCard } from "./TaxRatesCard";

const isOpen = (props: { open?: boolean }) => props.open === true;
const TestClockDialog = onDemandDialog<TestClockDialogProps>(
  () => import("../chunks/TestClockDialog"),
  isOpen,
);
const TestClockAdvanceDialog = onDemandDialog<TestClockAdvanceDialogProps>(
  () => import("../chunks/TestClockAdvanceDialog"),
  isOpen,
);

/**
 * Settings, Billing: the account's billing settings (net terms, invoice numbers, retries and what follows the
 * last one) with one Save, the payment gateway, the tax rates, and the test clocks that rehearse billing by moving time.
 * A role that may not manage billing sees it all read-only, and why.
 */
export default function BillingSettings() {
  return (
    <Stack gap="lg">
      <NotAllowed action="manageBilling" />
      <BillingSettingsCard />
      <TaxRatesCard />
      <TestClocksCard />
    </Stack>
  );
}

function BillingSettingsCard() {
  const settings = useBillingSettings();
  const update = useUpdateBillingSettings();
  const can = useCan("manageBilling");
  let body: ReactNode;
  if (settings.isPending)
    body = <PageState status="loading" label="Loading billing settings" skeletonLines={4} />;
  else if (settings.isError) {
    body = (
      <PageState
        status="error"
        title={billingSettingsMessages.loadFailed}
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
        headingLevel={3}
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        <BillingSettingsForm
          settings={settings.data}
          readOnly={!can.allowed}
          onSubmit={async (values) => {
            await update.mutateAsync(values);
          }}
        />
        <PaymentGatewayForm
          settings={settings.data}
          readOnly={!can.allowed}
          onSubmit={async (values) => {
            await update.mutateAsync(values);
          }}
        />
      </Stack>
    );
  }
  return <Card title="Billing settings">{body}</Card>;
}

const CLOCK_STATUS: Record<
  TestClockResponse["status"],
  { tone: "success" | "info" | "failed"; label: string }
> = {
  ready: { tone: "success", label: "Ready" },
  advancing: { tone: "info", label: "Advancing" },
  internal_failure: { tone: "failed", label: "Steps failed" },
};

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** What a clock's deletion takes with it, in words. */
function clockContents(clock: TestClockResponse): string {
  if (clock.customerCount === 0) return "No customer lives on it.";
  return `Its ${counted(clock.customerCount, "customer")}, ${counted(clock.subscriptionCount, "subscription")} and ${counted(clock.invoiceCount, "invoice")} (with their payments) are deleted with it. Live customers and invoice numbers are not touched.`;
}

/** The steps a clock's last advance could not take: said, each with its day, customer and reason. */
function ClockFailures({ clock }: { clock: TestClockResponse }) {
  const count = clock.failures.length;
  return (
    <Banner tone="error" title={`${clock.name}: ${counted(count, "step")} failed in the last advance`}>
      <Stack gap="xs">
        <ul className={layout.steps} aria-label={`Failed steps of ${clock.name}`}>
          {clock.failures.map((failure) => (
            <li key={`${failure.on}-${failure.subscriptionId ?? failure.invoiceId}`}>
              {formatDate(failure.on)} · {failure.customerName}: {failure.message}
            </li>
          ))}
        </ul>
        <span>
          The other customers reached the clock's time; these steps are tried again at the next advance.
        </span>
      </Stack>
    </Banner>
  );
}

function TestClocksCard() {
  const clocks = useTestClocks();
  const can = useCan("manageBilling");
  const create = useCreateTestClock();
  const advance = useAdvanceTestClock();
  const remove = useDeleteTestClock();
  const { toast } = useToast();
  const [creating, setCreating] = useState(false);
  const [advancing, setAdvancing] = useState<TestClockResponse | null>(null);
  const [deleting, setDeleting] = useState<TestClockResponse | null>(null);

  let body: ReactNode;
  if (clocks.isPending) body = <PageState status="loading" label="Loading test clocks" skeletonLines={3} />;
  else if (clocks.isError) {
    body = (
      <PageState
        status="error"
        title={testClockMessages.loadClocksFailed}
        message={clocks.error.message}
        onRetry={() => void clocks.refetch()}
        retrying={clocks.isFetching}
        headingLevel={3}
      />
    );
  } else if (clocks.data.length === 0) {
    body = (
      <EmptyState
        title="No test clocks"
        headingLevel={3}
        description="Create a test clock, then create customers on it to rehearse renewals, trials and retries."
      />
    );
  } else {
    body = (
      <SettingsTable
        label="Test clocks"
        rows={clocks.data}
        columns={[
          { header: "Name", cell: (clock) => clock.name },
          { header: "Frozen time", cell: (clock) => clockTime(clock.frozenTime) },
          { header: "Customers", number: true, cell: (clock) => clock.customerCount },
          {
            header: "Status",
            cell: (clock) => (
              <StatusBadge
                status={CLOCK_STATUS[clock.status].tone}
                label={CLOCK_STATUS[clock.status].label}
              />
            ),
          },
        ]}
        actions={
          can.allowed
            ? {
                own: (clock) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setAdvancing(clock)}
                    disabled={clock.status === "advancing"}
                    aria-label={`Advance ${clock.name}`}
                    {...preloadOn(TestClockAdvanceDialog)}
                  >
                    Advance
                  </Button>
                ),
                onDelete: setDeleting,
              }
            : null
        }
      />
    );
  }
  return (
    <Card
      title="Test clocks"
      actions={
        <Button
          size="sm"
          onClick={() => setCreating(true)}
          disabled={!can.allowed}
          title={can.reason ?? undefined}
          {...preloadOn(TestClockDialog)}
        >
          Create test clock
        </Button>
      }
    >
      <Stack gap="md">
        <p className={layout.muted}>
          Customers created on a test clock live at its time: advancing it runs their renewals, invoices,
          payments and retries in order. They stay out of the account's figures.
        </p>
        {body}
        {clocks.data?.map((clock) =>
          clock.failures.length > 0 ? <ClockFailures key={clock.id} clock={clock} /> : null,
        )}
      </Stack>
      <TestClockDialog
        open={creating}
        onOpenChange={setCreating}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
        }}
        onSuccess={() => toast({ kind: "success", title: "Test clock created" })}
      />
      {advancing ? (
        <TestClockAdvanceDialog
          open
          onOpenChange={(open) => {
            if (!open) setAdvancing(null);
          }}
          clock={advancing}
          preview={(frozenTime) => previewAdvance(advancing.id, frozenTime)}
          onSubmit={(frozenTime) => advance.mutateAsync({ id: advancing.id, frozenTime })}
        />
      ) : null}
      <DeleteDialog
        item={deleting ? { id: deleting.id, name: deleting.name } : null}
        title="Delete Test Clock"
        detail={deleting ? clockContents(deleting) : undefined}
        onClose={() => setDeleting(null)}
        onDelete={async (id) => {
          await remove.mutateAsync(id);
          toast({ kind: "success", title: "Test clock deleted" });
        }}
      />
    </Card>
  );
}
