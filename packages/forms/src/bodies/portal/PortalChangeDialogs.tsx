import type { BillingPreviewResponse } from "@round/forms/schemas";
import { formatDate, formatMoney, InvoiceSummary, RadioCards } from "@round/ui";
import type { ReactNode } from "react";
import { useState } from "react";
import { chargedNow, taxRow } from "../billing/previewAmounts.ts";
import {
  type BillingDialogProps,
  BillingDialogShell,
  type PreviewState,
  previewPending,
  usePreview,
} from "../billing/SubscriptionDialogPreview.tsx";
import { pricePeriodText } from "./billingPeriod.ts";
import * as styles from "./portal.css.ts";

export const PORTAL_CHANGE_FAILURE = "The change could not be made. Please try again.";
export const PORTAL_CANCEL_FAILURE = "The subscription could not be cancelled. Please try again.";

/** The preview in a sentence: the invoice's total, what the card is charged now, what is left to pay. */
export function previewSentence(
  invoice: { total: number; amountDue: number; currency: string },
  charged: number,
): string {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const card =
    charged > 0 ? `your card is charged ${money(charged)} now` : "nothing is charged to your card now";
  const left = invoice.amountDue > 0 ? ` ${money(invoice.amountDue)} is left to pay on it.` : "";
  return `An invoice of ${money(invoice.total)} is raised now; ${card}.${left}`;
}

/**
 * A change's preview as the customer reads it (PLATFORM.md: the total of the invoice it would raise and what
 * the card is charged now): the invoice's lines and totals, then those two figures in a sentence, and any
 * credit. A polite region, busy while the server computes it.
 */
export function PortalPreview({
  state,
  onRetry,
  title = "What changes",
  idleText = "Choose a plan to see what it costs.",
}: {
  state: PreviewState<BillingPreviewResponse>;
  onRetry: () => void;
  title?: string;
  idleText?: string;
}) {
  let body: ReactNode;
  if (state.status !== "ready") {
    body = previewPending(state, {
      idleText,
      loadingText: "Calculating...",
      mutedClassName: styles.muted,
      onRetry,
    });
  } else {
    const { invoice, credit, subscription } = state.data;
    const currency = invoice?.currency ?? subscription.currency;
    const charged = invoice ? chargedNow(invoice) : 0;
    body = (
      <>
        {invoice ? (
          <>
            <InvoiceSummary
              label="Invoice it raises"
              currency={currency}
              lines={invoice.lines}
              subtotal={invoice.subtotal}
              discount={invoice.discount}
              taxes={taxRow(invoice.tax)}
              total={invoice.total}
              creditApplied={invoice.creditApplied}
              chargedNow={charged}
              amountDue={invoice.amountDue}
            />
            <p className={styles.sentence}>{previewSentence(invoice, charged)}</p>
          </>
        ) : (
          <p className={styles.sentence}>No invoice is raised now and your card is not charged.</p>
        )}
        {credit !== 0 ? (
          <p className={styles.sentence}>{`${formatMoney(credit, currency)} is credited to your account.`}</p>
        ) : null}
      </>
    );
  }
  return (
    <section
      className={styles.preview}
      aria-label={title}
      aria-live="polite"
      aria-busy={state.status === "loading"}
    >
      <h3 className={styles.previewTitle}>{title}</h3>
      {body}
    </section>
  );
}

/** One price point a subscription may move to, as the portal offers it. */
export interface PortalPlanChoice {
  pricePointId: string;
  planName: string;
  pricePointName: string;
  currency: string;
  price: number;
  billingPeriod: string;
  direction: "upgrade" | "downgrade";
}

/** What 'Change plan' sends, without `preview`. */
export interface PortalPlanChange {
  planPricePointId: string;
}

export interface PortalPlanDialogProps extends BillingDialogProps {
  /** The plan the subscription is on now. */
  planName: string;
  options: readonly PortalPlanChoice[];
  /** The choice made when it opens, if any. */
  defaultPricePointId?: string;
  preview: (change: PortalPlanChange) => Promise<BillingPreviewResponse>;
  onSubmit: (change: PortalPlanChange) => Promise<void>;
}

/** A plan choice's card: 'Business — Monthly', '$99.00 per month · Upgrade'. */
function choiceOption(choice: PortalPlanChoice) {
  return {
    value: choice.pricePointId,
    title: `${choice.planName} — ${choice.pricePointName}`,
    description: `${formatMoney(choice.price, choice.currency)} ${pricePeriodText(choice.billingPeriod)} · ${
      choice.direction === "upgrade" ? "Upgrade" : "Downgrade"
    }`,
  };
}

