/**
 * What the invoice and credit-note PDFs share, drawn in-process with pdfkit (no browser, no font files: the
 * standard Helvetica fonts) on A4: the amounts and days as printed, the text the fonts can draw, the header
 * (the seller with its identifiers, the title, number, status and dates, "Bill to" with the buyer's tax ids),
 * the table of lines flowing onto further pages, the totals, the notes and a footer on every page.
 */
import { CURRENCY_SYMBOLS, formatMoney } from "@round/billing";
import PDFDocument from "pdfkit";

/**
 * The seller: its name, address lines (the array may be empty) and the identifiers an invoice carries, its
 * company registration number and tax ID (null or absent when it has none).
 */
export interface Seller {
  name: string;
  address: string[];
  registrationNumber?: string | null;
  taxId?: string | null;
}

/** The buyer, with its tax ids (`type` is eu_vat, gb_vat, au_abn, ca_gst_hst, us_ein…). */
export interface Buyer {
  name: string;
  email: string;
  company: string;
  address: string[];
  taxIds: { type: string; value: string }[];
}

// ---------------------------------------------------------------------------------------------------------
// Amounts, percentages and days as printed.

/** A PDF also writes the yen with its symbol. */
const SYMBOLS: Readonly<Record<string, string>> = { ...CURRENCY_SYMBOLS, JPY: "¥" };

/**
 * An amount as printed, exactly (no binary floats): rounded once, half away from zero, to the currency's
 * minor unit, thousands grouped, with the currency's symbol (USD, EUR, GBP, JPY) or its code ("CHF 12.00");
 * a negative amount as "-$5.80".
 */
export function formatAmount(amount: string, currency: string): string {
  return formatMoney(amount, currency.trim().toUpperCase(), SYMBOLS);
}

/** "-$5.80" for an amount taken off, whether it is given as 5.80 or -5.80. */
export function formatTakenOff(amount: string, currency: string): string {
  const text = amount.trim();
  return formatAmount(text.startsWith("-") ? text : `-${text.replace(/^\+/, "")}`, currency);
}

/** A rate's percentage as written: "20.0000" → "20", "7.2500" → "7.25" (the string itself, no floats). */
export function formatPercentage(percentage: string): string {
  const text = percentage.trim();
  return /^\d+\.\d+$/.test(text) ? text.replace(/\.?0+$/, "") : text;
}

/**
 * A tax line's label: "VAT 20%", "GST 10% (included)", and the amount it is on when given ("VAT 20% on
 * €54.00"). A rate whose name already says its percentage is not given it twice.
 */
export function taxLabel(
  tax: { name: string; percentage: string; inclusive?: boolean },
  on?: string,
): string {
  const name = clean(tax.name.trim()) || "Tax";
  const percentage = `${formatPercentage(tax.percentage)}%`;
  const rate = name.includes(percentage) ? name : `${name} ${percentage}`;
  return `${rate}${tax.inclusive ? " (included)" : ""}${on ? ` on ${on}` : ""}`;
}

const QUANTITY = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

