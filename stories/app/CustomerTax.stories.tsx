import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { enterText, userEvent } from "../interactions";
import { AppStory, cleanBrowser, signedIn } from "./support/AppStory";
import { sampleCustomers } from "./support/customerFixtures";
import { type CustomerSeed, customersBackend } from "./support/customersBackend";
import { businessUser } from "./support/fixtures";
import { accountHandlers, mockApi } from "./support/handlers";
import { type Canvas, definitionOf, findToast, page } from "./support/queries";
import { subscriptionsBackend } from "./support/subscriptionsBackend";

/**
 * A customer's tax on its page (`/customers/{id}`): the side panel's 'Tax' card shows the tax status when the
 * customer is not taxed normally (Exempt, Reverse charge) and its tax IDs, each named by its type. A taxable
 * customer without tax IDs has no such card. Edit Customer changes them; the in-memory customers server
 * checks them with the shared rules, as the API does.
 */
const meta = {
  title: "App/Customers/Tax",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/customers/cus-ada" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();

/** The sample customers, Ada changed by `ada`. */
const withCustomers = (ada: Partial<CustomerSeed> = {}) =>
  mockApi(() => [
    accountHandlers(businessUser),
    customersBackend({
      customers: sampleCustomers.map((customer) =>
        customer.id === "cus-ada" ? { ...customer, ...ada } : customer,
      ),
      spy: calls,
    }),
    subscriptionsBackend({ clocks: [] }),
  ]);

const heading = (canvas: Canvas) => canvas.findByRole("heading", { level: 1, name: "Ada Lovelace" });
const side = (canvas: Canvas) => canvas.getByRole("complementary", { name: "Customer side panel" });
/** The side panel's Tax card. */
const taxSection = (canvas: Canvas) =>
  within(side(canvas)).getByRole("heading", { level: 2, name: "Tax" }).closest("section") as HTMLElement;
const taxCard = (canvas: Canvas) => within(taxSection(canvas));

/** Reverse charge and two tax IDs: the card names the status and each ID's type. */
export const ReverseChargeWithTaxIds: Story = {
  beforeEach: withCustomers({
    taxExempt: "reverse",
    taxIds: [
      { type: "eu_vat", value: "DE123456788" },
      { type: "gb_vat", value: "GB980780684" },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const section = taxSection(canvas);
    await expect(definitionOf(section, "Tax treatment")).toBe("Reverse charge");
    await expect(definitionOf(section, "EU VAT number")).toBe("DE123456788");
    await expect(definitionOf(section, "UK VAT number")).toBe("GB980780684");
    await expect(taxCard(canvas).getByText("Reverse charge")).toBeVisible();
  },
};

/** Exempt, without tax IDs: the status alone. */
export const Exempt: Story = {
  beforeEach: withCustomers({ taxExempt: "exempt" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(taxCard(canvas).getByText("Exempt")).toBeVisible();
    await expect(taxCard(canvas).queryByText(/VAT|ABN|EIN|GST/)).toBeNull();
  },
};

/** Taxable, with a tax ID: the ID without a status (taxable is the normal case). */
export const TaxableWithTaxId: Story = {
  beforeEach: withCustomers({ taxIds: [{ type: "us_ein", value: "12-3456789" }] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(taxCard(canvas).getByText("US Employer Identification Number (EIN)")).toBeVisible();
    await expect(taxCard(canvas).getByText("12-3456789")).toBeVisible();
    await expect(taxCard(canvas).queryByText("Tax treatment")).toBeNull();
  },
};

/** Taxable and without tax IDs: no Tax card. */
export const TaxableWithoutTaxIds: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await expect(
      within(side(canvas)).getByRole("heading", { level: 2, name: "Billing Address" }),
    ).toBeVisible();
    await expect(within(side(canvas)).queryByRole("heading", { level: 2, name: "Tax" })).toBeNull();
  },
};

/** Edit Customer: a UK VAT number added and reverse charge chosen are sent, and the page shows them. */
export const EditAddsTaxId: Story = {
  beforeEach: withCustomers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Edit Customer" }));
    const dialog = within(await page().findByRole("dialog", { name: "Edit Customer" }));
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: "Tax treatment" }), "reverse");
    await userEvent.click(dialog.getByRole("button", { name: "Add tax ID" }));
    const row = within(dialog.getByRole("group", { name: "Tax ID 1" }));
    // Ada's billing address is in the United Kingdom.
    await expect(row.getByRole("combobox", { name: "Type" })).toHaveValue("gb_vat");
    await enterText(row.getByRole("textbox", { name: "Number" }), "GB 980 7806 84");
    calls.mockClear();
    await userEvent.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expect(await findToast("Customer updated")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: "/api/customers/cus-ada",
        body: expect.objectContaining({
          taxExempt: "reverse",
          taxIds: [{ type: "gb_vat", value: "GB980780684" }],
        }),
      }),
    );
    await waitFor(() => expect(taxCard(canvas).getByText("GB980780684")).toBeVisible());
    await expect(taxCard(canvas).getByText("Reverse charge")).toBeVisible();
  },
};
