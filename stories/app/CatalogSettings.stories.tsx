import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, fn, waitFor, within } from "storybook/test";
import { userEvent } from "../interactions";
import { AppStory, cleanBrowser, currentPath, signedIn } from "./support/AppStory";
import { catalogBackend } from "./support/catalogBackend";
import { coreFamily, seatsAddon } from "./support/catalogFixtures";
import { completedPersonalUser } from "./support/fixtures";
import { accountHandlers, mockApi } from "./support/handlers";
import { type Canvas, definitionOf, findToast } from "./support/queries";

/**
 * The catalog's settings pages: a product family's (`/catalog/families/{id}/settings`), an add-on's customer
 * portal (`/catalog/addons/{id}/settings`) and the account's currencies (`/catalog/settings`). One Save
 * ('Saving...'), a toast, the server's field errors under their fields, Cancel back to the record.
 */
const meta = {
  title: "App/Catalog Settings",
  component: AppStory,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", appProviders: true },
  args: { path: "/catalog/settings" },
  beforeEach: [cleanBrowser, signedIn],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = fn();

const catalog = mockApi(() => [accountHandlers(completedPersonalUser), catalogBackend({ spy: calls })]);

const heading = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 1, name });
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Save" }));

export const FamilySettingsSaved: Story = {
  args: { path: `/catalog/families/${coreFamily.id}/settings` },
  beforeEach: catalog,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await heading(canvas, "Core Platform: settings");
    const breadcrumb = within(canvas.getByRole("navigation", { name: "Breadcrumb" }));
    await expect(breadcrumb.getByRole("link", { name: "Core Platform" })).toBeVisible();
    await expect(canvas.getByRole("switch", { name: /Require approval/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("switch", { name: /Require approval/ }));
    await userEvent.selectOptions(canvas.getByLabelText(/^Default currency/), "EUR");
    await save(canvas);
    await expect(await findToast("Family settings saved")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: `/api/catalog/product-families/${coreFamily.id}`,
        body: { settings: { allowCustomPricing: false, requireApproval: true, defaultCurrency: "EUR" } },
      }),
    );
    // Back on the family, which shows what was saved.
    await heading(canvas, "Core Platform");
    await expect(definitionOf(canvasElement, "Require approval")).toBe("Yes");
    await expect(definitionOf(canvasElement, "Default currency")).toBe("EUR");
  },
};

export const AddonSettingsSaved: Story = {
  args: { path: `/catalog/addons/${seatsAddon.id}/settings` },
  beforeEach: catalog,
  play: async ({ canvasElement }) => {
    calls.mockClear();
    const canvas = within(canvasElement);
    await heading(canvas, "Extra Seats: settings");
    await userEvent.click(canvas.getByRole("switch", { name: /Allow self subscribe/ }));
    await userEvent.click(canvas.getByRole("switch", { name: /Allow self remove/ }));
    await save(canvas);
    await expect(await findToast("Add-on settings saved")).toBeVisible();
    await expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "PUT",
        path: `/api/catalog/addons/${seatsAddon.id}`,
        body: {
          customerPortal: {
            showInCheckout: true,
            showInPortal: true,
            allowSelfSubscribe: true,
            allowSelfRemove: true,
          },
          isOptional: true,
          isQuantityBasedCharge: true,
        },
      }),
    );
    await heading(canvas, "Extra Seats");
    await expect(definitionOf(canvasElement, "Customers can subscribe themselves")).toBe("Yes");
  },
};

/** The server refuses the default currency: 'Saving...' while it answers, then its message under the field. */
export const CatalogSettingsFieldError: Story = {
  beforeEach: [
    catalog,
    mockApi(() => [
      http.put("/api/catalog/settings", async () => {
        await delay(400);
        const description = "Invalid currency code";
        return HttpResponse.json(
          {
            message: description,
            errors: [{ code: "INVALID_CURRENCY", description, field: "defaultCurrency" }],
          },
          { status: 400 },
        );
      }),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, "Catalog Settings");
    const currency = await canvas.findByLabelText(/^Default currency/);
    await expect(currency).toHaveValue("USD");
    await userEvent.selectOptions(currency, "JPY");
    // The default currency is always allowed.
    await expect(canvas.getByRole("checkbox", { name: /JPY/ })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: /JPY/ })).toBeDisabled();
    await save(canvas);
    await expect(await canvas.findByRole("button", { name: "Saving..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(await canvas.findByText("Invalid currency code")).toBeVisible();
    await expect(currency).toHaveAttribute("aria-invalid", "true");
    // Changing the field clears the server's message.
    await userEvent.selectOptions(currency, "EUR");
    await waitFor(() => expect(canvas.queryByText("Invalid currency code")).toBeNull());
    await userEvent.click(canvas.getByRole("link", { name: "Cancel" }));
    await waitFor(() => expect(currentPath()).toBe("/catalog"));
  },
};

/** Whether the settings answer again: the story ends the outage before pressing Retry. */
const outage = { over: false };

export const CatalogSettingsLoadError: Story = {
  beforeEach: [
    catalog,
    mockApi(() => {
      outage.over = false;
      return [
        // Until the outage is over, then on to the backend (StrictMode may ask twice at first).
        http.get("/api/catalog/settings", () => {
          if (outage.over) return undefined;
          const description = "Failed to load catalog settings";
          return HttpResponse.json(
            { message: description, errors: [{ code: "ERROR", description }] },
            { status: 500 },
          );
        }),
      ];
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Could not load the catalog settings");
    await expect(alert).toHaveTextContent("Failed to load catalog settings");
    outage.over = true;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(await canvas.findByLabelText(/^Default currency/)).toHaveValue("USD");
  },
};
