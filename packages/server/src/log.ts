import type { LogLevel } from "./config.ts";

// The spec's three words, and a card's number and security code (which only the payment gateway may see).
const SENSITIVE = /password|token|secret|cardnumber|cvc/i;

/**
 * The values bound to a failed query ("Failed query: … params: …", Drizzle's error message): tokens,
 * hashes and personal data. The section runs to the end of the message, or to the stack's first frame.
 */
const PARAMS_SECTION = /(^|\n)(\s*params:)[\s\S]*?(?=\n\s+at |$)/g;
/** 12 to 19 digits, maybe in groups: what a card number looks like in any text. */
const CARD_LIKE = /(?<!\d)\d(?:[ -]?\d){11,18}(?!\d)/g;
/** A run of 32 or more base64url characters: a token, a key or a digest (UUIDs are kept). */
const TOKEN_LIKE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text with query parameters and token- or card-number-looking values taken out, for messages and stacks. */
export function scrubSecrets(text: string): string {
  return text
    .replace(PARAMS_SECTION, "$1$2 [redacted]")
    .replace(TOKEN_LIKE, (run) => (UUID.test(run) ? run : "[redacted]"))
    .replace(CARD_LIKE, "[redacted]");
}

/**
 * The spec's helper: fields whose names contain password, token or secret are blanked, at any depth.
 * Text is scrubbed too (`scrubSecrets`): an error's message may quote the values of a failed query.
 */
export function redact<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === "string") return scrubSecrets(value) as T;
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[circular]" as T;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, seen)) as T;
  if (value instanceof Error) {
    return {
      name: value.name,
      message: scrubSecrets(value.message),
      stack: value.stack === undefined ? undefined : scrubSecrets(value.stack),
      ...(value.cause !== undefined ? { cause: redact(value.cause, seen) } : {}),
    } as T;
  }
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = SENSITIVE.test(key) ? "" : redact(field, seen);
  }
  return out as T;
}

/** Blanks sensitive query parameters (confirmation and reset links carry tokens). */
export function redactUrl(url: string): string {
  // A customer's page carries its link's token in its path: it never reaches a log.
  const path = url.replace(/^(\/(?:api\/)?(?:portal|pay|checkout)\/)[^/?#]+/, "$1[token]");
  return path.replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, sep: string, key: string) =>
    SENSITIVE.test(decodeURIComponentSafe(key)) ? `${sep}${key}=` : whole,
  );
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One line per event: a readable message, then the redacted fields as JSON. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const threshold = ORDER[level];
  const emit = (at: Exclude<LogLevel, "silent">, message: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < threshold) return;
    const extra = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(redact(fields))}` : "";
    // Warnings and errors often quote an error's message. (Info lines keep their text: the dev mailbox's
    // links are printed at info on purpose.)
    const text = ORDER[at] >= ORDER.warn ? scrubSecrets(message) : message;
    write(`${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${text}${extra}\n`);
  };
  return {
    debug: (message, fields) => emit("debug", message, fields),
    info: (message, fields) => emit("info", message, fields),
    warn: (message, fields) => emit("warn", message, fields),
    error: (message, fields) => emit("error", message, fields),
  };
}
