import { LINK_INVALID } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  CHECKOUT,
  CHECKOUT_DONE,
  CHECKOUT_TAXED,
  checkoutPreviewFor,
  DECLINED_CARD,
  GOOD_CARD,
} from "../forms/portal/customerPagesFixtures";
import {
  BUYER_INPUT,
  buyerIn,
  cardNumber,
  fillBuyer,
  fillCard,
  NZ,
  type,
  US,
} from "../forms/portal/formHelpers";
import { CustomerPageStory, loadingFirst } from "./support/customerPages";
import { endpoint, failure, mockApi, ok, type RequestSpy, watch } from "./support/handlers";
import { type Canvas, definitionOf } from "./support/queries";

const TOKEN = "chk_pro_m";
const BASE = `/api/checkout/${TOKEN}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const purchases = fn<RequestSpy>();
const previews = fn<(body: Record<string, string>) => void>();
const keys: (string | null)[] = [];

/** The stories' preview: SPRING20 takes 20% off, New Zealand is taxed at 15% (`checkoutPreviewFor`). */
const previewBackend = http.post(`${BASE}/preview`, async ({ request }) => {
  const body = (await request.json()) as Record<string, string>;
  previews(body);
  return HttpResponse.json(checkoutPreviewFor(body));
});

/** The link's page, the preview (the stories' backend unless told) and the purchase, each answering as told. */
const checkoutApi = ({
  page = CHECKOUT,
  preview,
  purchase = ok(CHECKOUT_DONE, 201),
}: {
  page?: typeof CHECKOUT;
  preview?: ReturnType<typeof ok>;
  purchase?: ReturnType<typeof ok>;
} = {}) =>
  mockApi(() => [
    endpoint("get", BASE, ok(page)),
    preview ? endpoint("post", `${BASE}/preview`, preview) : previewBackend,
    endpoint("post", BASE, purchase, purchases),
    watch("post", BASE, (request) => keys.push(request.headers.get("Idempotency-Key"))),
  ]);

/**
 * A checkout link's page (`/checkout/{token}`): the plan and price as the catalog says it, the first invoice
 * (with a coupon's discount once applied, and the tax of the billing country once given, before paying),
 * then email, name, company, billing address and card. Paying with a country or code whose total is not on
 * screen yet previews it first and stops once, saying why, so what is charged is what was seen. Paying sends an Idempotency-Key made once per attempt; the answer goes to the link's success URL or
 * shows what was bought. The API is answered by Mock Service Worker.
 */
const meta = {
  title: "App/Customer pages/Checkout",
  component: CustomerPageStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
  args: { path: `/checkout/${TOKEN}`, navigate: fn() },
  loaders: [
    loadingFirst(
      () => import("../../packages/app/src/customer/checkout/CheckoutPage"),
      () => import("../../packages/app/src/customer/checkout/checkoutForm"),
    ),
  ],
  beforeEach: [
    () => {
      purchases.mockClear();
      previews.mockClear();
      keys.length = 0;
    },
    checkoutApi(),
  ],
} satisfies Meta<typeof CustomerPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvas: Canvas) => canvas.findByRole("heading", { level: 1, name: "Subscribe to Pro" });
const summary = (canvas: Canvas) => canvas.getByRole("complementary", { name: "Order summary" });
const sum = (canvas: Canvas, name: string) =>
  within(summary(canvas)).getByRole("rowheader", { name }).nextElementSibling?.textContent;
const form = async (canvas: Canvas) => within(await canvas.findByRole("form", { name: "Checkout" }));

/** What the link sells, as the catalog says it, and the form. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    await expect(canvas.getByText("Dashboards and alerts for growing teams.")).toBeVisible();
    const facts = summary(canvas);
    await expect(definitionOf(facts, "Plan")).toBe("Pro — Monthly");
    await expect(definitionOf(facts, "Billing period")).toBe("Monthly");
    await expect(definitionOf(facts, "Quantity")).toBe("1");
    await expect(definitionOf(facts, "Add-ons")).toBe("Extra seats × 2");
    await expect(sum(canvas, "Subtotal")).toBe("$69.00");
    await expect(sum(canvas, "Due today")).toBe("$69.00");
    const checkout = await form(canvas);
    for (const name of ["Contact", "Billing address", "Card", "Coupon"])
      await expect(checkout.getByRole("group", { name })).toBeVisible();
    await expect(checkout.getByRole("button", { name: "Pay $69.00" })).toBeEnabled();
  },
};

/** A taxed buyer: the first invoice's tax in a 'Tax' row before the total, and on the button. */
export const Taxed: Story = {
  beforeEach: checkoutApi({ page: CHECKOUT_TAXED }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    await expect(sum(canvas, "Subtotal")).toBe("$69.00");
    await expect(sum(canvas, "Tax")).toBe("$13.80");
    await expect(sum(canvas, "Total")).toBe("$82.80");
    await expect(sum(canvas, "Due today")).toBe("$82.80");
    const checkout = await form(canvas);
    await expect(checkout.getByRole("button", { name: "Pay $82.80" })).toBeEnabled();
  },
};

/** A coupon's discount shows in the summary, and on the button, before paying. */
export const CouponApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const checkout = await form(canvas);
    await type(checkout.getByRole("textbox", { name: /^Coupon code/ }), "SPRING20");
    await userEvent.click(checkout.getByRole("button", { name: "Apply" }));
    await expect(await checkout.findByText("SPRING20 applied: 20% off for 3 months")).toBeVisible();
    await expect(sum(canvas, "Discount")).toBe("-$13.80");
    await expect(sum(canvas, "Total")).toBe("$55.20");
    await expect(sum(canvas, "Due today")).toBe("$55.20");
    await expect(checkout.getByRole("button", { name: "Pay $55.20" })).toBeEnabled();
  },
};

export const CouponRefused: Story = {
  beforeEach: checkoutApi({ preview: failure(400, "This coupon has expired", { field: "couponCode" }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const checkout = await form(canvas);
    const coupon = checkout.getByRole("textbox", { name: /^Coupon code/ });
    await type(coupon, "WINTER");
    await userEvent.click(checkout.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(coupon).toHaveAccessibleDescription("This coupon has expired"));
    await expect(coupon).toHaveFocus();
    await expect(sum(canvas, "Discount")).toBe("$0.00");
    await expect(sum(canvas, "Due today")).toBe("$69.00");
  },
};

/** The card is declined: the message is under the card number, which takes focus, and nothing else changes. */
export const CardDeclined: Story = {
  beforeEach: checkoutApi({
    purchase: failure(402, "Your card was declined", { code: "PAYMENT_FAILED", field: "card.cardNumber" }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const checkout = await form(canvas);
    await fillBuyer(checkout);
    await fillCard(checkout, DECLINED_CARD);
    await userEvent.click(checkout.getByRole("button", { name: "Pay $69.00" }));
    await waitFor(() =>
      expect(cardNumber(checkout)).toHaveAccessibleDescription(
        expect.stringContaining("Your card was declined"),
      ),
    );
    await waitFor(() => expect(cardNumber(checkout)).toHaveFocus());
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(checkout.getByRole("textbox", { name: /^Email/ })).toHaveValue("katherine@example.com");
    await expect(sum(canvas, "Due today")).toBe("$69.00");
  },
};

/** Paid, without a success URL: what was bought, its invoice and amount, focused. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const checkout = await form(canvas);
    await fillBuyer(checkout);
    await fillCard(checkout, GOOD_CARD);
    await userEvent.click(checkout.getByRole("button", { name: "Pay $69.00" }));
    const receipt = await canvas.findByRole("region", { name: "You're subscribed" });
    await waitFor(() => expect(receipt).toHaveFocus());
    await expect(within(receipt).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(receipt).toHaveTextContent("Amount paid$69.00");
    await expect(definitionOf(receipt, "Invoice")).toBe("INV-000013");
    await expect(receipt).toHaveTextContent("katherine@example.com");
    await expect(purchases).toHaveBeenCalledWith(
      expect.objectContaining({ authorization: null, body: { ...BUYER_INPUT, couponCode: "" } }),
    );
    // An untaxed country: previewed when left, then one click paid.
    await expect(previews).toHaveBeenCalledWith({ couponCode: "", ...US });
    await expect(purchases).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/check the new total/)).toBeNull();
    await expect(keys[0]).toMatch(UUID);
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Leaving a taxed country shows its tax in the summary and on the button before anything is paid. */
export const TaxedCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const checkout = await form(canvas);
    await fillBuyer(checkout, NZ);
    await fillCard(checkout, GOOD_CARD);
    await waitFor(() => expect(sum(canvas, "Tax")).toBe("$10.35"));
    await expect(sum(canvas, "Total")).toBe("$79.35");
    await expect(sum(canvas, "Due today")).toBe("$79.35");
    await expect(previews).toHaveBeenLastCalledWith({ couponCode: "", ...NZ });
    await userEvent.click(checkout.getByRole("button", { name: "Pay $79.35" }));
    await canvas.findByRole("region", { name: "You're subscribed" });
    await expect(purchases).toHaveBeenCalledTimes(1);
    await expect(purchases).toHaveBeenCalledWith(
      expect.objectContaining({ body: { ...buyerIn(NZ), couponCode: "" } }),
    );
  },
};

/** With a coupon applied, a taxed country's tax is on the discounted total, and the coupon stays. */
export const TaxedCountryWithCoupon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const checkout = await form(canvas);
    await fillBuyer(checkout, NZ);
    await type(checkout.getByRole("textbox", { name: /^Coupon code/ }), "SPRING20");
    await userEvent.click(checkout.getByRole("button", { name: "Apply" }));
    await expect(await checkout.findByText("SPRING20 applied: 20% off for 3 months")).toBeVisible();
    await expect(previews).toHaveBeenLastCalledWith({ couponCode: "SPRING20", ...NZ });
    await expect(sum(canvas, "Discount")).toBe("-$13.80");
    await expect(sum(canvas, "Tax")).toBe("$8.28");
    await expect(sum(canvas, "Due today")).toBe("$63.48");
    await expect(checkout.getByRole("button", { name: "Pay $63.48" })).toBeEnabled();
  },
};

/**
 * Paying straight after changing the country to a taxed one: paying stops once, the new total and the line
 * saying why are seen, and the next click pays it.
 */
export const CountryChangedBeforePaying: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const checkout = await form(canvas);
    await fillBuyer(checkout);
    await fillCard(checkout, GOOD_CARD);
    await expect(previews).toHaveBeenLastCalledWith({ couponCode: "", ...US });
    const state = checkout.getByRole("textbox", { name: /^State/ });
    await userEvent.clear(state);
    await type(state, NZ.state);
    const country = checkout.getByRole("textbox", { name: /^Country/ });
    await userEvent.clear(country);
    await type(country, NZ.country);
    await userEvent.click(checkout.getByRole("button", { name: "Pay $69.00" }));
    await waitFor(() =>
      expect(checkout.getByRole("status")).toHaveTextContent(
        "Tax for New Zealand added: check the new total, then pay.",
      ),
    );
    await expect(purchases).not.toHaveBeenCalled();
    await expect(sum(canvas, "Tax")).toBe("$10.35");
    await expect(sum(canvas, "Due today")).toBe("$79.35");
    await userEvent.click(checkout.getByRole("button", { name: "Pay $79.35" }));
    await canvas.findByRole("region", { name: "You're subscribed" });
    await expect(purchases).toHaveBeenCalledTimes(1);
    await expect(purchases).toHaveBeenCalledWith(
      expect.objectContaining({ body: { ...buyerIn(NZ), couponCode: "" } }),
    );
  },
};

/** Paid, with a success URL: the browser goes there. */
export const SuccessUrl: Story = {
  beforeEach: checkoutApi({
    purchase: ok({ ...CHECKOUT_DONE, successUrl: "https://acme.example/welcome" }, 201),
  }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const checkout = await form(canvas);
    await fillBuyer(checkout);
    await fillCard(checkout, GOOD_CARD);
    await userEvent.click(checkout.getByRole("button", { name: "Pay $69.00" }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith("https://acme.example/welcome"));
  },
};

export const InvalidLink: Story = {
  beforeEach: mockApi(() => [endpoint("get", BASE, failure(404, LINK_INVALID, { code: "NOT_FOUND" }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: LINK_INVALID })).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const checkout = await form(canvas);
    // The summary comes first, the form under it.
    await expect(summary(canvas).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      (checkout.getByRole("group", { name: "Contact" }).getBoundingClientRect().top as number) + 1,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneDark: Story = {
  ...Phone,
  globals: { viewport: { value: "mobile" }, theme: "dark" },
};

export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const checkout = await form(canvas);
    // Side by side: the summary beside the form.
    await expect(summary(canvas).getBoundingClientRect().right).toBeLessThanOrEqual(
      checkout.getByRole("group", { name: "Contact" }).getBoundingClientRect().left,
    );
  },
};
