/**
 * An invoice as a PDF a person sends to a client, drawn in-process with pdfkit (no browser, no font files:
 * the standard Helvetica fonts). A4 page: the seller (name, address, registration number and tax ID) at the
 * top left, the title, number and status at the
 * right, the dates, "Bill to", the lines (flowing onto further pages, the table's header repeated on each),
 * the totals and the memo; a footer with the page number on every page.
 */
import { CURRENCY_SYMBOLS, compareAmounts, formatMoney } from "@round/billing";
import PDFDocument from "pdfkit";

export interface InvoiceDocument {
  /**
   * The seller: its name, address lines (the array may be empty) and the identifiers an invoice carries,
   * its company registration number and tax ID (null or absent when it has none).
   */
  account: {
    name: string;
    address: string[];
    registrationNumber?: string | null;
    taxId?: string | null;
  };
  customer: { name: string; email: string; company: string; address: string[] };
  /** null for a draft: "DRAFT" is shown instead. */
  number: string | null;
  /** draft | open | paid | partially_paid | overdue | voided */
  status: string;
  /** ISO 4217: USD, EUR, JPY… */
  currency: string;
  /** Days as YYYY-MM-DD. */
  issueDate: string | null;
  dueDate: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** `amount` is an exact decimal string ("29.00", "-5.80"); "discount" lines are negative. */
  lines: {
    description: string;
    quantity: number;
    amount: string;
    periodStart: string | null;
    periodEnd: string | null;
    kind: string;
  }[];
  /** Decimal strings. `discount`, `creditApplied` and `amountPaid` are positive amounts taken off. */
  subtotal: string;
  discount: string;
  total: string;
  creditApplied: string;
  amountPaid: string;
  amountDue: string;
  memo: string | null;
}

// ---------------------------------------------------------------------------------------------------------
// Amounts, quantities and days as printed.

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
function formatTakenOff(amount: string, currency: string): string {
  const text = amount.trim();
  return formatAmount(text.startsWith("-") ? text : `-${text.replace(/^\+/, "")}`, currency);
}

