import type { CustomerInput, CustomerResponse } from "@round/forms/schemas";
import { parse as parseCsv } from "csv-parse/sync";
import type { Executor } from "../../db/client.ts";
import { guardCell, unguardCell } from "../../http/csv.ts";
import { ApiError } from "../../http/errors.ts";
import { recordEvents } from "../events/index.ts";
import type { CustomerRow } from "./queries.ts";
import { customerView } from "./views.ts";

// The customers' CSV (GET /api/customers/export, POST /api/customers/import): UTF-8, a header row, RFC 4180
// quoting (by csv-stringify and csv-parse). The import takes the export's columns; the figures Round
// computes (id, MRR, LTV, churn risk, balances, dates) are exported for reading and ignored on import.
//
// Tags are separated by semicolons; custom fields are a JSON object. A text cell starting with = + - @, a
// tab or a carriage return is written with a leading apostrophe, so that a spreadsheet shows it as text
// instead of running it as a formula (OWASP, "CSV Injection"); the import takes that apostrophe off again.

type Address = NonNullable<CustomerResponse["billingAddress"]>;
const ADDRESS_PARTS = ["line1", "line2", "city", "state", "zip", "country"] as const;
const capitalized = (part: string) => part[0]!.toUpperCase() + part.slice(1);

/** The columns a person may fill in, in order. */
export const IMPORT_COLUMNS = [
  "email",
  "firstName",
  "lastName",
  "displayName",
  "company",
  "phone",
  "taxNumber",
  "locale",
  "timezone",
  "status",
  "currency",
  ...ADDRESS_PARTS.map((part) => `billing${capitalized(part)}`),
  ...ADDRESS_PARTS.map((part) => `shipping${capitalized(part)}`),
  "portalAccess",
  "autoCollection",
  "tags",
  "customFields",
] as const;

/** Read only: exported, ignored by the import. */
const COMPUTED_COLUMNS = [
  "id",
  "totalMRR",
  "totalLTV",
  "churnRisk",
  "creditBalance",
  "accountBalance",
  "signupDate",
] as const;

export const EXPORT_COLUMNS = [COMPUTED_COLUMNS[0], ...IMPORT_COLUMNS, ...COMPUTED_COLUMNS.slice(1)];

function addressCells(prefix: "billing" | "shipping", address: Address | null): Record<string, string> {
  return Object.fromEntries(
    ADDRESS_PARTS.map((part) => [`${prefix}${capitalized(part)}`, guardCell(address?.[part] ?? "")]),
  );
}

/** One customer as the export's row (cells by column name). */
export function exportRow(customer: CustomerResponse): Record<string, string> {
  const text = (value: string) => guardCell(value);
  return {
    id: customer.id,
    email: text(customer.email),
    firstName: text(customer.firstName),
    lastName: text(customer.lastName),
    displayName: text(customer.displayName),
    company: text(customer.company),
    phone: text(customer.phone),
    taxNumber: text(customer.taxNumber),
    locale: customer.locale,
    timezone: customer.timezone,
    status: customer.status,
    currency: customer.currency,
    ...addressCells("billing", customer.billingAddress),
    ...addressCells("shipping", customer.shippingAddress),
    portalAccess: String(customer.portalAccess),
    autoCollection: String(customer.autoCollection),
    tags: text(customer.tags.join("; ")),
    customFields:
      Object.keys(customer.customFields).length > 0 ? text(JSON.stringify(customer.customFields)) : "",
    totalMRR: String(customer.totalMRR),
    totalLTV: String(customer.totalLTV),
    churnRisk: customer.churnRisk,
    creditBalance: String(customer.creditBalance),
    accountBalance: String(customer.accountBalance),
    signupDate: customer.signupDate,
  };
}

/**
 * The CSV column a field of the customer rules comes from, as the file names it: `billingAddress.city` is
 * `billingCity`, `tags.2` is `tags`, `customFields.plan` is `customFields`; '' (the row as a whole) stays ''.
 */
export function importColumn(field: string): string {
  const [head = "", part] = field.split(".");
  for (const prefix of ["billing", "shipping"] as const) {
    if (head !== `${prefix}Address`) continue;
    return part && (ADDRESS_PARTS as readonly string[]).includes(part)
      ? `${prefix}${capitalized(part)}`
      : `${prefix}Line1`;
  }
  return head;
}

/** A problem with a row's cell that the customer rules cannot see (a malformed boolean or JSON). */
export interface CellProblem {
  field: string;
  message: string;
}

