import type { BillingPreviewResponse, PortalOverview } from "@round/forms/schemas";
import { LINK_INVALID, PORTAL_RENEW_ANSWER } from "@round/forms/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import {
  ADDON_PREVIEW,
  OVERVIEW,
  PRO,
  refusal,
  TERM_END_PREVIEW,
  upgradePreview,
  VISA,
} from "../forms/portal/customerPagesFixtures";
import { cardNumber, fillCard, type } from "../forms/portal/formHelpers";
import { CustomerPageStory, loadingFirst } from "./support/customerPages";
import { endpoint, failure, mockApi, ok, pending, recoverable } from "./support/handlers";
import { type Canvas, definitionOf } from "./support/queries";

const TOKEN = "ptok_ada";
const BASE = `/api/portal/${TOKEN}`;

/** What the portal's API was asked: method, path, body and whether an Authorization header came along. */
interface Seen {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}
const calls = fn<(seen: Seen) => void>();
let outage: ReturnType<typeof recoverable> | undefined;

async function see(request: Request) {
  const text = await request.clone().text();
  calls({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : null,
    authorization: request.headers.get("Authorization"),
  });
}

const brandOf = (number: string) => (number.startsWith("5") ? "Mastercard" : "Visa");

/**
 * The portal's API in memory, as the server answers it: the overview, cards (a 409 for the last one while a
 * subscription needs it), billing details, and a subscription's changes and cancellation, previewed first.
 */
