// CSV exports (the invoices', the credit notes'): a header row, RFC 4180 quoting, cells that a spreadsheet
// would read as a formula prefixed with an apostrophe, streamed a batch at a time by keyset.

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula (=, +, -, @, a tab or a return first) is written as text. */
export function guardCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as typed, without the apostrophe an export put in front of a formula-like text. */
export function unguardCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export interface Keyed {
  createdAt: Date;
  id: string;
}

/**
 * Streams `header` then the rows `nextBatch` reads after each batch's last key (oldest first), each turned
 * into its cells by `record` (which may read what a batch needs at once).
 */
export async function csvStream<R extends Keyed>(options: {
  header: readonly string[];
  batch: number;
  nextBatch: (after: Keyed | null, size: number) => Promise<R[]>;
  records: (rows: R[]) => Promise<string[][]> | string[][];
}): Promise<ReadableStream<Uint8Array>> {
  const { stringify } = await import("csv-stringify/sync");
  const encoder = new TextEncoder();
  let after: Keyed | null = null;
  let header = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const rows = await options.nextBatch(after, options.batch);
      const records = (await options.records(rows)).map((cells) => cells.map(guardCell));
      const text = stringify(header ? [[...options.header], ...records] : records);
      header = false;
      if (text) controller.enqueue(encoder.encode(text));
      if (rows.length < options.batch) {
        controller.close();
        return;
      }
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    },
  });
}
