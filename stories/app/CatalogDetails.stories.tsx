import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { catalogBackend, FAMILY_HAS_ITEMS, IN_USE } from "./support/catalogBackend";
import {
  type CouponSeed,
  coreFamily,
  lateFeeCharge,
  longNamedCatalog,
  type PlanSeed,
  sampleAddons,
  sampleCharges,
  sampleFamilies,
  samplePlans,
  seatsAddon,
  welcomeCoupon,
} from "./support/catalogFixtures";
import { completedPersonalUser } from "./support/fixtures";
import { accountHandlers, endpoint, mockApi, pending } from "./support/handlers";
import { type Canvas, definitionOf, findToast, page } from "./support/queries";

/**
 * The catalog's record pages (`/catalog/families/{id}`, `/catalog/plans/{id}`, `/catalog/addons/{id}`,
 * `/catalog/charges/{id}`, `/catalog/coupons/{id}`): every field, each price point priced at a few quantities
 * by @round/billing, status changes, duplicate and delete (an item in use is archived instead). The API is
 * the shared in-memory catalog backend.
 */
const meta = {
  title: "App/Catalog Details",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/catalog/plans/3f6c1a2e-9b7d-4e5f-8a1b-2c3d4e5f6a7b" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();

/** A plan with three price points (graduated tiers with a setup fee, a yearly flat fee, EUR volume tiers). */
const scalePlan: PlanSeed = {
  id: "3f6c1a2e-9b7d-4e5f-8a1b-2c3d4e5f6a7b",
  name: "Scale",
  description: "Per-seat pricing that gets cheaper as the team grows.",
  productFamilyId: coreFamily.id,
  billingPeriod: "monthly",
  trialPeriod: 14,
  pricePoints: [
    {
      pricingModel: "tiered",
      billingFrequency: "monthly",
      setupFee: 99,
      tiers: [
        { startingUnit: 1, endingUnit: 5, price: 12 },
        { startingUnit: 6, endingUnit: 20, price: 9 },
        { startingUnit: 21, endingUnit: null, price: 6 },
      ],
    },
    { pricingModel: "flat_fee", price: 1990, billingFrequency: "yearly" },
    {
      pricingModel: "volume",
      currency: "EUR",
      billingFrequency: "monthly",
      tiers: [
        { startingUnit: 1, endingUnit: 10, price: 11 },
        { startingUnit: 11, endingUnit: null, price: 8 },
      ],
    },
  ],
  features: [
    { name: "Seats", featureType: "quantity", value: 250 },
    { name: "Invoices", featureType: "boolean", value: true },
    { name: "Dunning", featureType: "boolean", value: true },
    { name: "Revenue recognition", featureType: "boolean", value: true },
    { name: "Tax automation", featureType: "boolean", value: true },
    { name: "Multi-currency", featureType: "boolean", value: true },
    { name: "API calls per month", featureType: "quantity", value: 1000000 },
    { name: "Webhooks", featureType: "boolean", value: true },
    { name: "SSO", featureType: "boolean", value: false },
    { name: "Support", featureType: "text", value: "Business hours" },
    { name: "Data retention", featureType: "text", value: "7 years" },
    { name: "Sandbox accounts", featureType: "quantity", value: 3 },
  ],
  activeSubscriptions: 8,
};
const PLAN_PATH = `/catalog/plans/${scalePlan.id}`;

/** Ten uses left of a thousand. */
const nearLimitCoupon: CouponSeed = {
  ...welcomeCoupon,
  currentRedemptions: 990,
  redeemedOrderTotal: 49_500,
  restrictions: {
    firstTimeCustomersOnly: true,
    minimumOrderValue: 50,
    applicablePlans: [scalePlan.id, "plan-starter"],
  },
  customerEligibility: { allCustomers: false, customerSegments: ["Startups", "Agencies"] },
  stackable: true,
};

const catalog = (extra: Parameters<typeof catalogBackend>[0] = {}) =>
  mockApi(() => [
    accountHandlers(completedPersonalUser),
    catalogBackend({
      families: sampleFamilies,
      plans: [scalePlan, ...samplePlans],
      addons: sampleAddons,
      charges: sampleCharges,
      coupons: [nearLimitCoupon],
      spy: calls,
      ...extra,
    }),
  ]);

/** The first GET of `path` answers 500; later ones go on to the backend. */
/** Whether the catalog answers again: the story ends the outage before pressing Retry. */
const outage = { over: false };

/** GETs of `path` answer 500 until the outage is over, then go on to the backend (StrictMode may ask twice). */
function failsUntilOver(path: string, description: string) {
  outage.over = false;
  return http.get(path, () => {
    if (outage.over) return undefined;
    return HttpResponse.json(
      { message: description, errors: [{ code: "ERROR", description }] },
      { status: 500 },
    );
  });
}

const heading = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 1, name });
// Async: the price points and a family's products are chunks of their own, shown once they arrive.
const card = async (canvas: Canvas, name: string) => within(await canvas.findByRole("region", { name }));
const breadcrumbs = (canvas: Canvas) => within(canvas.getByRole("navigation", { name: "Breadcrumb" }));
const openMenu = async (canvas: Canvas) =>
  userEvent.click(canvas.getByRole("button", { name: "More actions" }));