const QUANTITY = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2027-04-01" → "Apr 1, 2027", read from the string itself (no Date, so no time zone can shift it). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day.trim());
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** "Apr 1, 2027 – Apr 30, 2027", or one end of it, or null when neither end is known. */
function formatPeriod(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatDay(start)} – ${formatDay(end)}`;
  if (start) return `From ${formatDay(start)}`;
  if (end) return `Until ${formatDay(end)}`;
  return null;
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

function clean(text: string, { multiline = false } = {}): string {
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

const COLUMNS = {
  description: { x: LEFT, width: 285 },
  quantity: { x: LEFT + 295, width: 55 },
  amount: { x: LEFT + 360, width: WIDTH - 360 },
};

const INK = "#111827";
const MUTED = "#6b7280";
const RULE = "#e5e7eb";

const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";

const STATUSES: Readonly<Record<string, { label: string; color: string }>> = {
  draft: { label: "DRAFT", color: "#6b7280" },
  open: { label: "OPEN", color: "#374151" },
  paid: { label: "PAID", color: "#15803d" },
  partially_paid: { label: "PARTIALLY PAID", color: "#1d4ed8" },
  overdue: { label: "OVERDUE", color: "#dc2626" },
  voided: { label: "VOID", color: "#c2410c" },
};

type Pdf = PDFKit.PDFDocument;

/** Writes `text` at (x, y) in the given style and returns the y below it. */
function write(
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

/** The seller, the title, number, status and dates, and "Bill to"; returns the y below them. */
function drawHeader(pdf: Pdf, invoice: InvoiceDocument): number {
  // Left: the seller.
  const leftWidth = 270;
  let left = write(pdf, clean(invoice.account.name), LEFT, MARGIN, {
    font: BOLD,
    size: 18,
    width: leftWidth,
  });
  left += 4;
  const { registrationNumber, taxId } = invoice.account;
  const identifiers = [
    registrationNumber?.trim() ? `Registration No. ${registrationNumber.trim()}` : "",
    taxId?.trim() ? `Tax ID ${taxId.trim()}` : "",
  ];
  for (const line of [...invoice.account.address, ...identifiers]) {
    if (!line.trim()) continue;
    left = write(pdf, clean(line), LEFT, left, { size: 9, color: MUTED, width: leftWidth });
  }

  // Right: the title, the number, the status, the dates.
  const rightX = LEFT + 300;
  const rightWidth = RIGHT - rightX;
  let right = write(pdf, "INVOICE", rightX, MARGIN, {
    font: BOLD,
    size: 22,
    width: rightWidth,
    align: "right",
  });
  right = write(pdf, invoice.number === null ? "DRAFT" : clean(invoice.number), rightX, right + 2, {
    size: 11,
    color: MUTED,
    width: rightWidth,
    align: "right",
  });
  right = drawStatus(pdf, invoice.status, right + 8);
  right += 12;
  const period = formatPeriod(invoice.periodStart, invoice.periodEnd);
  const dates: [string, string | null][] = [
    ["Issue date", invoice.issueDate && formatDay(invoice.issueDate)],
    ["Due date", invoice.dueDate && formatDay(invoice.dueDate)],
    ["Billing period", period],
  ];
  for (const [label, value] of dates) {
    if (!value) continue;
    write(pdf, label, rightX, right, { size: 9, color: MUTED, width: 80 });
    right = Math.max(
      pdf.y,
      write(pdf, clean(value), rightX + 80, right, { size: 9, width: rightWidth - 80, align: "right" }),
    );
    right += 3;
  }

  // Left, under the seller: the customer.
  let billTo = left + 24;
  billTo = write(pdf, "BILL TO", LEFT, billTo, { font: BOLD, size: 8, color: MUTED, width: leftWidth });
  billTo += 3;
  const { customer } = invoice;
  billTo = write(pdf, clean(customer.name), LEFT, billTo, { font: BOLD, size: 11, width: leftWidth });
  billTo += 1;
  for (const line of [customer.company, customer.email, ...customer.address]) {
    if (!line?.trim()) continue;
    billTo = write(pdf, clean(line), LEFT, billTo, { size: 9.5, width: leftWidth });
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

/** The table's header row; returns the y below it. */
function drawTableHeader(pdf: Pdf, y: number): number {
  const style = { font: BOLD, size: 8, color: MUTED } as const;
  write(pdf, "DESCRIPTION", COLUMNS.description.x, y, { ...style, width: COLUMNS.description.width });
  write(pdf, "QTY", COLUMNS.quantity.x, y, { ...style, width: COLUMNS.quantity.width, align: "right" });
  write(pdf, "AMOUNT", COLUMNS.amount.x, y, { ...style, width: COLUMNS.amount.width, align: "right" });
  const below = y + 14;
  rule(pdf, below, INK, 1);
  return below + 8;
}

/** The lines, on as many pages as they take; returns the y below the last one. */
function drawLines(pdf: Pdf, invoice: InvoiceDocument, top: number): number {
  let y = drawTableHeader(pdf, top);
  // The most a row can take: a fresh page under the table's header.
  const tallest = BOTTOM - (MARGIN + 22) - 12;
  for (const line of invoice.lines) {
    const description = clean(line.description, { multiline: true });
    const period = formatPeriod(line.periodStart, line.periodEnd);
    const quantity = Number.isFinite(line.quantity) ? QUANTITY.format(line.quantity) : "";
    const amount = formatAmount(line.amount, invoice.currency);

    pdf.font(REGULAR).fontSize(10);
    const periodHeight = period
      ? pdf.fontSize(8).heightOfString(period, { width: COLUMNS.description.width }) + 2
      : 0;
    pdf.fontSize(10);
    const fullHeight = pdf.heightOfString(description, { width: COLUMNS.description.width });
    const descriptionHeight = Math.min(fullHeight, tallest - periodHeight);
    const amountHeight = pdf.heightOfString(amount, { width: COLUMNS.amount.width });
    const quantityHeight = pdf.heightOfString(quantity, { width: COLUMNS.quantity.width });
    const height = Math.max(descriptionHeight + periodHeight, amountHeight, quantityHeight);

    // A little room to spare: pdfkit starts a new page itself for a line that only just reaches the bottom.
    if (y + height > BOTTOM - 2) {
      pdf.addPage();
      y = drawTableHeader(pdf, MARGIN);
    }
    pdf.font(REGULAR).fontSize(10).fillColor(INK);
    // A description taller than a whole page is cut, with an ellipsis, rather than spill over the footer.
    pdf.text(description, COLUMNS.description.x, y, {
      width: COLUMNS.description.width,
      ...(descriptionHeight < fullHeight ? { height: descriptionHeight, ellipsis: true } : {}),
    });
    if (period) {
      write(pdf, clean(period), COLUMNS.description.x, y + descriptionHeight + 2, {
        size: 8,
        color: MUTED,
        width: COLUMNS.description.width,
      });
    }
    write(pdf, quantity, COLUMNS.quantity.x, y, { size: 10, width: COLUMNS.quantity.width, align: "right" });
    write(pdf, amount, COLUMNS.amount.x, y, { size: 10, width: COLUMNS.amount.width, align: "right" });
    y += height + 7;
    rule(pdf, y - 1);
    y += 7;
  }
  return y;
}

/** Subtotal, discount, total, credit, payments and the amount due, right-aligned; returns the y below. */
function drawTotals(pdf: Pdf, invoice: InvoiceDocument, top: number): number {
  const { currency } = invoice;
  const nonZero = (amount: string) => compareAmounts(amount, "0") !== 0;
  const rows: { label: string; value: string; emphasis?: "total" | "due" }[] = [
    { label: "Subtotal", value: formatAmount(invoice.subtotal, currency) },
  ];
  if (nonZero(invoice.discount))
    rows.push({ label: "Discount", value: formatTakenOff(invoice.discount, currency) });
  rows.push({ label: "Total", value: formatAmount(invoice.total, currency), emphasis: "total" });
  if (nonZero(invoice.creditApplied)) {
    rows.push({ label: "Credit applied", value: formatTakenOff(invoice.creditApplied, currency) });
  }
  if (nonZero(invoice.amountPaid)) {
    rows.push({ label: "Amount paid", value: formatTakenOff(invoice.amountPaid, currency) });
  }
  rows.push({ label: "Amount due", value: formatAmount(invoice.amountDue, currency), emphasis: "due" });

  const labelX = LEFT + 270;
  const labelWidth = 100;
  const valueX = labelX + labelWidth;
  const valueWidth = RIGHT - valueX;
  const rowHeight = (row: (typeof rows)[number]) => (row.emphasis === "due" ? 30 : 19);
  const height = rows.reduce((sum, row) => sum + rowHeight(row), 8);
  let y = top;
  // The totals stay together: on a page of their own when the lines left too little room.
  if (y + height > BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 4;
  for (const row of rows) {
    if (row.emphasis) {
      rule(pdf, y - 4, row.emphasis === "due" ? INK : RULE, row.emphasis === "due" ? 1 : 0.75, labelX, RIGHT);
    }
    const due = row.emphasis === "due";
    const style = { font: row.emphasis ? BOLD : REGULAR, size: due ? 12 : 10 };
    const rowY = due ? y + 4 : y;
    write(pdf, row.label, labelX, rowY, { ...style, width: labelWidth });
    write(pdf, row.value, valueX, rowY, { ...style, width: valueWidth, align: "right" });
    y += rowHeight(row);
  }
  return y;
}

/** The memo under the totals (it flows onto a further page when it is long). */
function drawMemo(pdf: Pdf, memo: string, top: number): void {
  const text = clean(memo.trim(), { multiline: true });
  let y = top + 20;
  pdf.font(REGULAR).fontSize(9.5);
  // The heading stays with the memo's first lines.
  if (y + 14 + Math.min(pdf.heightOfString(text, { width: WIDTH }), 40) > BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }
  y = write(pdf, "NOTES", LEFT, y, { font: BOLD, size: 8, color: MUTED, width: WIDTH });
  write(pdf, text, LEFT, y + 3, { size: 9.5, color: INK, width: WIDTH });
}

/** "Invoice INV-0001 · Page 1 of 2" at the foot of every page. */
function drawFooters(pdf: Pdf, invoice: InvoiceDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  const name = invoice.number === null ? "Draft invoice" : `Invoice ${clean(invoice.number)}`;
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Below the bottom margin, where pdfkit would otherwise start a new page for the text.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    rule(pdf, PAGE.height - 48);
    write(
      pdf,
      `${clean(invoice.account.name)} · ${name} · Page ${index - start + 1} of ${count}`,
      LEFT,
      PAGE.height - 40,
      {
        size: 8,
        color: MUTED,
        width: WIDTH,
        align: "center",
      },
    );
    pdf.page.margins.bottom = margin;
  }
}

/** The invoice as a PDF file. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: "A4",
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: PAGE.height - BOTTOM },
      bufferPages: true,
      compress: true,
      info: {
        Title: `Invoice ${invoice.number === null ? "DRAFT" : clean(invoice.number)}`,
        Author: clean(invoice.account.name),
        Subject: `Invoice for ${clean(invoice.customer.name)}`,
      },
    });
    const chunks: Uint8Array[] = [];
    pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
    try {
      const tableTop = drawHeader(pdf, invoice);
      const linesEnd = drawLines(pdf, invoice, tableTop);
      const totalsEnd = drawTotals(pdf, invoice, linesEnd + 4);
      if (invoice.memo?.trim()) drawMemo(pdf, invoice.memo, totalsEnd);
      drawFooters(pdf, invoice);
      pdf.end();
    } catch (error) {
      reject(error);
    }
  });
}
