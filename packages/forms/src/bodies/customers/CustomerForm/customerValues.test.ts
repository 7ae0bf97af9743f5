import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type CustomerResponse, customerSchema, EMAIL_PREFERENCE_DEFAULTS } from "../../../schemas/index.ts";
import {
  currencyChoices,
  customerInput,
  customerValuesFromResponse,
  customFieldErrors,
  customFieldRowErrors,
  customFieldRows,
  customFieldsRecord,
  emptyCustomerValues,
  newTaxIdRow,
  shippingAddressFor,
  testClockInput,
  touchedRowPaths,
} from "./customerValues.ts";

const ADDRESS = {
  line1: "1 Main St",
  line2: "",
  city: "Springfield",
  state: "IL",
  zip: "62701",
  country: "US",
};

function record(overrides: Partial<CustomerResponse> = {}): CustomerResponse {
  return {
    id: "cus_1",
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    displayName: "Ada Lovelace",
    company: "Analytical Engines",
    phone: "+44 20 7946 0958",
    taxNumber: "GB123456789",
    taxIds: [],
    taxExempt: "none",
    locale: "en-GB",
    timezone: "Europe/London",
    status: "suspended",
    billingAddress: ADDRESS,
    shippingAddress: null,
    paymentMethod: null,
    currency: "GBP",
    totalMRR: 0,
    totalLTV: 0,
    accountBalance: 0,
    creditBalance: 0,
    unbilledCharges: 0,
    activeSubscriptions: 0,
    churnRisk: "low",
    churnSignals: [],
    signupDate: "2026-01-05T10:00:00.000Z",
    trialEndDate: null,
    lastActivityDate: "2026-01-05T10:00:00.000Z",
    emailPreferences: { ...EMAIL_PREFERENCE_DEFAULTS, marketingEmails: true },
    portalAccess: false,
    autoCollection: true,
    tags: ["vip", "beta"],
    customFields: { manager: "Grace", contract: "C-12" },
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

describe("customerValuesFromResponse", () => {
  it("reads every field of the record", () => {
    const values = customerValuesFromResponse(record());
    expect(values).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      status: "suspended",
      currency: "GBP",
      locale: "en-GB",
      timezone: "Europe/London",
      portalAccess: false,
      autoCollection: true,
      tags: ["vip", "beta"],
      billingAddress: ADDRESS,
    });
    expect(values.emailPreferences.marketingEmails).toBe(true);
    expect(values.customFields).toEqual([
      { key: "manager", value: "Grace" },
      { key: "contract", value: "C-12" },
    ]);
  });

  it("a billing address without a shipping one leaves 'same as billing' unchecked and shipping empty", () => {
    const values = customerValuesFromResponse(record());
    expect(values.sameAsBilling).toBe(false);
    expect(values.shippingAddress).toEqual(emptyCustomerValues().shippingAddress);
  });

  it("checks 'same as billing' when both addresses are the same or both missing", () => {
    expect(customerValuesFromResponse(record({ shippingAddress: { ...ADDRESS } })).sameAsBilling).toBe(true);
    expect(
      customerValuesFromResponse(record({ billingAddress: null, shippingAddress: null })).sameAsBilling,
    ).toBe(true);
    const other = { ...ADDRESS, city: "Shelbyville" };
    expect(customerValuesFromResponse(record({ shippingAddress: other })).sameAsBilling).toBe(false);
  });

  it("fills what a partial record leaves out with the defaults", () => {
    expect(customerValuesFromResponse({ email: "a@b.co" })).toEqual({
      ...emptyCustomerValues(),
      email: "a@b.co",
    });
  });
});

describe("custom fields: rows and record", () => {
  it("goes from record to rows and back", () => {
    const fields = { manager: "Grace", contract: "C-12" };
    expect(customFieldsRecord(customFieldRows(fields))).toEqual(fields);
  });

  it("trims names and leaves out empty rows", () => {
    expect(
      customFieldsRecord([
        { key: "  region ", value: "EMEA" },
        { key: "", value: "" },
        { key: " ", value: " " },
      ]),
    ).toEqual({ region: "EMEA" });
  });

  it("refuses a blank name and a name used twice, under the later row", () => {
    expect(
      customFieldErrors([
        { key: "plan", value: "a" },
        { key: "", value: "orphan" },
        { key: " plan ", value: "b" },
        { key: "", value: "" },
      ]),
    ).toEqual({
      "customFields.1.key": "Custom field name is required",
      "customFields.2.key": "Custom field names must be unique",
    });
  });

  it("refuses names and values over 255 characters", () => {
    expect(customFieldErrors([{ key: "k".repeat(256), value: "v".repeat(256) }])).toEqual({
      "customFields.0.key": "A custom field name can have at most 255 characters",
      "customFields.0.value": "A custom field value can have at most 255 characters",
    });
  });

  it("puts a message given for a name ('customFields.plan') under that row's name or value", () => {
    const rows = [
      { key: "region", value: "EMEA" },
      { key: "plan", value: "x" },
    ];
    expect(customFieldRowErrors(rows, { "customFields.plan": "Too long for the plan" })).toEqual({
      1: { value: "Too long for the plan" },
    });
    expect(
      customFieldRowErrors(rows, {
        "customFields.region": "Custom field names must be unique",
        "customFields.1.value": "Own message",
      }),
    ).toEqual({ 0: { key: "Custom field names must be unique" }, 1: { value: "Own message" } });
  });

  it("an edit clears the changed row's messages, an added or removed row every row's", () => {
    const before = [
      { key: "a", value: "1" },
      { key: "b", value: "2" },
    ];
    expect(touchedRowPaths(before, [before[0]!, { key: "c", value: "2" }])).toEqual([
      "customFields.1",
      "customFields.b",
      "customFields.c",
    ]);
    expect(touchedRowPaths(before, [before[0]!])).toEqual(["customFields"]);
  });
});