/**
 * 'Change plan': the price points the business offers this subscription, the preview of the chosen one
 * (asked again on every choice) and 'Confirm change', offered only once the choice on screen is previewed.
 */
export function PortalPlanDialog({
  planName,
  options,
  defaultPricePointId,
  preview,
  onSubmit,
  ...dialog
}: PortalPlanDialogProps) {
  const [chosen, setChosen] = useState<string | null>(defaultPricePointId ?? null);
  const input = chosen ? { planPricePointId: chosen } : null;
  const shown = usePreview(input, preview, { delayMs: 0 });
  return (
    <BillingDialogShell
      {...dialog}
      title="Change plan"
      description={`You are on ${planName}.`}
      confirmLabel="Confirm change"
      confirmingLabel="Changing..."
      canConfirm={shown.ready && input !== null}
      failureText={PORTAL_CHANGE_FAILURE}
      onConfirm={() => (input ? onSubmit(input) : Promise.resolve())}
    >
      <RadioCards
        label="New plan"
        options={options.map(choiceOption)}
        value={chosen}
        onValueChange={setChosen}
      />
      <PortalPreview state={shown.state} onRetry={shown.retry} />
    </BillingDialogShell>
  );
}

export interface PortalCancelDialogProps extends BillingDialogProps {
  planName: string;
  /** At the end of the term (the subscription stays until then), or now. */
  atTermEnd: boolean;
  currentTermEnd?: string | null;
  preview: (values: { atTermEnd: boolean }) => Promise<BillingPreviewResponse>;
  onSubmit: (values: { atTermEnd: boolean }) => Promise<void>;
}

/** 'Cancel at the end of the term' or 'Cancel now': its preview at once, then 'Confirm cancellation'. */
export function PortalCancelDialog({
  planName,
  atTermEnd,
  currentTermEnd,
  preview,
  onSubmit,
  ...dialog
}: PortalCancelDialogProps) {
  const input = { atTermEnd };
  const shown = usePreview(input, preview, { delayMs: 0 });
  const end = currentTermEnd ? formatDate(currentTermEnd) : null;
  const description = atTermEnd
    ? `${planName} stays active${end ? ` until ${end}` : " until the end of the term"} and is not renewed.`
    : `${planName} ends today; the unused part of the term is credited.`;
  return (
    <BillingDialogShell
      {...dialog}
      title={atTermEnd ? "Cancel at the end of the term" : "Cancel now"}
      description={description}
      confirmLabel="Confirm cancellation"
      confirmingLabel="Cancelling..."
      cancelLabel="Keep subscription"
      canConfirm={shown.ready}
      failureText={PORTAL_CANCEL_FAILURE}
      onConfirm={() => onSubmit(input)}
    >
      <PortalPreview state={shown.state} onRetry={shown.retry} title="What the cancellation does" />
    </BillingDialogShell>
  );
}

export interface PortalAddonDialogProps extends BillingDialogProps {
  /** The add-on's name. */
  name: string;
  action: "add" | "remove";
  /** The add-ons the subscription would have afterwards (the whole list, as the server takes it). */
  addons: readonly { pricePointId: string; quantity: number }[];
  preview: (change: {
    addons: { pricePointId: string; quantity: number }[];
  }) => Promise<BillingPreviewResponse>;
  onSubmit: (change: { addons: { pricePointId: string; quantity: number }[] }) => Promise<void>;
}

/** 'Add {add-on}' or 'Remove {add-on}': the change's preview at once, then the confirm button. */
export function PortalAddonDialog({
  name,
  action,
  addons,
  preview,
  onSubmit,
  ...dialog
}: PortalAddonDialogProps) {
  const input = { addons: addons.map((addon) => ({ ...addon })) };
  const shown = usePreview(input, preview, { delayMs: 0 });
  const adding = action === "add";
  return (
    <BillingDialogShell
      {...dialog}
      title={adding ? `Add ${name}` : `Remove ${name}`}
      confirmLabel={adding ? "Confirm add-on" : "Confirm removal"}
      confirmingLabel={adding ? "Adding..." : "Removing..."}
      canConfirm={shown.ready}
      failureText={PORTAL_CHANGE_FAILURE}
      onConfirm={() => onSubmit(input)}
    >
      <PortalPreview state={shown.state} onRetry={shown.retry} />
    </BillingDialogShell>
  );
}
