import { LINK_INVALID, type PayPage } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  DECLINED_CARD,
  GOOD_CARD,
  PAY_OPEN,
  PAY_PAID,
  PAY_REVERSE_CHARGE,
  PAY_TAXED,
} from "../forms/portal/customerPagesFixtures";
import { cardNumber, fillCard } from "../forms/portal/formHelpers";
import { CustomerPageStory, loadingFirst } from "./support/customerPages";
import { endpoint, failure, mockApi, ok, type RequestSpy, watch } from "./support/handlers";
import { type Canvas, definitionOf } from "./support/queries";

const TOKEN = "paytok_12";
const BASE = `/api/pay/${TOKEN}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const payments = fn<RequestSpy>();
const keys: (string | null)[] = [];

/** `GET` answers `page`; `POST` answers `paid` (or a refusal), its body and Idempotency-Key recorded. */
const payApi = (page: PayPage, paid: PayPage | ReturnType<typeof failure> = PAY_PAID) =>
  mockApi(() => [
    endpoint("get", BASE, ok(page)),
    endpoint("post", BASE, "kind" in paid ? paid : ok(paid), payments),
    watch("post", BASE, (request) => keys.push(request.headers.get("Idempotency-Key"))),
  ]);

/**
 * An invoice's pay page (`/pay/{token}`), the invoice email's link: the invoice as its PDF shows it (number,
 * dates, lines, subtotal, discount, a tax row per rate, total, credit applied, amount paid, amount due, and
 * 'Reverse charge' when it applies), its PDF, and a card form
 * (or the saved card) while money is owed. Paid, the receipt shows instead, never a second form. A payment is
 * sent with an Idempotency-Key made once per attempt. The API is answered by Mock Service Worker.
 */
const meta = {
  title: "App/Customer pages/Pay",
  component: CustomerPageStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
  args: { path: `/pay/${TOKEN}` },
  loaders: [
    loadingFirst(
      () => import("../../packages/app/src/customer/pay/PayPage"),
      () => import("../../packages/app/src/customer/pay/cardForm"),
    ),
  ],
  beforeEach: [
    () => {
      payments.mockClear();
      keys.length = 0;
    },
    payApi(PAY_OPEN),
  ],
} satisfies Meta<typeof CustomerPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvas: Canvas) => canvas.findByRole("heading", { level: 1, name: "Invoice INV-000012" });
const total = (canvas: Canvas, name: string) =>
  canvas.getByRole("rowheader", { name }).nextElementSibling?.textContent;

/** Open: the invoice, then a card; paid, the receipt takes the form's place and focus. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    await expect(canvas.getByRole("img", { name: "Acme Analytics" })).toBeVisible();
    const details = canvas.getByRole("region", { name: "Invoice details" });
    await expect(definitionOf(details, "Issue date")).toBe("Feb 15, 2026");
    await expect(definitionOf(details, "Due date")).toBe("Mar 17, 2026");
    await expect(definitionOf(details, "Billing period")).toBe("Feb 15, 2026 – Mar 14, 2026");
    const table = within(canvas.getByRole("table", { name: "Invoice INV-000012" }));
    await expect(total(table, "Subtotal")).toBe("$69.00");
    await expect(total(table, "Discount")).toBe("$0.00");
    await expect(total(table, "Total")).toBe("$69.00");
    await expect(total(table, "Credit applied")).toBe("$0.00");
    await expect(total(table, "Amount paid")).toBe("$0.00");
    await expect(total(table, "Amount due")).toBe("$69.00");
    await expect(canvas.getAllByRole("link", { name: "Download PDF" })[0]).toHaveAttribute(
      "href",
      "/api/pay/paytok_12/pdf",
    );
    await expect(canvas.getByRole("heading", { level: 2, name: "Pay $69.00" })).toBeVisible();
    const form = within(await canvas.findByRole("form", { name: "Pay by card" }));
    await fillCard(form, GOOD_CARD);
    await userEvent.click(form.getByRole("button", { name: "Pay $69.00" }));
    const receipt = await canvas.findByRole("region", { name: "Payment received" });
    await waitFor(() => expect(receipt).toHaveFocus());
    await expect(receipt).toHaveTextContent("Amount paid$69.00");
    await expect(definitionOf(receipt, "Paid with")).toBe("Visa •••• 4242");
    await expect(canvas.queryByRole("form")).toBeNull();
    await expect(payments).toHaveBeenCalledWith(
      expect.objectContaining({
        authorization: null,
        body: { type: "card", cardNumber: GOOD_CARD, expiryMonth: 4, expiryYear: 2027, cvc: "123" },
      }),
    );
    await expect(keys).toHaveLength(1);
    await expect(keys[0]).toMatch(UUID);
  },
};

/** Already paid: the receipt, and no form at all. */
export const Paid: Story = {
  beforeEach: payApi(PAY_PAID),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const receipt = canvas.getByRole("region", { name: "Payment received" });
    await expect(definitionOf(receipt, "Paid on")).toBe("Mar 2, 2026");
    await expect(canvas.getByText("Paid", { selector: "[data-tone] *, [data-tone]" })).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** The card is declined (402): the message is under the card number, which takes focus. */
export const Declined: Story = {
  beforeEach: payApi(
    PAY_OPEN,
    failure(402, "Your card was declined", { code: "PAYMENT_FAILED", field: "cardNumber" }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole("form", { name: "Pay by card" }));
    await fillCard(form, DECLINED_CARD);
    await userEvent.click(form.getByRole("button", { name: "Pay $69.00" }));
    await waitFor(() =>
      expect(cardNumber(form)).toHaveAccessibleDescription(expect.stringContaining("Your card was declined")),
    );
    await waitFor(() => expect(cardNumber(form)).toHaveFocus());
    await expect(canvas.queryByRole("region", { name: "Payment received" })).toBeNull();
    // Another card is another attempt: another key.
    await userEvent.clear(cardNumber(form));
    await fillCard(form, GOOD_CARD);
    await userEvent.click(form.getByRole("button", { name: "Pay $69.00" }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await expect(keys[0]).not.toBe(keys[1]);
  },
};

/** A saved card pays with one button; another card stays one click away. */
export const SavedCard: Story = {
  beforeEach: payApi({ ...PAY_OPEN, savedCard: { brand: "Visa", last4: "4242" } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    await expect(canvas.getByRole("button", { name: "Use another card" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Pay with Visa •••• 4242" }));
    await expect(await canvas.findByRole("region", { name: "Payment received" })).toBeVisible();
    await expect(payments).toHaveBeenCalledWith(expect.objectContaining({ body: { type: "saved" } }));
  },
};

/** Credit paid it all: nothing to pay, and no form. */
export const NothingToPay: Story = {
  beforeEach: payApi({
    ...PAY_OPEN,
    invoice: { ...PAY_OPEN.invoice, creditApplied: 69, amountDue: 0 },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    await expect(canvas.getByText("Nothing to pay")).toBeVisible();
    await expect(total(canvas, "Credit applied")).toBe("-$69.00");
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

/** Taxed: a row per rate ('VAT 20%') between the discount and the total, and the taxed amount to pay. */
export const Taxed: Story = {
  beforeEach: payApi(PAY_TAXED),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const table = within(canvas.getByRole("table", { name: "Invoice INV-000012" }));
    await expect(table.getByRole("rowheader", { name: "VAT 20%" })).toBeVisible();
    await expect(total(table, "VAT 20%")).toBe("$13.80");
    await expect(total(table, "Subtotal")).toBe("$69.00");
    await expect(total(table, "Total")).toBe("$82.80");
    await expect(total(table, "Amount due")).toBe("$82.80");
    await expect(canvas.queryByText(/Reverse charge/)).toBeNull();
    await expect(canvas.getByRole("heading", { level: 2, name: "Pay $82.80" })).toBeVisible();
  },
};

/** A reverse charge: no tax row, and the invoice says who accounts for the VAT. */
export const ReverseCharge: Story = {
  beforeEach: payApi(PAY_REVERSE_CHARGE),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    const table = within(canvas.getByRole("table", { name: "Invoice INV-000012" }));
    await expect(table.getByText("Reverse charge — VAT to be accounted for by the recipient")).toBeVisible();
    await expect(total(table, "Total")).toBe("$69.00");
    await expect(table.queryByRole("rowheader", { name: /%/ })).toBeNull();
  },
};

/** A reverse-charged invoice on a phone: the note wraps under the figures, nothing scrolls sideways. */
export const ReverseChargePhone: Story = {
  globals: { viewport: { value: "mobile" } },
  beforeEach: payApi(PAY_REVERSE_CHARGE),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    await expect(canvas.getByText("Reverse charge — VAT to be accounted for by the recipient")).toBeVisible();
    await canvas.findByRole("form", { name: "Pay by card" });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Void: Story = {
  beforeEach: payApi({ ...PAY_OPEN, invoice: { ...PAY_OPEN.invoice, status: "voided" } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    await expect(canvas.getByText("This invoice was voided")).toBeVisible();
    await expect(canvas.getByText("There is nothing to pay.")).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

export const InvalidLink: Story = {
  beforeEach: mockApi(() => [endpoint("get", BASE, failure(404, LINK_INVALID, { code: "NOT_FOUND" }))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: LINK_INVALID })).toBeVisible();
    await expect(canvas.getByText("Ask whoever sent you this link for a new one.")).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvas);
    await canvas.findByRole("form", { name: "Pay by card" });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneDark: Story = {
  ...Phone,
  globals: { viewport: { value: "mobile" }, theme: "dark" },
};