describe("customerInput", () => {
  it("sends the billing address as shipping when 'same as billing' is checked", () => {
    const values = { ...emptyCustomerValues(), email: "a@b.co", billingAddress: { ...ADDRESS } };
    expect(shippingAddressFor(values)).toBe(values.billingAddress);
    const output = v.parse(customerSchema, customerInput(values));
    expect(output.shippingAddress).toEqual(ADDRESS);
    expect(output.billingAddress).toEqual(ADDRESS);
  });

  it("sends the shipping address typed when unchecked, and empty addresses as null", () => {
    const values = {
      ...emptyCustomerValues(),
      email: "a@b.co",
      sameAsBilling: false,
      shippingAddress: { ...ADDRESS, city: "Shelbyville" },
    };
    const output = v.parse(customerSchema, customerInput(values));
    expect(output.billingAddress).toBeNull();
    expect(output.shippingAddress?.city).toBe("Shelbyville");
    const empty = v.parse(customerSchema, customerInput({ ...emptyCustomerValues(), email: "a@b.co" }));
    expect(empty.billingAddress).toBeNull();
    expect(empty.shippingAddress).toBeNull();
  });

  it("sends the custom fields as a record", () => {
    const values = {
      ...emptyCustomerValues(),
      email: "a@b.co",
      customFields: [{ key: "manager", value: "Grace" }],
    };
    expect(v.parse(customerSchema, customerInput(values)).customFields).toEqual({ manager: "Grace" });
  });

  it("a record's full answer goes through the schema unchanged", () => {
    const output = v.parse(customerSchema, customerInput(customerValuesFromResponse(record())));
    expect(output).toMatchObject({
      email: "ada@example.com",
      status: "suspended",
      currency: "GBP",
      tags: ["vip", "beta"],
      customFields: { manager: "Grace", contract: "C-12" },
      shippingAddress: null,
    });
  });
});

describe("tax ids and exemption", () => {
  it("reads the record's tax ids and status, and an edit sends them back as they were", () => {
    const taxIds = [
      { type: "eu_vat" as const, value: "DE123456788" },
      { type: "gb_vat" as const, value: "GB980780684" },
    ];
    const values = customerValuesFromResponse(record({ taxIds, taxExempt: "reverse" }));
    expect(values.taxIds).toEqual(taxIds);
    expect(values.taxExempt).toBe("reverse");
    const output = v.parse(customerSchema, customerInput(values));
    expect(output.taxIds).toEqual(taxIds);
    expect(output.taxExempt).toBe("reverse");
  });

  it("a new customer starts taxable, without tax ids", () => {
    expect(emptyCustomerValues()).toMatchObject({ taxExempt: "none", taxIds: [] });
  });

  it("sends a tax id in its compact form, and puts a bad one's message on its row's value", () => {
    const values = {
      ...emptyCustomerValues(),
      email: "a@b.co",
      taxIds: [
        { type: "eu_vat" as const, value: "de 123 456 788" },
        { type: "eu_vat" as const, value: "DE123456789" },
      ],
    };
    const result = v.safeParse(customerSchema, customerInput(values));
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(["taxIds.1.value"]);
    const fixed = { ...values, taxIds: [values.taxIds[0]!] };
    expect(v.parse(customerSchema, customerInput(fixed)).taxIds).toEqual([
      { type: "eu_vat", value: "DE123456788" },
    ]);
  });

  it("a new row starts on the type the billing country most likely uses", () => {
    expect(newTaxIdRow("GB")).toEqual({ type: "gb_vat", value: "" });
    expect(newTaxIdRow("us")).toEqual({ type: "us_ein", value: "" });
    expect(newTaxIdRow("AU").type).toBe("au_abn");
    expect(newTaxIdRow("CA").type).toBe("ca_gst_hst");
    expect(newTaxIdRow("DE").type).toBe("eu_vat");
    expect(newTaxIdRow("").type).toBe("eu_vat");
  });
});

describe("currencyChoices", () => {
  it("offers the common currencies and the record's own", () => {
    expect(currencyChoices("")).toEqual(["USD", "EUR", "GBP", "CAD", "AUD", "JPY"]);
    expect(currencyChoices("EUR")).toHaveLength(6);
    expect(currencyChoices("chf")).toEqual(["USD", "EUR", "GBP", "CAD", "AUD", "JPY", "CHF"]);
  });
});

describe("the test clock sent", () => {
  it("is only a change: a clock chosen, a move to another, or null to move off", () => {
    expect(testClockInput("", undefined)).toEqual({});
    expect(testClockInput("", null)).toEqual({});
    expect(testClockInput("clk-1", null)).toEqual({ testClockId: "clk-1" });
    expect(testClockInput("clk-1", "clk-1")).toEqual({});
    expect(testClockInput("clk-2", "clk-1")).toEqual({ testClockId: "clk-2" });
    expect(testClockInput("", "clk-1")).toEqual({ testClockId: null });
  });

  it("starts from the record's clock", () => {
    expect(customerValuesFromResponse({ email: "a@b.example", testClockId: "clk-1" }).testClockId).toBe(
      "clk-1",
    );
    expect(emptyCustomerValues().testClockId).toBe("");
  });
});
