import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { descriptionOf } from "../testHelpers.ts";
import { CustomerForm } from "./CustomerForm.tsx";

const loadCountries = async () => [
  { value: "US", label: "United States" },
  { value: "GB", label: "United Kingdom" },
];

function setup(onSubmit = vi.fn(async () => {})) {
  render(<CustomerForm onSubmit={onSubmit} onCancel={() => {}} loadCountries={loadCountries} />);
  return onSubmit;
}

const type = (name: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByRole("textbox", { name }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Add Customer" }));
const billing = () => screen.getByRole("group", { name: "Billing address" });

describe("CustomerForm", () => {
  it("submits the schema's output: trimmed, empty addresses null, no tags or custom fields", async () => {
    const onSubmit = setup();
    type("Email", " ada@example.com ");
    type("First name", "Ada");
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        email: "ada@example.com",
        firstName: "Ada",
        status: "active",
        billingAddress: null,
        shippingAddress: null,
        portalAccess: true,
        autoCollection: false,
        tags: [],
        customFields: {},
      }),
    );
  });

  it("shows a rule's message under its field on blur, and blocks a submission", () => {
    const onSubmit = setup();
    const email = screen.getByRole("textbox", { name: /^Email/ });
    fireEvent.change(email, { target: { value: "not-an-email" } });
    fireEvent.blur(email);
    expect(descriptionOf(email)).toContain("Please enter a valid email address");
    type("Address line 1", "1 Main St", billing());
    submit();
    expect(descriptionOf(within(billing()).getByRole("textbox", { name: /^City/ }))).toContain(
      "City is required",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses repeated custom field names under the later row", () => {
    const onSubmit = setup();
    type("Email", "ada@example.com");
    const addField = screen.getByRole("button", { name: "Add field" });
    fireEvent.click(addField);
    fireEvent.click(addField);
    type("Field name 1", "plan");
    type("Field name 2", "plan");
    submit();
    expect(descriptionOf(screen.getByRole("textbox", { name: "Field name 2" }))).toContain(
      "Custom field names must be unique",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("lands server messages under nested fields and custom field rows", async () => {
    setup(
      vi.fn(async () =>
        Promise.reject({
          fieldErrors: {
            "billingAddress.city": "Unknown city",
            "customFields.plan": "A custom field value can have at most 255 characters",
          },
        }),
      ),
    );
    type("Email", "ada@example.com");
    type("Address line 1", "1 Main St", billing());
    type("City", "Nowhere", billing());
    type("State", "IL", billing());
    type("ZIP code", "62701", billing());
    // The country picker loads its options on opening.
    const country = within(billing()).getByRole("combobox", { name: /^Country/ });
    fireEvent.click(country);
    fireEvent.click(await screen.findByRole("option", { name: "United States" }));
    fireEvent.click(screen.getByRole("button", { name: "Add field" }));
    type("Field name 1", "plan");
    type("Field value 1", "x");
    submit();
    await waitFor(() =>
      expect(descriptionOf(within(billing()).getByRole("textbox", { name: /^City/ }))).toContain(
        "Unknown city",
      ),
    );
    expect(descriptionOf(screen.getByRole("textbox", { name: "Field value 1" }))).toContain(
      "A custom field value can have at most 255 characters",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
