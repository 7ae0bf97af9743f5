import { Banner, Button, TextField } from "@round/ui";
import { useId, useRef, useState } from "react";
import type * as v from "valibot";
import { splitServerErrors } from "../../form/serverErrors.ts";
import { checkoutSchema } from "../../schemas/portal.ts";
import type { checkoutPreviewResponse } from "../../schemas/responses/portal.ts";
import { useCatalogForm } from "../catalog/useCatalogForm.ts";
import { AddressFields } from "./AddressFields.tsx";
import { CardFields } from "./CardFields.tsx";
import { type CardValues, cardInput, emptyCardValues } from "./cardValues.ts";
import * as styles from "./portal.css.ts";

/** What the checkout sends: the buyer, the billing address, the card and the coupon code previewed. */
export type CheckoutOutput = v.InferOutput<ReturnType<typeof checkoutSchema>>;
/** The server's answer to a coupon code: the first invoice with it, and the coupon in words. */
export type CheckoutCouponResult = v.InferOutput<typeof checkoutPreviewResponse>;

export const CHECKOUT_FAILURE = "The payment could not be completed. Please try again.";
export const COUPON_CHECK_FAILURE = "The coupon code could not be checked. Please try again.";

type Values = {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  billingAddress: { line1: string; line2: string; city: string; state: string; zip: string; country: string };
  couponCode: string;
  card: CardValues;
};

const emptyValues = (): Values => ({
  email: "",
  firstName: "",
  lastName: "",
  company: "",
  billingAddress: { line1: "", line2: "", city: "", state: "", zip: "", country: "" },
  couponCode: "",
  card: emptyCardValues(),
});

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export interface CheckoutFormProps {
  /** Pays: receives the checked values, with the coupon code whose discount is on screen. */
  onSubmit: (values: CheckoutOutput) => Promise<void>;
  /** Asks what the first invoice comes to with a coupon code; a refusal names the field `couponCode`. */
  onPreviewCoupon: (couponCode: string) => Promise<CheckoutCouponResult>;
  /** Told the applied coupon's answer (null once none applies), so the summary shows its discount. */
  onCouponChange: (result: CheckoutCouponResult | null) => void;
  /** 'Pay $108.00', 'Start free trial'. */
  submitLabel: string;
  submittingLabel?: string;
  /** A line under the card number. */
  cardHint?: string;
  /** The day a card's expiry is checked against; today unless given. */
  today?: Date;
  className?: string;
}

/**
 * A checkout link's form: email, first and last name, company, billing address, card and a coupon code whose
 * discount is previewed (Apply) before anything is paid: submitting with a code not yet applied applies it
 * first and stops, so the new total is seen before paying. Everything is checked with the server's
 * `checkoutSchema(today)`; the server's field messages (a declined `card.cardNumber`, a refused `couponCode`)
 * land under their fields, and the first one takes focus.
 */
export function CheckoutForm({
  onSubmit,
  onPreviewCoupon,
  onCouponChange,
  submitLabel,
  submittingLabel = "Paying...",
  cardHint,
  today: todayProp,
  className,
}: CheckoutFormProps) {
  const [today] = useState(() => todayProp ?? new Date());
  const [schema] = useState(() => checkoutSchema(today));
  const formId = `checkout-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [applied, setApplied] = useState<{ code: string; description: string } | null>(null);
  const appliedRef = useRef(applied);
  appliedRef.current = applied;
  const [couponError, setCouponError] = useState<string | undefined>();
  const [couponBusy, setCouponBusy] = useState(false);

  const takeCoupon = (result: CheckoutCouponResult | null) => {
    const coupon = result?.coupon ?? null;
    appliedRef.current = coupon;
    setApplied(coupon);
    onCouponChange(coupon ? result : null);
  };

  /** Previews `code`; true once its discount is on screen. A refusal is thrown, for the caller to show. */
  const preview = async (code: string) => {
    setCouponError(undefined);
    if (code.trim() === "") {
      takeCoupon(null);
      return;
    }
    setCouponBusy(true);
    try {
      takeCoupon(await onPreviewCoupon(code.trim()));
    } catch (error) {
      takeCoupon(null);
      throw error;
    } finally {
      setCouponBusy(false);
    }
  };

  const form = useCatalogForm({
    schema,
    formId,
    initialValues: emptyValues,
    toInput: (values: Values) => ({ ...values, card: cardInput(values.card) }),
    onSubmit: async (output) => {
      const typed = output.couponCode ?? "";
      const current = appliedRef.current?.code ?? "";
      // A code whose discount is not on screen is previewed first; the customer pays once they have seen it.
      if (!sameCode(typed, current)) {
        await preview(typed);
        if (typed.trim() !== "") return;
      }
      await onSubmit({ ...output, couponCode: appliedRef.current?.code ?? "" });
    },
    failureText: CHECKOUT_FAILURE,
    resetOnSuccess: false,
  });

  const couponPath = "couponCode";
  const couponField = form.field(couponPath);
  const apply = async () => {
    const code = form.values.couponCode;
    form.blur(couponPath);
    if (form.problems()[couponPath]) return;
    try {
      await preview(code);
    } catch (error) {
      const split = splitServerErrors(error, [couponPath], { fallback: COUPON_CHECK_FAILURE });
      setCouponError(split.fields[couponPath] ?? split.general ?? COUPON_CHECK_FAILURE);
      document.getElementById(couponField.id)?.focus();
    }
  };
  const remove = () => {
    form.set(couponPath, "");
    setCouponError(undefined);
    takeCoupon(null);
    document.getElementById(couponField.id)?.focus();
  };

  return (
    <form
      id={formId}
      ref={form.formRef}
      className={[styles.form, className].filter(Boolean).join(" ")}
      onSubmit={form.handleSubmit}
      aria-label="Checkout"
      noValidate
    >
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Contact</legend>
        <div className={styles.columns}>
          <TextField
            label="Email"
            type="email"
            required
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            className={styles.span}
            {...form.field("email")}
          />
          <TextField label="First name" required autoComplete="given-name" {...form.field("firstName")} />
          <TextField label="Last name" required autoComplete="family-name" {...form.field("lastName")} />
          <TextField
            label="Company"
            autoComplete="organization"
            className={styles.span}
            {...form.field("company")}
          />
        </div>
      </fieldset>
      <AddressFields form={form} />
      <CardFields form={form} prefix="card." hint={cardHint} today={today} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Coupon</legend>
        <div className={styles.withButton}>
          <TextField
            label="Coupon code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...couponField}
            onChange={(event) => {
              setCouponError(undefined);
              couponField.onChange(event);
            }}
            onKeyDown={(event) => {
              // Enter in the coupon field applies the code rather than paying.
              if (event.key === "Enter") {
                event.preventDefault();
                void apply();
              }
            }}
            error={couponError ?? couponField.error}
          />
          <Button
            variant="secondary"
            className={styles.besideField}
            onClick={() => void apply()}
            loading={couponBusy}
            loadingLabel="Applying..."
          >
            Apply
          </Button>
        </div>
        <div className={styles.status} aria-live="polite" aria-atomic="true">
          {applied ? <span>{`${applied.code} applied: ${applied.description}`}</span> : null}
        </div>
        {applied ? (
          <div>
            <Button variant="ghost" size="sm" onClick={remove}>
              Remove coupon
            </Button>
          </div>
        ) : null}
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={form.submitting} loadingLabel={submittingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