export const PlanLoading: Story = {
  beforeEach: [catalog(), mockApi(() => [endpoint("get", `/api/catalog/plans/${scalePlan.id}`, pending)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading plan...")).toBeVisible();
    // The bar names the page, never the raw id, even before the plan arrives.
    await expect(await breadcrumbs(canvas).findByText("Plan")).toHaveAttribute("aria-current", "page");
    await expect(canvas.queryByText(scalePlan.id)).toBeNull();
  },
};

/**
 * The tiered point at 10 seats, by hand: seats 1–5 at $12 (5 × $12 = $60) and seats 6–10 at $9
 * (5 × $9 = $45), $105.00 a month; at 100 seats $60 + 15 × $9 + 80 × $6 = $675.00. The setup fee is once.
 */
export const TieredPlan: Story = {
  beforeEach: catalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Scale");
    await expect(breadcrumbs(canvas).getByText("Scale")).toHaveAttribute("aria-current", "page");
    const overview = await card(canvas, "Overview");
    await expect(definitionOf(canvasElement, "Product family")).toBe("Core Platform");
    await expect(overview.getByText("14 days")).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "Price points (3)" })).toBeVisible();

    const tiered = await card(canvas, "USD · Monthly · Tiered");
    await expect(tiered.getByText("$99.00")).toBeVisible();
    const tiers = within(tiered.getByRole("table", { name: /^Tiers/ }));
    await expect(tiers.getByRole("row", { name: /^6 – 20 \$9\.00/ })).toBeVisible();
    const costs = within(tiered.getByRole("table", { name: /^What it costs/ }));
    const ten = within(costs.getByRole("row", { name: /^10 units/ }));
    await expect(ten.getByText("$105.00")).toBeVisible();
    await expect(ten.getByText("units 1–5: 5 × $12.00; units 6–20: 5 × $9.00")).toBeVisible();
    await expect(within(costs.getByRole("row", { name: /^100 units/ })).getByText("$675.00")).toBeVisible();
    // The tier boundaries are priced too: the 21st seat is the first at $6.
    await expect(within(costs.getByRole("row", { name: /^21 units/ })).getByText("$201.00")).toBeVisible();

    const yearly = await card(canvas, "USD · Yearly · Flat Fee");
    await expect(
      within(yearly.getByRole("row", { name: /^100 units/ })).getByText("$1,990.00"),
    ).toBeVisible();
    const euro = await card(canvas, "EUR · Monthly · Volume");
    // Volume: all 100 units at the tier holding 100 (€8): €800.00.
    await expect(within(euro.getByRole("row", { name: /^100 units/ })).getByText("€800.00")).toBeVisible();

    const features = await card(canvas, "Features (12)");
    await expect(
      await features.findByRole("row", { name: /^API calls per month Quantity 1,000,000/ }),
    ).toBeVisible();
    await expect(features.getByRole("row", { name: /^SSO Boolean Not included/ })).toBeVisible();
    await expect((await card(canvas, "Customer portal")).getByText("Allow cancellation")).toBeVisible();
  },
};

