import { Banner, Button, TextField } from "@round/ui";
import { useId, useRef, useState } from "react";
import type * as v from "valibot";
import { splitServerErrors } from "../../form/serverErrors.ts";
import { checkoutSchema } from "../../schemas/portal.ts";
import type { checkoutPreviewResponse } from "../../schemas/responses/portal.ts";
import { useCatalogForm } from "../catalog/useCatalogForm.ts";
import { AddressFields } from "./AddressFields.tsx";
import { CardFields, type CardFieldsForm } from "./CardFields.tsx";
import { type CardValues, cardInput, emptyCardValues } from "./cardValues.ts";
import { type CheckoutPlace, NO_PLACE, placeOf, samePlace, totalChangedNotice } from "./checkoutPlace.ts";
import * as styles from "./portal.css.ts";

/** What the checkout sends: the buyer, the billing address, the card and the coupon code previewed. */
export type CheckoutOutput = v.InferOutput<ReturnType<typeof checkoutSchema>>;
/** The server's preview: the first invoice with a coupon code at a place, and the coupon in words. */
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

const COUNTRY_PATH = "billingAddress.country";

/** What the summary on screen was worked out for: the coupon code applied and the buyer's place. */
interface Shown {
  code: string;
  place: CheckoutPlace;
}

export interface CheckoutFormProps {
  /** Pays: receives the checked values, with the coupon code whose discount is on screen. */
  onSubmit: (values: CheckoutOutput) => Promise<void>;
  /**
   * Asks what the first invoice comes to with a coupon code ('' for none), taxed for the billing country
   * and state; a refusal names the field `couponCode` or `country`.
   */
  onPreviewCoupon: (couponCode: string, place: CheckoutPlace) => Promise<CheckoutCouponResult>;
  /** Told each preview put on screen: its first invoice (taxed, discounted) and its coupon, if any applies. */
  onPreviewChange: (result: CheckoutCouponResult) => void;
  /** The amount due on screen: paying stops, to show the new total, when a last preview changes it. */
  amountDue: number;
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
 * discount is previewed (Apply) before anything is paid. The first invoice is previewed again for the billing
 * country and state once the country is left, so its tax shows; paying with a code or a place the summary
 * was not worked out for previews first, and stops when the amount due changed, saying why by the button, so
 * the new total is seen before paying. Everything is checked with the server's `checkoutSchema(today)`; the
 * server's field messages (a declined `card.cardNumber`, a refused `couponCode` or country) land under their
 * fields, and the first one takes focus.
 */
export function CheckoutForm({
  onSubmit,
  onPreviewCoupon,
  onPreviewChange,
  amountDue,
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
  const [couponError, setCouponError] = useState<string | undefined>();
  const [countryError, setCountryError] = useState<string | undefined>();
  const [couponBusy, setCouponBusy] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  // Null while the summary is not one worked out for a code and place (a refused code's, until redone).
  const shown = useRef<Shown | null>({ code: "", place: NO_PLACE });
  const amountDueRef = useRef(amountDue);
  amountDueRef.current = amountDue;
  // Only the latest preview reaches the screen; a second ask for the one under way waits for it.
  const turns = useRef(0);
  // The amount due when the Pay button was pressed, and why the summary last changed.
  const pressed = useRef<number | null>(null);
  const lastChange = useRef<Parameters<typeof totalChangedNotice>[0] | null>(null);
  // The amount due of the last preview shown: the page may not have drawn it yet.
  const latestDue = useRef<number | null>(null);
  const asking = useRef<{ key: string; answer: Promise<CheckoutCouponResult> } | null>(null);

  const show = (result: CheckoutCouponResult, place: CheckoutPlace) => {
    lastChange.current = {
      placeChanged: !shown.current || !samePlace(shown.current.place, place),
      place,
      tax: result.preview.tax,
      coupon: result.coupon?.code ?? null,
    };
    shown.current = { code: result.coupon?.code ?? "", place };
    latestDue.current = result.preview.amountDue;
    setApplied(result.coupon);
    onPreviewChange(result);
  };

  /** Previews `code` at `place` and shows it, unless a later preview overtook it. Refusals are thrown. */
  const preview = (code: string, place: CheckoutPlace): Promise<CheckoutCouponResult> => {
    const key = JSON.stringify([code.trim().toUpperCase(), place.country.toUpperCase(), place.state]);
    if (asking.current?.key === key) return asking.current.answer;
    turns.current += 1;
    const turn = turns.current;
    const answer = onPreviewCoupon(code.trim(), place)
      .then((result) => {
        if (turn === turns.current) show(result, place);
        return result;
      })
      .finally(() => {
        if (asking.current?.answer === answer) asking.current = null;
      });
    asking.current = { key, answer };
    return answer;
  };

  /** A refused code is no longer applied: the summary goes back to no code, at the place it was for. */
  const dropCoupon = () => {
    const before = shown.current;
    if (!before || before.code === "") return;
    setApplied(null);
    shown.current = null;
    preview("", before.place).catch(() => {});
  };

  /**
   * Shows a refusal of the country under the billing address's country, focusing it when `focus` (the buyer
   * is not typing elsewhere); true when it was one.
   */
  const refusedCountry = (error: unknown, focus = true) => {
    const split = splitServerErrors(error, ["country"]);
    const message = split.fields.country;
    if (!message) return false;
    setCountryError(message);
    if (focus) document.getElementById(form.id(COUNTRY_PATH))?.focus();
    return true;
  };

  const form = useCatalogForm({
    schema,
    formId,
    initialValues: emptyValues,
    toInput: (values: Values) => ({ ...values, card: cardInput(values.card) }),
    onSubmit: async (output) => {
      // What the buyer saw when they chose to pay: a preview may land between pressing and the click.
      const onScreen = pressed.current ?? amountDueRef.current;
      pressed.current = null;
      setNotice(undefined);
      const typed = (output.couponCode ?? "").trim();
      const place = placeOf(output.billingAddress);
      const before = shown.current;
      const placeChanged = before !== null && !samePlace(place, before.place);
      // A code or a place the summary was not worked out for is previewed first; the buyer pays once they
      // have seen its total.
      if (!before || placeChanged || !sameCode(typed, before.code)) {
        try {
          await preview(typed, place);
        } catch (error) {
          if (refusedCountry(error)) return;
          if (splitServerErrors(error, ["couponCode"]).fields.couponCode) dropCoupon();
          throw error;
        }
      }
      // This preview, or one that landed after the button was pressed, changed the amount due: stop.
      if ((latestDue.current ?? onScreen) !== onScreen) {
        setNotice(totalChangedNotice(lastChange.current ?? { placeChanged, place, tax: 0, coupon: null }));
        return;
      }
      await onSubmit({ ...output, couponCode: shown.current?.code ?? "" });
    },
    failureText: CHECKOUT_FAILURE,
    resetOnSuccess: false,
  });

  const placeNow = () => placeOf(form.values.billingAddress);

  /** Once the country or state is left: the summary is worked out again for a new place, so its tax shows. */
  const previewPlace = async () => {
    const place = placeNow();
    const before = shown.current;
    if (before && samePlace(place, before.place)) return;
    setNotice(undefined);
    try {
      await preview(before?.code ?? "", place);
    } catch (error) {
      // Any other failure is asked again when paying.
      refusedCountry(error, false);
    }
  };

  const couponPath = "couponCode";
  const couponField = form.field(couponPath);
  const apply = async () => {
    const code = form.values.couponCode;
    form.blur(couponPath);
    if (form.problems()[couponPath]) return;
    setCouponError(undefined);
    setNotice(undefined);
    setCouponBusy(true);
    try {
      await preview(code, placeNow());
    } catch (error) {
      if (refusedCountry(error)) return;
      dropCoupon();
      const split = splitServerErrors(error, [couponPath], { fallback: COUPON_CHECK_FAILURE });
      setCouponError(split.fields[couponPath] ?? split.general ?? COUPON_CHECK_FAILURE);
      document.getElementById(couponField.id)?.focus();
    } finally {
      setCouponBusy(false);
    }
  };
  const remove = () => {
    form.set(couponPath, "");
    setCouponError(undefined);
    setNotice(undefined);
    document.getElementById(couponField.id)?.focus();
    preview("", placeNow()).catch((error: unknown) => {
      if (!refusedCountry(error)) setCouponError(COUPON_CHECK_FAILURE);
    });
  };

  // The address's country and state preview the place when left; the server's refusal of the country shows
  // under it until it is changed.
  const addressForm: CardFieldsForm = {
    ...form,
    field: (path) => {
      const binding = form.field(path);
      if (path !== COUNTRY_PATH && path !== "billingAddress.state") return binding;
      return {
        ...binding,
        onChange: (event) => {
          if (path === COUNTRY_PATH) setCountryError(undefined);
          binding.onChange(event);
        },
        onBlur: () => {
          binding.onBlur();
          void previewPlace();
        },
        error: (path === COUNTRY_PATH ? countryError : undefined) ?? binding.error,
      };
    },
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
      <AddressFields form={addressForm} />
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
      <div className={styles.payArea}>
        <div className={styles.payNotice} role="status" aria-atomic="true">
          {notice ?? null}
        </div>
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={form.submitting}
          loadingLabel={submittingLabel}
          onPointerDown={() => {
            pressed.current = amountDueRef.current;
          }}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
