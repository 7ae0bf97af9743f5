import { Banner, Button, Checkbox } from "@round/ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import type * as v from "valibot";
import { portalCardSchema } from "../../schemas/portal.ts";
import { useCatalogForm } from "../catalog/useCatalogForm.ts";
import { CardFields } from "./CardFields.tsx";
import { type CardValues, cardInput, emptyCardValues } from "./cardValues.ts";
import * as styles from "./portal.css.ts";

/** A card as the customer's pages send it: `{ type: "card", cardNumber, expiryMonth, expiryYear, cvc, isDefault? }`. */
export type PortalCardOutput = v.InferOutput<ReturnType<typeof portalCardSchema>>;

export const PORTAL_CARD_FAILURE = "The card could not be saved. Please try again.";

type Values = CardValues & { isDefault: boolean };

export interface PortalCardFormProps {
  /** Receives the checked card. Reject with the server's error body: a decline lands under the card number. */
  onSubmit: (card: PortalCardOutput) => Promise<void>;
  /** Called after a successful submission, once the form has been cleared. */
  onSuccess?: () => void;
  /** 'Add card', 'Pay $120.00'. */
  submitLabel: string;
  /** 'Adding...', 'Paying...'. */
  submittingLabel: string;
  /** Offers 'Make this my default card' (off, the card is sent without `isDefault`). */
  offerDefault?: boolean;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Moves focus to the card number when the form appears (it was opened on purpose). */
  autoFocus?: boolean;
  /** A line under the card number, such as who keeps the card. */
  hint?: ReactNode;
  /** The text shown when a failure carries none. */
  failureText?: string;
  /** The `<form>`'s accessible name. */
  label?: string;
  /** The day the card's expiry is checked against; today unless given. */
  today?: Date;
  className?: string;
}

/**
 * A card typed by a business's customer (adding one in the portal, paying an invoice): number, expiry and
 * security code, checked with the server's own `portalCardSchema(today)` before anything is sent. A field
 * the server refuses (a declined number) shows under that field and takes focus.
 */
export function PortalCardForm({
  onSubmit,
  onSuccess,
  submitLabel,
  submittingLabel,
  offerDefault = false,
  onCancel,
  autoFocus = false,
  hint,
  failureText = PORTAL_CARD_FAILURE,
  label,
  today: todayProp,
  className,
}: PortalCardFormProps) {
  const [today] = useState(() => todayProp ?? new Date());
  const [schema] = useState(() => portalCardSchema(today));
  const formId = `card-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const form = useCatalogForm({
    schema,
    formId,
    initialValues: (): Values => ({ ...emptyCardValues(), isDefault: false }),
    toInput: ({ isDefault, ...card }: Values) => ({
      ...cardInput(card),
      ...(offerDefault ? { isDefault } : {}),
    }),
    onSubmit,
    onSuccess,
    failureText,
    resetOnSuccess: true,
  });
  const numberId = form.id("cardNumber");
  useEffect(() => {
    if (autoFocus) document.getElementById(numberId)?.focus();
  }, [autoFocus, numberId]);

  return (
    <form
      id={formId}
      ref={form.formRef}
      className={[styles.form, className].filter(Boolean).join(" ")}
      onSubmit={form.handleSubmit}
      aria-label={label}
      noValidate
    >
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      <CardFields form={form} hint={hint} today={today} />
      {offerDefault ? (
        <Checkbox label="Make this my default card" {...form.switchField("isDefault")} />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting} loadingLabel={submittingLabel}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