export const PlanNotFound: Story = {
  args: { path: "/catalog/plans/7d1e0c4b-0000-4000-8000-000000000000" },
  beforeEach: catalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Plan not found");
    await expect(canvas.getByText("The plan you're looking for doesn't exist.")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Back to Plans" }));
    await waitFor(() => expect(currentPath()).toBe("/catalog/plans"));
  },
};

export const PlanLoadErrorRetry: Story = {
  beforeEach: [
    catalog(),
    mockApi(() => [failsUntilOver(`/api/catalog/plans/${scalePlan.id}`, "The catalog is unavailable.")]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Could not load this plan");
    await expect(alert).toHaveTextContent("The catalog is unavailable.");
    outage.over = true;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await heading(canvas, "Scale");
  },
};

export const PlanArchived: Story = {
  beforeEach: catalog(),
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await heading(canvas, "Scale");
    await openMenu(canvas);
    await userEvent.click(page().getByRole("menuitem", { name: "Archive" }));
    await expect(await findToast("Plan archived")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: `/api/catalog/plans/${scalePlan.id}`,
        body: { status: "archived" },
      }),
    );
    await waitFor(() => expect(definitionOf(canvasElement, "Status")).toBe("Archived"));
  },
};

export const DeleteRefusedInUse: Story = {
  beforeEach: catalog({ inUse: [scalePlan.id] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Scale");
    await openMenu(canvas);
    await userEvent.click(page().getByRole("menuitem", { name: "Delete" }));
    const dialog = within(await page().findByRole("dialog", { name: "Delete Plan" }));
    await expect(dialog.getByText("Scale")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    // Refused: the server's words, and Archive instead of Delete.
    await expect(await dialog.findByText(IN_USE)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Archive" }));
    await expect(await findToast("Plan archived")).toBeVisible();
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await expect(definitionOf(canvasElement, "Status")).toBe("Archived");
    await expect(currentPath()).toBe(PLAN_PATH);
  },
};

/** Per unit at $8 a month: 10 seats are $80.00/mo. Its portal settings link to their page. */
export const Addon: Story = {
  args: { path: `/catalog/addons/${seatsAddon.id}` },
  beforeEach: catalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Extra Seats");
    await expect(definitionOf(canvasElement, "Type")).toBe("Recurring");
    const usd = await card(canvas, "USD · Monthly · Per Unit");
    await expect(within(usd.getByRole("row", { name: /^10 units/ })).getByText("$80.00")).toBeVisible();
    const portal = await card(canvas, "Customer portal");
    await userEvent.click(portal.getByRole("link", { name: "Edit portal settings" }));
    await heading(canvas, "Extra Seats: settings");
  },
};

/** A percentage charge is priced against amounts: 1.5% of $1,000.00 is $15.00. */
export const PercentageCharge: Story = {
  args: { path: `/catalog/charges/${lateFeeCharge.id}` },
  beforeEach: catalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Late Payment Fee");
    await expect(definitionOf(canvasElement, "Charge type")).toBe("Penalty");
    const point = await card(canvas, "USD · One time · Percentage");
    await expect(within(point.getByRole("row", { name: /^\$1,000\.00/ })).getByText("$15.00")).toBeVisible();
  },
};

/** 990 of 1,000 redemptions: the bar reads 99.0%; the code copies to the clipboard. */
export const CouponNearLimit: Story = {
  args: { path: `/catalog/coupons/${welcomeCoupon.id}` },
  beforeEach: [
    catalog(),
    () => {
      const writeText = fn(async () => {});
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
      return () => {
        delete (navigator as { clipboard?: unknown }).clipboard;
      };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Welcome Offer");
    await expect(definitionOf(canvasElement, "Discount")).toBe("20% off");
    // The story clock reads Mar 2, 2026: it ends in 4 days.
    await expect(canvas.getByText("Expiring Soon")).toBeVisible();
    await expect(definitionOf(canvasElement, "Valid until")).toBe("Mar 6, 2026");
    const redemptions = await card(canvas, "Redemptions");
    await expect(redemptions.getByText("990 of 1,000 used · 10 left")).toBeVisible();
    await expect(redemptions.getByRole("progressbar", { name: "Redemptions used" })).toHaveAttribute(
      "aria-valuetext",
      "99.0%",
    );
    // Restrictions name the plans it applies to (ids in the coupon), linking to them.
    const restrictions = await card(canvas, "Restrictions");
    await expect(await restrictions.findByRole("link", { name: "Scale" })).toHaveAttribute("href", PLAN_PATH);
    await expect(restrictions.getByRole("link", { name: "Starter" })).toBeVisible();
    await expect(definitionOf(canvasElement, "Minimum order value")).toBe("$50.00");
    await expect(definitionOf(canvasElement, "Customer segments")).toBe("Startups, Agencies");
    await expect(definitionOf(canvasElement, "Stackable")).toBe("Yes");
    await userEvent.click(canvas.getByRole("button", { name: "Copy code" }));
    await expect(await findToast("Coupon code copied")).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith("WELCOME20");
  },
};

/** The family, its settings and what is in it; its rows open the items' pages. */
export const Family: Story = {
  args: { path: `/catalog/families/${coreFamily.id}` },
  beforeEach: catalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Core Platform");
    await expect(definitionOf(canvasElement, "Category")).toBe("SaaS Platform");
    await expect(definitionOf(canvasElement, "Products")).toBe("6 (3 plans, 1 add-on, 2 charges)");
    await expect(breadcrumbs(canvas).getByRole("link", { name: "Catalog" })).toBeVisible();
    const products = await card(canvas, "Products");
    await expect(await products.findByRole("link", { name: "Scale" })).toBeVisible();
    await userEvent.click(products.getByRole("tab", { name: "Charges (2)" }));
    await userEvent.click(await products.findByRole("link", { name: "Late Payment Fee" }));
    await heading(canvas, "Late Payment Fee");
  },
};

/** Edit opens the family dialog in edit mode, filled from the record; the page shows what was saved. */
export const FamilyEdited: Story = {
  args: { path: `/catalog/families/${coreFamily.id}` },
  beforeEach: catalog(),
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await heading(canvas, "Core Platform");
    await userEvent.click(canvas.getByRole("button", { name: "Edit" }));
    const dialog = within(await page().findByRole("dialog", { name: "Edit Product Family" }));
    const name = dialog.getByLabelText(/^Name/);
    await expect(name).toHaveValue("Core Platform");
    await userEvent.clear(name);
    await enterText(name, "Core Billing Platform");
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expect(await findToast("Product family updated")).toBeVisible();
    await heading(canvas, "Core Billing Platform");
    await expect(breadcrumbs(canvas).getByText("Core Billing Platform")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: `/api/catalog/product-families/${coreFamily.id}`,
        body: expect.objectContaining({ name: "Core Billing Platform" }),
      }),
    );
  },
};

