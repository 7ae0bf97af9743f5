/**
 * A checkout link's page (`/checkout/{token}`): what the link sells as the catalog says it (plan, price
 * point, billing period, quantity, add-ons, trial), the first invoice with any coupon's discount and the tax
 * of the buyer's billing country once given, then the buyer's details and card. Paying creates the customer,
 * the card and the subscription; the answer goes to the link's success URL, or shows what was bought.
 */
import { billingPeriodLabel, type CheckoutCouponResult, type CheckoutOutput } from "@round/forms";
import type { CheckoutPage as CheckoutPageData, CheckoutResult } from "@round/forms/schemas";
import {
  Card,
  DescriptionList,
  type DescriptionListItem,
  formatMoney,
  InvoiceSummary,
  PageState,
  Receipt,
} from "@round/ui";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { type CheckoutApi, checkoutApi } from "../api";
import { CustomerFrame, pendingPage } from "../CustomerFrame";
import * as styles from "../customer.css";
import { safeUrl } from "../format";
import { attemptKeys, sendAttempt } from "../idempotency";
import { loadCheckoutForm } from "../preload";
import { useResource } from "../useResource";

const CheckoutForm = lazy(loadCheckoutForm);

export interface CheckoutPageProps {
  token: string;
  initial?: Promise<CheckoutPageData> | null;
  /** Leaves for the link's success URL. */
  navigate: (url: string) => void;
}

export default function CheckoutPage({ token, initial, navigate }: CheckoutPageProps) {
  const api = useMemo(() => checkoutApi(token), [token]);
  const page = useResource(api.page, initial);
  const { state } = page;
  const pending = pendingPage(
    state,
    { loading: "Loading the checkout...", failure: "The checkout could not be loaded" },
    page.reload,
  );
  if (pending || state.status !== "ready") return pending;
  return <Checkout page={state.data} api={api} navigate={navigate} />;
}

/** The facts of what is bought: plan and price point, billing period, quantity, add-ons, trial. */
function offerFacts(page: CheckoutPageData): DescriptionListItem[] {
  const items: DescriptionListItem[] = [
    { term: "Plan", detail: `${page.planName} — ${page.pricePointName}` },
    { term: "Billing period", detail: billingPeriodLabel(page.billingPeriod) },
    { term: "Quantity", detail: String(page.quantity) },
  ];
  if (page.addons.length > 0)
    items.push({
      term: "Add-ons",
      detail: page.addons
        .map((addon) => (addon.quantity > 1 ? `${addon.name} × ${addon.quantity}` : addon.name))
        .join(", "),
    });
  if (page.trialDays > 0) items.push({ term: "Free trial", detail: `${page.trialDays} days` });
  if (page.couponCodes.length > 0)
    items.push({ term: "Included coupons", detail: page.couponCodes.join(", ") });
  return items;
}

function Checkout({
  page,
  api,
  navigate,
}: {
  page: CheckoutPageData;
  api: CheckoutApi;
  navigate: (url: string) => void;
}) {
  // The last preview the form put on screen (taxed for the buyer's place, with any coupon); none yet: the
  // link's own first invoice.
  const [previewed, setPreviewed] = useState<CheckoutCouponResult | null>(null);
  const [done, setDone] = useState<{ result: CheckoutResult; email: string } | null>(null);
  const [keys] = useState(() => attemptKeys());
  const receipt = useRef<HTMLElement>(null);
  useEffect(() => {
    if (done) receipt.current?.focus();
  }, [done]);

  const preview = previewed?.preview ?? page.preview;
  const coupon = previewed?.coupon ?? null;
  const money = (amount: number) => formatMoney(amount, preview.currency);
  const submitLabel =
    preview.amountDue > 0
      ? `Pay ${money(preview.amountDue)}`
      : page.trialDays > 0
        ? "Start free trial"
        : "Subscribe";

  const submit = async (values: CheckoutOutput) => {
    const result = await sendAttempt(keys, values, (key) => api.submit(values, key));
    const next = safeUrl(result.successUrl);
    if (next) navigate(next);
    else setDone({ result, email: values.email });
  };

  if (done) {
    const { invoice } = done.result;
    return (
      <CustomerFrame brand={page.account} title="You're subscribed" width="narrow">
        <Receipt
          ref={receipt}
          headingLevel={1}
          title="You're subscribed"
          message={`Welcome to ${page.planName}. Your receipt and the details of your subscription go to ${done.email}.`}
          amount={invoice?.amountPaid ?? 0}
          currency={invoice?.currency ?? preview.currency}
          amountLabel={invoice ? "Amount paid" : "Paid today"}
          items={[
            { term: "Plan", detail: `${page.planName} — ${page.pricePointName}` },
            ...(invoice ? [{ term: "Invoice", detail: invoice.number ?? "Draft invoice" }] : []),
            ...(page.trialDays > 0 && !invoice
              ? [{ term: "Free trial", detail: `${page.trialDays} days` }]
              : []),
          ]}
        />
      </CustomerFrame>
    );
  }

  return (
    <CustomerFrame brand={page.account} title={`Subscribe to ${page.planName}`}>
      <div className={styles.page}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{`Subscribe to ${page.planName}`}</h1>
          {page.planDescription ? <p className={styles.subtitle}>{page.planDescription}</p> : null}
        </div>
        <div className={styles.checkout}>
          <aside aria-label="Order summary" className={styles.summary}>
            <Card padding="lg" title="Order summary">
              <DescriptionList items={offerFacts(page)} />
              <InvoiceSummary
                label="First invoice"
                currency={preview.currency}
                lines={preview.lines}
                subtotal={preview.subtotal}
                discount={preview.discount}
                taxes={preview.tax !== 0 ? [{ label: "Tax", amount: preview.tax }] : undefined}
                total={preview.total}
                amountDue={preview.amountDue}
                labels={{ amountDue: "Due today" }}
              />
              {coupon ? (
                <p className={styles.text}>{`Coupon ${coupon.code}: ${coupon.description}`}</p>
              ) : null}
              {page.trialDays > 0 ? (
                <p className={styles.muted}>
                  {`Your ${page.trialDays}-day free trial starts today; the first charge comes at its end.`}
                </p>
              ) : null}
            </Card>
          </aside>
          <Suspense
            fallback={<PageState status="loading" label="Loading the payment form..." skeletonLines={8} />}
          >
            <CheckoutForm
              onSubmit={submit}
              onPreviewCoupon={api.preview}
              onPreviewChange={setPreviewed}
              amountDue={preview.amountDue}
              submitLabel={submitLabel}
            />
          </Suspense>
        </div>
      </div>
    </CustomerFrame>
  );
}
