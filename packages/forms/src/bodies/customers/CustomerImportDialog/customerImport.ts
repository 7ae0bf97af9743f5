/** The customers CSV import: its columns, its template, its size limit and the API's refusal. Pure. */
import { serverErrorBody, serverErrorText } from "../../../form/serverErrors.ts";

const ADDRESS_PARTS = ["Line1", "Line2", "City", "State", "Zip", "Country"] as const;

/** The columns the import takes, in the export's order (`email` alone is required). */
export const CUSTOMER_IMPORT_COLUMNS = [
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
  ...ADDRESS_PARTS.map((part) => `billing${part}`),
  ...ADDRESS_PARTS.map((part) => `shipping${part}`),
  "portalAccess",
  "autoCollection",
  "tags",
  "customFields",
] as const;

/** The largest file the API takes: 20 MiB. */
export const CUSTOMER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const CUSTOMER_IMPORT_TEXTS = {
  title: "Import Customers",
  submitLabel: "Import",
  submittingLabel: "Importing...",
  failure: "Failed to import customers. Please try again.",
  tooLarge: "The file is too large (limit 20 MiB)",
  fileRequired: "Choose a CSV file to import",
  notCsv: (name: string) => `${name} is not a CSV file`,
  templateName: "customers-template.csv",
} as const;

/** A `data:` URL of a CSV holding the header row only, for the 'Download a template' link. */
export function customerImportTemplateUrl(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${CUSTOMER_IMPORT_COLUMNS.join(",")}\r\n`)}`;
}

/** Whether a file is too large to send. */
export function isImportFileTooLarge(file: { size: number }): boolean {
  return file.size > CUSTOMER_IMPORT_MAX_BYTES;
}

/** One bad row of a refused import. */
export interface ImportProblem {
  /** The file's line (the header is line 1). */
  line: number;
  /** The column, or '' when the problem is the row's as a whole. */
  field: string;
  description: string;
}

/** A refused import: nothing was imported, each bad row is listed. */
export interface ImportRefusal {
  message: string;
  problems: ImportProblem[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The refusal a failed import carries, when its body is the API's all-or-none answer
 * (`{ message, errors: [{ line, field, description }] }`); undefined for any other failure. The 'Line 3: '
 * the API puts before each description is left out, as the table has a Line column.
 */
export function importRefusal(error: unknown): ImportRefusal | undefined {
  const body = serverErrorBody(error);
  if (!isRecord(body) || !Array.isArray(body.errors)) return undefined;
  const problems: ImportProblem[] = [];
  for (const item of body.errors) {
    if (!isRecord(item) || typeof item.line !== "number" || typeof item.description !== "string") continue;
    const prefix = `Line ${item.line}: `;
    problems.push({
      line: item.line,
      field: typeof item.field === "string" ? item.field : "",
      description: item.description.startsWith(prefix)
        ? item.description.slice(prefix.length)
        : item.description,
    });
  }
  if (problems.length === 0) return undefined;
  const message =
    typeof body.message === "string" && body.message.trim() !== ""
      ? body.message
      : "Some rows have problems: nothing was imported.";
  return { message, problems };
}

/** The text of any other failure: its message, else the import's failure text. */
export function importFailureText(error: unknown): string {
  return serverErrorText(error, CUSTOMER_IMPORT_TEXTS.failure);
}