export const FamilyDeleteRefused: Story = {
  args: { path: `/catalog/families/${coreFamily.id}` },
  beforeEach: catalog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Core Platform");
    await openMenu(canvas);
    await userEvent.click(page().getByRole("menuitem", { name: "Delete" }));
    const dialog = within(await page().findByRole("dialog", { name: "Delete Family" }));
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await expect(await dialog.findByText(FAMILY_HAS_ITEMS)).toBeVisible();
    // A family has no archived status: no Archive, and Delete stays refused.
    await expect(dialog.queryByRole("button", { name: "Archive" })).toBeNull();
    await expect(dialog.getByRole("button", { name: "Delete" })).toBeDisabled();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    await expect(currentPath()).toBe(`/catalog/families/${coreFamily.id}`);
  },
};

/** Long names wrap inside the header, the breadcrumb and the cards; nothing scrolls sideways. */
export const LongNames: Story = {
  args: { path: `/catalog/plans/${longNamedCatalog.plans[0]?.id}` },
  beforeEach: catalog(longNamedCatalog),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole("heading", { level: 1, name: /^Starter Enterprise/ });
    await expect(title).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The Scale plan with its EUR point kept out of checkout: a link for it is refused on `pricePointId`. */
const checkoutPlan: PlanSeed = {
  ...scalePlan,
  pricePoints: scalePlan.pricePoints?.map((point, index) =>
    index === 2 ? { ...point, showInCheckout: false } : point,
  ),
};
const scaleLink = {
  id: "link-scale-monthly",
  url: "https://round.example/checkout/tok-scale-monthly",
  active: true,
  pricePointId: `${scalePlan.id}-pp1`,
  planId: scalePlan.id,
  planName: "Scale",
  pricePointName: "USD monthly",
  currency: "USD",
  price: 12,
  billingPeriod: "monthly",
  quantity: 1,
  addons: [],
  couponCodes: ["WELCOME20"],
  successUrl: "https://example.com/thanks",
  sales: 3,
  createdAt: "2026-03-01T09:00:00.000Z",
};

/**
 * Each price point lists its checkout links: the address copies, a link turns off, and one is deleted after
 * a confirmation; a new one is made for the yearly point, and the EUR point (not in checkout) is refused.
 */
export const PlanCheckoutLinks: Story = {
  beforeEach: [
    catalog({ plans: [checkoutPlan, ...samplePlans], checkoutLinks: [scaleLink] }),
    () => {
      const writeText = fn(async () => {});
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
      return () => {
        delete (navigator as { clipboard?: unknown }).clipboard;
      };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Scale");
    const monthly = await card(canvas, "USD · Monthly · Tiered");
    const list = within(await monthly.findByRole("list", { name: "Checkout links, USD · Monthly · Tiered" }));
    const link = within(list.getByRole("listitem"));
    await expect(link.getByText("https://round.example/checkout/tok-scale-monthly")).toBeVisible();
    await expect(link.getByText("3 sales")).toBeVisible();
    await expect(link.getByText("Coupons: WELCOME20")).toBeVisible();
    await userEvent.click(link.getByRole("button", { name: "Copy link" }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      "https://round.example/checkout/tok-scale-monthly",
    );

    // Off: the switch and the badge say so.
    calls.mockClear();
    await userEvent.click(link.getByRole("switch", { name: "Active" }));
    await expect(await findToast("Checkout link turned off")).toBeVisible();
    await waitFor(() => expect(link.getByRole("switch", { name: "Active" })).not.toBeChecked());
    await expect(link.getByText("Inactive")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: "/api/checkout-links/link-scale-monthly",
        body: { active: false },
      }),
    );

    // The EUR point is not offered in checkout: the server's words show in the dialog.
    const euro = await card(canvas, "EUR · Monthly · Volume");
    await expect(await euro.findByText("No checkout links yet.")).toBeVisible();
    await userEvent.click(euro.getByRole("button", { name: "Create checkout link" }));
    let dialog = within(await page().findByRole("dialog", { name: "Create checkout link" }));
    await userEvent.click(dialog.getByRole("button", { name: "Create link" }));
    await expect(
      await dialog.findByText("This price point is not offered in checkout (Show in checkout is off)."),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());

    // The yearly point: a link with a success address.
    const yearly = await card(canvas, "USD · Yearly · Flat Fee");
    await userEvent.click(yearly.getByRole("button", { name: "Create checkout link" }));
    dialog = within(await page().findByRole("dialog", { name: "Create checkout link" }));
    await enterText(dialog.getByRole("textbox", { name: /^Success URL/ }), "https://example.com/welcome");
    await userEvent.click(dialog.getByRole("button", { name: "Create link" }));
    await expect(await findToast("Checkout link created")).toBeVisible();
    await waitFor(() => expect(page().queryByRole("dialog")).toBeNull());
    const created = within(
      await yearly.findByRole("list", { name: "Checkout links, USD · Yearly · Flat Fee" }),
    );
    await expect(created.getByText("https://round.example/checkout/tok-new-1")).toBeVisible();
    await expect(created.getByText("After purchase: https://example.com/welcome")).toBeVisible();

    // Deleted after the confirmation.
    await userEvent.click(link.getByRole("button", { name: "Delete" }));
    const confirm = within(await page().findByRole("dialog", { name: "Delete checkout link?" }));
    await userEvent.click(confirm.getByRole("button", { name: "Delete link" }));
    await expect(await findToast("Checkout link deleted")).toBeVisible();
    await expect(await monthly.findByText("No checkout links yet.")).toBeVisible();
  },
};