function booleanCell(value: string, field: string, problems: CellProblem[]): boolean | undefined {
  const text = value.trim().toLowerCase();
  if (text === "") return undefined;
  if (["true", "yes", "1"].includes(text)) return true;
  if (["false", "no", "0"].includes(text)) return false;
  problems.push({ field, message: "Must be true or false" });
  return undefined;
}

function addressInput(record: Record<string, string>, prefix: "billing" | "shipping") {
  const address = Object.fromEntries(
    ADDRESS_PARTS.map((part) => [part, record[`${prefix}${capitalized(part)}`] ?? ""]),
  ) as Record<(typeof ADDRESS_PARTS)[number], string>;
  return address;
}

/**
 * One CSV record (cells by header) as the body of a customer create; `problems` gets what cannot even be
 * read as a value. Columns the file does not have are left out (their defaults apply).
 */
export function importInput(raw: Record<string, string>): { input: CustomerInput; problems: CellProblem[] } {
  const record = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key.trim(), unguardCell(value)]),
  );
  const problems: CellProblem[] = [];
  const input: Record<string, unknown> = {};
  for (const column of [
    "email",
    "firstName",
    "lastName",
    "displayName",
    "company",
    "phone",
    "taxNumber",
    "locale",
    "timezone",
    "currency",
  ] as const) {
    if (record[column] !== undefined) input[column] = record[column];
  }
  if (record.status !== undefined && record.status.trim() !== "")
    input.status = record.status.trim().toLowerCase();
  input.billingAddress = addressInput(record, "billing");
  input.shippingAddress = addressInput(record, "shipping");
  const portalAccess = booleanCell(record.portalAccess ?? "", "portalAccess", problems);
  if (portalAccess !== undefined) input.portalAccess = portalAccess;
  const autoCollection = booleanCell(record.autoCollection ?? "", "autoCollection", problems);
  if (autoCollection !== undefined) input.autoCollection = autoCollection;
  if (record.tags?.trim())
    input.tags = record.tags
      .split(";")
      .map((tag) => tag.trim())
      .filter(Boolean);
  if (record.customFields?.trim()) {
    try {
      const parsed: unknown = JSON.parse(record.customFields);
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
        throw new Error("not an object");
      input.customFields = parsed;
    } catch {
      problems.push({
        field: "customFields",
        message: 'Custom fields must be a JSON object, for example {"plan":"gold"}',
      });
    }
  }
  return { input: input as CustomerInput, problems };
}

/**
 * The `customer.created` events of imported customers, in the import's transaction (one statement for the
 * rows written together): each as its GET answers it, new, with no payment method and no billing yet.
 */
export async function importedEvents(ex: Executor, rows: readonly CustomerRow[], at: Date): Promise<void> {
  await recordEvents(
    ex,
    rows.map((row) => ({
      accountId: row.roundAccountId,
      type: "customer.created" as const,
      object: { ...customerView(row, undefined, at), testClockChangeable: true },
      testClockId: row.testClockId,
      at,
    })),
  );
}

/** The most customers one file may hold. */
export const IMPORT_MAX_ROWS = 100_000;

/** The CSV's records with their line numbers; a file that is not CSV answers 400 with the parser's reason. */
export function readCsv(text: string): { record: Record<string, string>; line: number }[] {
  let parsed: { record: Record<string, string>; info: { lines: number } }[];
  try {
    parsed = parseCsv(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      info: true,
      max_record_size: 64 * 1024,
    }) as typeof parsed;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(400, `The file is not a valid CSV: ${reason}`, { code: "INVALID_CSV" });
  }
  if (parsed.length === 0)
    throw new ApiError(400, "The file has no customers: add rows under the header.", { code: "EMPTY_CSV" });
  if (parsed.length > IMPORT_MAX_ROWS) {
    throw new ApiError(400, `A file can hold at most ${IMPORT_MAX_ROWS} customers; split it.`, {
      code: "TOO_MANY_ROWS",
    });
  }
  if (!("email" in parsed[0]!.record)) {
    throw new ApiError(400, "The file has no email column: the first row must name the columns.", {
      code: "INVALID_CSV",
      errors: [
        {
          code: "REQUIRED",
          description: "The file has no email column: the first row must name the columns.",
          field: "email",
        },
      ],
    });
  }
  return parsed.map(({ record, info }) => ({ record, line: info.lines }));
}