function portalBackend(start: PortalOverview) {
  let overview: PortalOverview = structuredClone(start);
  const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
  return [
    http.get(BASE, async ({ request }) => {
      await see(request);
      return json(overview);
    }),
    http.post(`${BASE}/payment-methods`, async ({ request }) => {
      await see(request);
      const body = (await request.json()) as {
        cardNumber: string;
        expiryMonth: number;
        expiryYear: number;
        isDefault?: boolean;
      };
      const added = {
        ...VISA,
        id: `pm_${body.cardNumber.slice(-4)}`,
        cardType: brandOf(body.cardNumber),
        last4: body.cardNumber.slice(-4),
        expiryMonth: body.expiryMonth,
        expiryYear: body.expiryYear,
        isDefault: body.isDefault === true,
      };
      const others = overview.paymentMethods.map((method) =>
        added.isDefault ? { ...method, isDefault: false } : method,
      );
      overview = { ...overview, paymentMethods: [...others, added] };
      return json(added, 201);
    }),
    http.delete(`${BASE}/payment-methods/:id`, async ({ request, params }) => {
      await see(request);
      if (overview.cardRequired && overview.paymentMethods.length === 1)
        return json(
          refusal(
            "paymentMethodId",
            "Your subscription is paid by card: add another card before removing this one.",
            "CONFLICT",
          ),
          409,
        );
      overview = {
        ...overview,
        paymentMethods: overview.paymentMethods.filter((method) => method.id !== params.id),
      };
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${BASE}/billing-details`, async ({ request }) => {
      await see(request);
      const body = (await request.json()) as Partial<PortalOverview["customer"]>;
      if (body.taxNumber === "GB000")
        return json(refusal("taxNumber", "Tax number is not a valid VAT number for the United Kingdom"), 400);
      overview = { ...overview, customer: { ...overview.customer, ...body } };
      return json(overview.customer);
    }),
    http.put(`${BASE}/subscriptions/:id`, async ({ request }) => {
      await see(request);
      const body = (await request.json()) as {
        planPricePointId?: string;
        addons?: { pricePointId: string; quantity: number }[];
        preview?: boolean;
      };
      if (body.addons) {
        if (body.preview) return json(ADDON_PREVIEW satisfies BillingPreviewResponse);
        const options = PRO.addonOptions.map((option) => ({
          ...option,
          quantity: body.addons?.find((item) => item.pricePointId === option.pricePointId)?.quantity ?? 0,
        }));
        const withAddons = { ...PRO, addonOptions: options };
        overview = { ...overview, subscriptions: [withAddons] };
        return json(withAddons);
      }
      const choice = PRO.changeOptions.find((option) => option.pricePointId === body.planPricePointId);
      const changed = {
        ...PRO,
        planName: choice?.planName ?? PRO.planName,
        amount: choice?.price ?? PRO.amount,
      };
      if (body.preview) return json(upgradePreview(changed) satisfies BillingPreviewResponse);
      overview = { ...overview, subscriptions: [{ ...changed, changeOptions: [] }] };
      return json(changed);
    }),
    http.post(`${BASE}/subscriptions/:id/cancel`, async ({ request }) => {
      await see(request);
      const body = (await request.json()) as { atTermEnd: boolean; preview?: boolean };
      if (body.preview) return json(TERM_END_PREVIEW);
      const cancelled = { ...PRO, cancelAt: "2026-03-15" };
      overview = { ...overview, subscriptions: [cancelled] };
      return json(cancelled);
    }),
  ];
}

/**
 * The billing portal (`/portal/{token}`), the page a business's customer opens from a portal link: their plan,
 * next bill and default card, subscriptions (change plan, cancel at the end of the term or now, add-ons, each
 * previewed before it is confirmed), invoices (PDF; Pay while owed), cards and billing details, in the
 * business's name, logo and colour. A link's flow opens it on its task; an expired link offers a fresh one.
 * The API is answered in memory (no Authorization header, no cookies: the token in the path is the key).
 */
const meta = {
  title: "App/Customer pages/Portal",
  component: CustomerPageStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
  args: { path: `/portal/${TOKEN}` },
  // The page's code and what it loads on demand, fetched before the story starts: a cold dev server on a
  // busy machine can take longer to serve them than a story waits for what it looks for.
  loaders: [
    loadingFirst(
      () => import("../../packages/app/src/customer/portal/PortalPage"),
      () => import("../../packages/app/src/customer/portal/forms"),
      () => import("../../packages/app/src/customer/portal/SubscriptionDialog"),
      () => import("../../packages/app/src/customer/portal/RemoveCardDialog"),
      () => import("../../packages/app/src/customer/portal/renewForm"),
    ),
  ],
  beforeEach: [
    () => {
      calls.mockClear();
    },
    mockApi(() => portalBackend(OVERVIEW)),
  ],
} satisfies Meta<typeof CustomerPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: Canvas) => canvas.findByRole("heading", { level: 1, name: "Billing" });
const section = (canvas: Canvas, name: string) => within(canvas.getByRole("region", { name }));
const sent = (method: string, path: string) =>
  calls.mock.calls.map(([seen]) => seen).filter((seen) => seen.method === method && seen.path === path);

/** Everything at a glance, in the business's name. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const banner = within(canvas.getByRole("banner"));
    await expect(banner.getByRole("img", { name: "Acme Analytics" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Return to Acme Analytics" })).toHaveAttribute(
      "href",
      "https://acme.example/account",
    );
    await expect(canvas.getByText("Ada Lovelace · ada@lovelace.example")).toBeVisible();
    const overview = section(canvas, "Overview");
    const figure = (label: string) => overview.getByText(label).closest("dl");
    await expect(figure("Current plan")).toHaveTextContent("Current planPro$49.00 per month");
    await expect(figure("Next bill")).toHaveTextContent("Next bill$69.00On Mar 15, 2026");
    await expect(figure("Default card")).toHaveTextContent("Default cardVisa •••• 4242Expires 12/2030");
    const subscriptions = section(canvas, "Subscriptions");
    await expect(subscriptions.getByRole("heading", { level: 3, name: "Pro" })).toBeVisible();
    for (const name of [
      "Change plan of Pro",
      "Cancel at term end (Pro)",
      "Cancel now (Pro)",
      "Add Single sign-on",
      "Remove Extra seats",
    ])
      await expect(subscriptions.getByRole("button", { name })).toBeEnabled();
    const invoices = section(canvas, "Invoices");
    await expect(invoices.getByRole("link", { name: "Pay INV-000012" })).toHaveAttribute(
      "href",
      "/pay/paytok_12",
    );
    await expect(invoices.getByRole("link", { name: "PDF of INV-000007" })).toHaveAttribute(
      "href",
      "/api/portal/ptok_ada/invoices/inv_1/pdf",
    );
    await expect(invoices.queryByRole("link", { name: "Pay INV-000007" })).toBeNull();
    const cards = section(canvas, "Payment methods");
    await expect(cards.getByText("Default")).toBeVisible();
    await expect(cards.getByRole("button", { name: "Make default (Mastercard •••• 4444)" })).toBeEnabled();
    await expect(cards.queryByRole("button", { name: "Make default (Visa •••• 4242)" })).toBeNull();
    const details = canvas.getByRole("region", { name: "Billing details" });
    await expect(definitionOf(details, "Tax number")).toBe("GB123456789");
    await expect(definitionOf(details, "Billing address")).toBe(
      "12 St James's SquareLondon, Greater London, SW1Y 4JHUnited Kingdom",
    );
    // The token is the only key: no Authorization header.
    await expect(sent("GET", BASE)[0]?.authorization).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: mockApi(() => [endpoint("get", BASE, pending)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading your billing...");
    await expect(canvas.queryByRole("heading", { level: 1 })).toBeNull();
  },
};

/** The server fails (not a 404): what went wrong, and Retry loads the page. */
export const LoadFailedRetry: Story = {
  beforeEach: mockApi(() => {
    const down = recoverable("get", BASE, failure(500, "The billing service is unavailable."), ok(OVERVIEW));
    outage = down;
    return [down.handler];
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Your billing could not be loaded");
    await expect(alert).toHaveTextContent("The billing service is unavailable.");
    outage?.recover();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await heading(canvas);
  },
};

/** An expired link: the server's 404, and a fresh link asked for by email (the answer is the same for any address). */
export const ExpiredLinkRenewed: Story = {
  beforeEach: mockApi(() => [
    endpoint("get", BASE, failure(404, LINK_INVALID, { code: "NOT_FOUND" })),
    endpoint("post", `${BASE}/renew`, ok({ message: PORTAL_RENEW_ANSWER }, 202)),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: LINK_INVALID })).toBeVisible();
    await type(await canvas.findByRole("textbox", { name: /^Email/ }), "ada@lovelace.example");
    await userEvent.click(canvas.getByRole("button", { name: "Email me a new link" }));
    await expect(await canvas.findByText(PORTAL_RENEW_ANSWER)).toBeVisible();
  },
};

/** Change plan: the choice, its preview (invoice total, charged now), then the confirmation. */
export const ChangePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Change plan of Pro" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Change plan" }));
    await userEvent.click(dialog.getByRole("radio", { name: /^Business — Monthly/ }));
    const preview = dialog.getByRole("region", { name: "What changes" });
    await waitFor(() =>
      expect(preview).toHaveTextContent(
        "An invoice of $23.16 is raised now; your card is charged $23.16 now.",
      ),
    );
    await expect(
      within(preview).getByRole("rowheader", { name: "Total" }).nextElementSibling,
    ).toHaveTextContent("$23.16");
    await userEvent.click(dialog.getByRole("button", { name: "Confirm change" }));
    await expect(await canvas.findByText("Your plan is now Business.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(sent("PUT", `${BASE}/subscriptions/sub_pro`).map((seen) => seen.body)).toEqual([
      { planPricePointId: "pp_business_m", preview: true },
      { planPricePointId: "pp_business_m", preview: false },
    ]);
    await expect(await canvas.findByRole("heading", { level: 3, name: "Business" })).toBeVisible();
  },
};

/** A plan that does not allow cancellation: neither cancel button is there. */
export const CancelNotAllowed: Story = {
  beforeEach: mockApi(() => portalBackend({ ...OVERVIEW, subscriptions: [{ ...PRO, canCancel: false }] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const subscriptions = section(canvas, "Subscriptions");
    await expect(subscriptions.getByRole("button", { name: "Change plan of Pro" })).toBeEnabled();
    await expect(subscriptions.queryByRole("button", { name: /^Cancel/ })).toBeNull();
  },
};

export const CancelAtTermEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Cancel at term end (Pro)" }));
    const element = await screen.findByRole("dialog", { name: "Cancel at the end of the term" });
    await expect(element).toHaveAccessibleDescription(
      "Pro stays active until Mar 15, 2026 and is not renewed.",
    );
    const dialog = within(element);
    await waitFor(() =>
      expect(dialog.getByRole("region", { name: "What the cancellation does" })).toHaveTextContent(
        "No invoice is raised now and your card is not charged.",
      ),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Confirm cancellation" }));
    await expect(await canvas.findByText("Your Pro subscription ends on Mar 15, 2026.")).toBeVisible();
    await expect(sent("POST", `${BASE}/subscriptions/sub_pro/cancel`).map((seen) => seen.body)).toEqual([
      { atTermEnd: true, preview: true },
      { atTermEnd: true, preview: false },
    ]);
    const subscription = canvas.getByRole("heading", { level: 3, name: "Pro" }).closest("div")
      ?.parentElement as HTMLElement;
    await waitFor(() => expect(definitionOf(subscription, "Ends on")).toBe("Mar 15, 2026"));
    await expect(within(subscription).queryByRole("button", { name: "Cancel at term end (Pro)" })).toBeNull();
  },
};

/** An add-on the plan lets the customer take: its preview (what the card is charged now), then on the plan. */
export const AddonAdded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add Single sign-on" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Single sign-on" }));
    const table = await dialog.findByRole("table", { name: "Invoice it raises" });
    await expect(
      within(table).getByRole("rowheader", { name: "Charged to your card now" }).nextElementSibling,
    ).toHaveTextContent("$11.61");
    await userEvent.click(dialog.getByRole("button", { name: "Confirm add-on" }));
    await expect(await canvas.findByText("Single sign-on added.")).toBeVisible();
    await expect(sent("PUT", `${BASE}/subscriptions/sub_pro`).map((seen) => seen.body)).toEqual([
      {
        addons: [
          { pricePointId: "pp_seats_m", quantity: 2 },
          { pricePointId: "pp_sso_m", quantity: 1 },
        ],
        preview: true,
      },
      {
        addons: [
          { pricePointId: "pp_seats_m", quantity: 2 },
          { pricePointId: "pp_sso_m", quantity: 1 },
        ],
        preview: false,
      },
    ]);
  },
};

export const CardAdded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add a card" }));
    const form = within(await canvas.findByRole("form", { name: "Add a card" }));
    await waitFor(() => expect(cardNumber(form)).toHaveFocus());
    await fillCard(form, "5555555555554444");
    await userEvent.click(form.getByRole("checkbox", { name: "Make this my default card" }));
    await userEvent.click(form.getByRole("button", { name: "Add card" }));
    await expect(await canvas.findByText("Mastercard •••• 4444 added.")).toBeVisible();
    await expect(canvas.queryByRole("form", { name: "Add a card" })).toBeNull();
    const cards = within(canvas.getByRole("list", { name: "Cards" }));
    await expect(cards.getAllByRole("listitem")).toHaveLength(3);
    await expect(sent("POST", `${BASE}/payment-methods`)[0]?.body).toEqual({
      type: "card",
      cardNumber: "5555555555554444",
      expiryMonth: 4,
      expiryYear: 2027,
      cvc: "123",
      isDefault: true,
    });
    // The new card is the default one now; the old default can be made default again.
    await expect(cards.getByRole("button", { name: "Make default (Visa •••• 4242)" })).toBeEnabled();
  },
};

/** The only card of a subscription that needs one: the server refuses (409) and the dialog says why. */
export const RemoveLastCardRefused: Story = {
  beforeEach: mockApi(() => portalBackend({ ...OVERVIEW, paymentMethods: [VISA] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Remove (Visa •••• 4242)" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Remove Visa •••• 4242?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Remove card" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Your subscription is paid by card: add another card before removing this one.",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("list", { name: "Cards" })).toHaveTextContent("Visa •••• 4242");
    // Focus is back on the button that opened it.
    await expect(canvas.getByRole("button", { name: "Remove (Visa •••• 4242)" })).toHaveFocus();
  },
};

/** Billing details: the server refuses the tax number under its field; corrected, they are saved. */
export const BillingDetailsSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Edit billing details" }));
    const taxNumber = await canvas.findByRole("textbox", { name: /^Tax number/ });
    await userEvent.clear(taxNumber);
    await type(taxNumber, "GB000");
    await userEvent.click(canvas.getByRole("button", { name: "Save billing details" }));
    await waitFor(() => expect(taxNumber).toHaveFocus());
    await expect(taxNumber).toHaveAccessibleDescription(
      expect.stringContaining("Tax number is not a valid VAT number for the United Kingdom"),
    );
    await userEvent.clear(taxNumber);
    await type(taxNumber, "GB987654321");
    await userEvent.click(canvas.getByRole("button", { name: "Save billing details" }));
    await expect(await canvas.findByText("Billing details saved.")).toBeVisible();
    const details = canvas.getByRole("region", { name: "Billing details" });
    await expect(definitionOf(details, "Tax number")).toBe("GB987654321");
  },
};

/** A link made for updating the card opens with the card form, focused. */
export const FlowUpdateCard: Story = {
  beforeEach: mockApi(() => portalBackend({ ...OVERVIEW, flow: "payment_method_update" })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole("form", { name: "Add a card" }));
    await waitFor(() => expect(cardNumber(form)).toHaveFocus());
  },
};

/** A link made for paying an invoice opens on that invoice, its Pay link focused. */
export const FlowPayInvoice: Story = {
  beforeEach: mockApi(() => portalBackend({ ...OVERVIEW, flow: "invoice_pay", invoiceId: "inv_2" })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("INV-000012: $69.00 due")).toBeVisible();
    // The task comes first: its link, then the invoice's own in the list below.
    const [task, listed] = canvas.getAllByRole("link", { name: "Pay INV-000012" });
    await waitFor(() => expect(task).toHaveFocus());
    await expect(task).toHaveAttribute("href", listed?.getAttribute("href") ?? "");
    await expect(canvas.getByText("Due on Mar 17, 2026.")).toBeVisible();
  },
};

/** A link made for changing the plan opens the change, previewed before it is confirmed. */
export const FlowChangePlan: Story = {
  beforeEach: mockApi(() =>
    portalBackend({ ...OVERVIEW, flow: "subscription_update", subscriptionId: "sub_pro" }),
  ),
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Change plan" }));
    await expect(dialog.getByRole("button", { name: "Confirm change" })).toBeDisabled();
  },
};

/** A link made for `subscription_cancel` opens on the cancellation of its subscription, with its preview. */
export const FlowCancel: Story = {
  beforeEach: mockApi(() =>
    portalBackend({ ...OVERVIEW, flow: "subscription_cancel", subscriptionId: "sub_pro" }),
  ),
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel at the end of the term" }));
    await waitFor(() =>
      expect(dialog.getByRole("region", { name: "What the cancellation does" })).toHaveTextContent(
        "No invoice is raised now and your card is not charged.",
      ),
    );
    await expect(dialog.getByRole("button", { name: "Confirm cancellation" })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(canvas.getByRole("navigation", { name: "Billing sections" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Pay INV-000012" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneDark: Story = {
  ...Phone,
  globals: { viewport: { value: "mobile" }, theme: "dark" },
};

export const Tablet: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    await heading(within(canvasElement));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
