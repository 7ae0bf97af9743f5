import { BrandedPage, Link } from "@round/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BRAND } from "../forms/portal/customerPagesFixtures";
import { expectNoOverflow } from "./longText";

/**
 * The frame of a page a business's customer opens outside the app (the billing portal, an invoice's pay page,
 * a checkout link): the business's logo, or its name without one, and its accent as a stripe across the top,
 * then the content in `<main>`. The accent (`#rrggbb` only) is never under text, so every text keeps its
 * contrast in light and dark whatever the business chose. `width` is `narrow` for one task (paying, buying)
 * or `wide` for an account's pages; `loading` stands a placeholder in for a business not known yet.
 *
 * **Accessibility:** landmarks: the header is the page's banner, the content its main. The logo is an image
 * whose text is the business's name (and the name shows instead when the logo fails to load). The loading
 * placeholder is hidden from screen readers, which hear `loadingLabel` instead.
 *
 * | Key | Action |
 * | --- | --- |
 * | Tab | Moves to the header's action (such as the return link), then into the content |
 */
const meta = {
  title: "Layout/BrandedPage",
  component: BrandedPage,
  parameters: { layout: "fullscreen" },
  args: {
    ...BRAND,
    headerAction: <Link href="https://acme.example/account">Return to Acme Analytics</Link>,
    children: (
      <>
        <h1 style={{ margin: 0 }}>Billing</h1>
        <p>Ada Lovelace · ada@lovelace.example</p>
      </>
    ),
  },
} satisfies Meta<typeof BrandedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole("banner");
    await expect(within(banner).getByRole("img", { name: "Acme Analytics" })).toBeVisible();
    await expect(within(banner).getByRole("link", { name: "Return to Acme Analytics" })).toHaveAttribute(
      "href",
      "https://acme.example/account",
    );
    // The accent is the header's top stripe.
    await expect(getComputedStyle(banner).borderTopColor).toBe("rgb(15, 118, 110)");
    await expect(within(canvas.getByRole("main")).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Billing",
    );
  },
};

/** No logo: the business's name is the brand; no accent: the design system's primary colour draws the stripe. */
export const NameOnly: Story = {
  args: { logoUrl: null, brandColor: null, headerAction: undefined, width: "narrow" },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("banner");
    await expect(within(banner).queryByRole("img")).toBeNull();
    await expect(banner).toHaveTextContent("Acme Analytics");
    await expect(getComputedStyle(banner).borderTopColor).not.toBe("rgb(15, 118, 110)");
  },
};

/** Before the business is known: a placeholder, which screen readers hear as 'Loading the business'. */
export const Loading: Story = {
  args: { name: undefined, logoUrl: undefined, loading: true, loadingLabel: "Loading the business" },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("banner");
    await expect(within(banner).getByText("Loading the business")).toBeInTheDocument();
    await expect(banner.querySelector("[data-skeleton]")).toHaveAttribute("aria-hidden", "true");
  },
};

/** On a phone a long name wraps and the return link goes under it; nothing scrolls sideways. */
export const Phone: Story = {
  args: { name: "Acme Analytics and Forecasting International Holdings", logoUrl: null },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("banner");
    await expect(within(banner).getByRole("link", { name: "Return to Acme Analytics" })).toBeVisible();
    await expectNoOverflow(banner);
  },
};
