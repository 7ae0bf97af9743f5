import { describe, expect, it } from "vitest";
import {
  CUSTOMER_IMPORT_COLUMNS,
  CUSTOMER_IMPORT_MAX_BYTES,
  customerImportTemplateUrl,
  importFailureText,
  importRefusal,
  isImportFileTooLarge,
} from "./customerImport.ts";

describe("the import template", () => {
  it("is a CSV data URL holding the header row", () => {
    const url = customerImportTemplateUrl();
    expect(url.startsWith("data:text/csv;charset=utf-8,")).toBe(true);
    const csv = decodeURIComponent(url.slice(url.indexOf(",") + 1));
    expect(csv).toBe(`${CUSTOMER_IMPORT_COLUMNS.join(",")}\r\n`);
    expect(csv.startsWith("email,firstName,lastName,")).toBe(true);
    expect(CUSTOMER_IMPORT_COLUMNS).toContain("shippingCountry");
    expect(CUSTOMER_IMPORT_COLUMNS.at(-1)).toBe("customFields");
  });

  it("refuses a file over 20 MiB", () => {
    expect(isImportFileTooLarge({ size: CUSTOMER_IMPORT_MAX_BYTES })).toBe(false);
    expect(isImportFileTooLarge({ size: CUSTOMER_IMPORT_MAX_BYTES + 1 })).toBe(true);
  });
});

describe("importRefusal", () => {
  const body = {
    message: "2 of 3 rows have problems: nothing was imported.",
    errors: [
      { code: "INVALID_FORMAT", field: "email", description: "Line 2: Please enter a valid email", line: 2 },
      { code: "REQUIRED", field: "billingCity", description: "Line 4: City is required", line: 4 },
    ],
  };

  it("reads the API's all-or-none refusal from an error's body, without the 'Line N: ' prefix", () => {
    const error = Object.assign(new Error("Line 2: Please enter a valid email"), { body });
    expect(importRefusal(error)).toEqual({
      message: "2 of 3 rows have problems: nothing was imported.",
      problems: [
        { line: 2, field: "email", description: "Please enter a valid email" },
        { line: 4, field: "billingCity", description: "City is required" },
      ],
    });
    expect(importRefusal(body)?.problems).toHaveLength(2);
  });

  it("is undefined for any other failure, whose own text is shown", () => {
    expect(importRefusal(new Error("Network error. Please try again."))).toBeUndefined();
    expect(importRefusal({ message: "Not a CSV", errors: [{ description: "Bad quote" }] })).toBeUndefined();
    expect(importFailureText(new Error("Network error. Please try again."))).toBe(
      "Network error. Please try again.",
    );
    expect(importFailureText(new Error(""))).toBe("Failed to import customers. Please try again.");
  });
});