/** A quantity as printed ("1,500"), or nothing when it is not a number. */
export function formatQuantity(quantity: number): string {
  return Number.isFinite(quantity) ? QUANTITY.format(quantity) : "";
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2027-04-01" → "Apr 1, 2027", read from the string itself (no Date, so no time zone can shift it). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day.trim());
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** "Apr 1, 2027 – Apr 30, 2027", or one end of it, or null when neither end is known. */
export function formatPeriod(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatDay(start)} – ${formatDay(end)}`;
  if (start) return `From ${formatDay(start)}`;
  if (end) return `Until ${formatDay(end)}`;
  return null;
}

/** How each type of tax id is named on a document; another type is a "Tax ID". */
const TAX_ID_NAMES: Readonly<Record<string, string>> = {
  eu_vat: "VAT number",
  gb_vat: "VAT number",
  au_abn: "ABN",
  ca_gst_hst: "GST/HST number",
  us_ein: "EIN",
};

/** "VAT number: DE123456788". */
export function formatTaxId(taxId: { type: string; value: string }): string {
  return `${TAX_ID_NAMES[taxId.type] ?? "Tax ID"}: ${taxId.value.trim()}`;
}

// ---------------------------------------------------------------------------------------------------------
// Text the standard fonts can draw.

/**
 * The standard PDF fonts draw WinAnsi (Windows-1252) characters only; anything else would come out as
 * garbage glyphs. Accented letters outside it lose their accent ("ł" → "l", "ő" → "o"), other characters
 * become "?", and control characters (tabs, stray newlines in one-line fields) become spaces.
 */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const LOOKALIKES: Readonly<Record<string, string>> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  Ŧ: "T",
  ŧ: "t",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "−": "-",
  "′": "'",
  "″": '"',
};

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

export function clean(text: string, { multiline = false } = {}): string {
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n").normalize("NFC")) {
    if (drawable(char)) out += char;
    else if (char === "\n") out += multiline ? "\n" : " ";
    else if (/\p{Cc}|\s/u.test(char)) out += " ";
    else if (LOOKALIKES[char]) out += LOOKALIKES[char];
    else if (/\p{Cf}/u.test(char)) continue;
    else {
      // A letter without its accent; a mark on its own (there is no letter to put it on) is left out.
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += [...base].every(drawable) ? base : "?";
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The page.

/** A4, in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
/** Below this the footer is drawn: nothing else goes lower. */
const BOTTOM = PAGE.height - 64;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - LEFT;

const INK = "#111827";
export const MUTED = "#6b7280";
const RULE = "#e5e7eb";

const REGULAR = "Helvetica";
export const BOLD = "Helvetica-Bold";

const STATUSES: Readonly<Record<string, { label: string; color: string }>> = {
  draft: { label: "DRAFT", color: "#6b7280" },
  open: { label: "OPEN", color: "#374151" },
  issued: { label: "ISSUED", color: "#374151" },
  paid: { label: "PAID", color: "#15803d" },
  partially_paid: { label: "PARTIALLY PAID", color: "#1d4ed8" },
  overdue: { label: "OVERDUE", color: "#dc2626" },
  voided: { label: "VOID", color: "#c2410c" },
};

export type Pdf = PDFKit.PDFDocument;

/** Writes `text` at (x, y) in the given style and returns the y below it. */
export function write(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  style: { font?: string; size: number; color?: string; width: number; align?: "left" | "right" | "center" },
): number {
  pdf
    .font(style.font ?? REGULAR)
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
  pdf.text(text, x, y, { width: style.width, align: style.align ?? "left" });
  return pdf.y;
}

function rule(pdf: Pdf, y: number, color = RULE, width = 0.75, from = LEFT, to = RIGHT): void {
  pdf.save().moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke().restore();
}

/** Starts a new page when `height` no longer fits below `y`; returns where to go on. */
function keepTogether(pdf: Pdf, y: number, height: number): number {
  if (y + height <= BOTTOM) return y;
  pdf.addPage();
  return MARGIN;
}

export interface Header {
  account: Seller;
  customer: Buyer;
  /** "INVOICE", "CREDIT NOTE". */
  title: string;
  /** The number, or "DRAFT". */
  number: string;
  status: string;
  /** Label and value, under the status; those without a value are left out. */
  dates: [string, string | null][];
}

/** The seller, the title, number, status and dates, and "Bill to"; returns the y below them. */
export function drawHeader(pdf: Pdf, header: Header): number {
  // Left: the seller.
  const leftWidth = 270;
  let left = write(pdf, clean(header.account.name), LEFT, MARGIN, { font: BOLD, size: 18, width: leftWidth });
  left += 4;
  const { registrationNumber, taxId } = header.account;
  const identifiers = [
    registrationNumber?.trim() ? `Registration No. ${registrationNumber.trim()}` : "",
    taxId?.trim() ? `Tax ID ${taxId.trim()}` : "",
  ];
  for (const line of [...header.account.address, ...identifiers]) {
    if (!line.trim()) continue;
    left = write(pdf, clean(line), LEFT, left, { size: 9, color: MUTED, width: leftWidth });
  }

  // Right: the title, the number, the status, the dates.
  const rightX = LEFT + 300;
  const rightWidth = RIGHT - rightX;
  let right = write(pdf, header.title, rightX, MARGIN, {
    font: BOLD,
    size: 22,
    width: rightWidth,
    align: "right",
  });
  right = write(pdf, clean(header.number), rightX, right + 2, {
    size: 11,
    color: MUTED,
    width: rightWidth,
    align: "right",
  });
  right = drawStatus(pdf, header.status, right + 8);
  right += 12;
  for (const [label, value] of header.dates) {
    if (!value) continue;
    write(pdf, label, rightX, right, { size: 9, color: MUTED, width: 80 });
    right = Math.max(
      pdf.y,
      write(pdf, clean(value), rightX + 80, right, { size: 9, width: rightWidth - 80, align: "right" }),
    );
    right += 3;
  }

  // Left, under the seller: the customer, then its tax ids.
  let billTo = left + 24;
  billTo = write(pdf, "BILL TO", LEFT, billTo, { font: BOLD, size: 8, color: MUTED, width: leftWidth });
  billTo += 3;
  const { customer } = header;
  billTo = write(pdf, clean(customer.name), LEFT, billTo, { font: BOLD, size: 11, width: leftWidth });
  billTo += 1;
  for (const line of [customer.company, customer.email, ...customer.address]) {
    if (!line?.trim()) continue;
    billTo = write(pdf, clean(line), LEFT, billTo, { size: 9.5, width: leftWidth });
  }
  const taxIds = customer.taxIds.filter((taxId) => taxId.value.trim());
  if (taxIds.length > 0) billTo += 3;
  for (const taxId of taxIds) {
    billTo = write(pdf, clean(formatTaxId(taxId)), LEFT, billTo, { size: 9.5, width: leftWidth });
  }
  return Math.max(billTo, right) + 28;
}

/** The status as a coloured label, right-aligned; returns the y below it. */
function drawStatus(pdf: Pdf, status: string, y: number): number {
  const known = STATUSES[status];
  const label = known?.label ?? clean(status.replace(/_/g, " ").toUpperCase());
  const color = known?.color ?? MUTED;
  pdf.font(BOLD).fontSize(9);
  const width = pdf.widthOfString(label, { characterSpacing: 0.5 }) + 14;
  const height = 17;
  const x = RIGHT - width;
  pdf.save().roundedRect(x, y, width, height, 3).lineWidth(1.2).strokeColor(color).stroke().restore();
  pdf
    .fillColor(color)
    .text(label, x, y + 4.5, { width, align: "center", characterSpacing: 0.5, lineBreak: false });
  return y + height;
}

/** A sentence across the page (a credit note's invoice, the reverse charge); returns the y below it. */
export function drawStatement(
  pdf: Pdf,
  text: string,
  top: number,
  style: { font?: string; size: number; color?: string } = { size: 10 },
): number {
  const cleaned = clean(text);
  pdf.font(style.font ?? REGULAR).fontSize(style.size);
  const y = keepTogether(pdf, top, pdf.heightOfString(cleaned, { width: WIDTH }));
  return write(pdf, cleaned, LEFT, y, { ...style, width: WIDTH });
}

// ---------------------------------------------------------------------------------------------------------
// The lines.

export interface TableRow {
  description: string;
  period: string | null;
  /** Left out (with its column) when the table has no quantities. */
  quantity?: string;
  amount: string;
}

function columnsOf(withQuantity: boolean) {
  return {
    description: { x: LEFT, width: withQuantity ? 285 : 345 },
    quantity: { x: LEFT + 295, width: 55 },
    amount: { x: LEFT + 360, width: WIDTH - 360 },
  };
}

/** The table's header row; returns the y below it. */
function drawTableHeader(pdf: Pdf, y: number, withQuantity: boolean, amountLabel: string): number {
  const columns = columnsOf(withQuantity);
  const style = { font: BOLD, size: 8, color: MUTED } as const;
  write(pdf, "DESCRIPTION", columns.description.x, y, { ...style, width: columns.description.width });
  if (withQuantity)
    write(pdf, "QTY", columns.quantity.x, y, { ...style, width: columns.quantity.width, align: "right" });
  write(pdf, amountLabel, columns.amount.x, y, { ...style, width: columns.amount.width, align: "right" });
  const below = y + 14;
  rule(pdf, below, INK, 1);
  return below + 8;
}

/** The lines, on as many pages as they take (the header repeated); returns the y below the last one. */
export function drawTable(
  pdf: Pdf,
  rows: TableRow[],
  top: number,
  options: { withQuantity: boolean; amountLabel: string },
): number {
  const { withQuantity, amountLabel } = options;
  const columns = columnsOf(withQuantity);
  let y = drawTableHeader(pdf, top, withQuantity, amountLabel);
  // The most a row can take: a fresh page under the table's header.
  const tallest = BOTTOM - (MARGIN + 22) - 12;
  for (const row of rows) {
    const description = clean(row.description, { multiline: true });
    const quantity = withQuantity ? (row.quantity ?? "") : "";
    const { period, amount } = row;

    pdf.font(REGULAR).fontSize(10);
    const periodHeight = period
      ? pdf.fontSize(8).heightOfString(period, { width: columns.description.width }) + 2
      : 0;
    pdf.fontSize(10);
    const fullHeight = pdf.heightOfString(description, { width: columns.description.width });
    const descriptionHeight = Math.min(fullHeight, tallest - periodHeight);
    const amountHeight = pdf.heightOfString(amount, { width: columns.amount.width });
    const quantityHeight = pdf.heightOfString(quantity, { width: columns.quantity.width });
    const height = Math.max(descriptionHeight + periodHeight, amountHeight, quantityHeight);

    // A little room to spare: pdfkit starts a new page itself for a line that only just reaches the bottom.
    if (y + height > BOTTOM - 2) {
      pdf.addPage();
      y = drawTableHeader(pdf, MARGIN, withQuantity, amountLabel);
    }
    pdf.font(REGULAR).fontSize(10).fillColor(INK);
    // A description taller than a whole page is cut, with an ellipsis, rather than spill over the footer.
    pdf.text(description, columns.description.x, y, {
      width: columns.description.width,
      ...(descriptionHeight < fullHeight ? { height: descriptionHeight, ellipsis: true } : {}),
    });
    if (period) {
      write(pdf, clean(period), columns.description.x, y + descriptionHeight + 2, {
        size: 8,
        color: MUTED,
        width: columns.description.width,
      });
    }
    if (withQuantity)
      write(pdf, quantity, columns.quantity.x, y, {
        size: 10,
        width: columns.quantity.width,
        align: "right",
      });
    write(pdf, amount, columns.amount.x, y, { size: 10, width: columns.amount.width, align: "right" });
    y += height + 7;
    rule(pdf, y - 1);
    y += 7;
  }
  return y;
}

// ---------------------------------------------------------------------------------------------------------
// The totals, the notes, the footers.

export interface TotalsRow {
  label: string;
  value: string;
  /** "total" and "due" are bold under a rule (the amount due larger); "aside" is small and muted. */
  emphasis?: "total" | "due" | "aside";
  /** A thin rule above the row: the start of a group. */
  ruleAbove?: boolean;
}

const TOTALS = { labelX: LEFT + 190, valueWidth: 110 };

/** The rows right-aligned under the lines, kept together on one page; returns the y below them. */
export function drawTotals(pdf: Pdf, rows: TotalsRow[], top: number): number {
  const labelX = TOTALS.labelX;
  const valueX = RIGHT - TOTALS.valueWidth;
  const labelWidth = valueX - labelX - 8;
  const styleOf = (row: TotalsRow) => ({
    font: row.emphasis === "total" || row.emphasis === "due" ? BOLD : REGULAR,
    size: row.emphasis === "due" ? 12 : row.emphasis === "aside" ? 9 : 10,
    color: row.emphasis === "aside" ? MUTED : INK,
  });
  // A long label (a tax rate's name) wraps within its column.
  const heightOf = (row: TotalsRow) => {
    const style = styleOf(row);
    pdf.font(style.font).fontSize(style.size);
    const text = pdf.heightOfString(row.label, { width: labelWidth });
    return row.emphasis === "due"
      ? Math.max(30, text + 16)
      : Math.max(row.emphasis === "aside" ? 16 : 19, text + 7);
  };
  const heights = rows.map(heightOf);
  // The totals stay together: on a page of their own when the lines left too little room.
  let y =
    keepTogether(
      pdf,
      top,
      heights.reduce((sum, height) => sum + height, 8),
    ) + 4;
  for (const [index, row] of rows.entries()) {
    const due = row.emphasis === "due";
    if (due) rule(pdf, y - 4, INK, 1, labelX, RIGHT);
    else if (row.emphasis === "total" || row.ruleAbove) rule(pdf, y - 4, RULE, 0.75, labelX, RIGHT);
    const style = styleOf(row);
    const rowY = due ? y + 4 : y;
    write(pdf, row.label, labelX, rowY, { ...style, width: labelWidth });
    write(pdf, row.value, valueX, rowY, { ...style, width: TOTALS.valueWidth, align: "right" });
    y += heights[index]!;
  }
  return y;
}

/** The memo under the totals (it flows onto a further page when it is long). */
export function drawMemo(pdf: Pdf, memo: string, top: number): void {
  const text = clean(memo.trim(), { multiline: true });
  pdf.font(REGULAR).fontSize(9.5);
  // The heading stays with the memo's first lines.
  let y = keepTogether(pdf, top + 20, 14 + Math.min(pdf.heightOfString(text, { width: WIDTH }), 40));
  y = write(pdf, "NOTES", LEFT, y, { font: BOLD, size: 8, color: MUTED, width: WIDTH });
  write(pdf, text, LEFT, y + 3, { size: 9.5, color: INK, width: WIDTH });
}

/** "Acme · Invoice INV-0001 · Page 1 of 2" at the foot of every page, and a watermark across each if given. */
function drawFooters(pdf: Pdf, footer: string, watermark: string | null): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Below the bottom margin, where pdfkit would otherwise start a new page for the text.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    if (watermark) {
      pdf.save().rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
      pdf.font(BOLD).fontSize(150).fillColor(STATUSES.voided!.color).fillOpacity(0.12);
      pdf.text(watermark, 0, PAGE.height / 2 - 75, { width: PAGE.width, align: "center", lineBreak: false });
      pdf.restore();
    }
    rule(pdf, PAGE.height - 48);
    write(pdf, `${footer} · Page ${index - start + 1} of ${count}`, LEFT, PAGE.height - 40, {
      size: 8,
      color: MUTED,
      width: WIDTH,
      align: "center",
    });
    pdf.page.margins.bottom = margin;
  }
}

/**
 * A document as a PDF file: `draw` fills the pages, then every page gets its footer (`footer`, then the page
 * number) and, for a void document, `watermark` across it.
 */
export function renderPdf(
  info: { title: string; author: string; subject: string; footer: string; watermark?: string | null },
  draw: (pdf: Pdf) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: "A4",
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: PAGE.height - BOTTOM },
      bufferPages: true,
      compress: true,
      info: { Title: clean(info.title), Author: clean(info.author), Subject: clean(info.subject) },
    });
    const chunks: Uint8Array[] = [];
    pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
    try {
      draw(pdf);
      drawFooters(pdf, clean(info.footer), info.watermark ?? null);
      pdf.end();
    } catch (error) {
      reject(error);
    }
  });
}
