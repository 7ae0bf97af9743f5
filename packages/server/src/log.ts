import type { LogLevel } from "./config.ts";

const SENSITIVE = /password|token|secret/i;

/** The spec's helper: fields whose names contain password, token or secret are blanked, at any depth. */
export function redact<T>(value: T, seen = new WeakSet<object>()): T {
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[circular]" as T;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, seen)) as T;
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack } as T;
  }
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = SENSITIVE.test(key) ? "" : redact(field, seen);
  }
  return out as T;
}

/** Blanks sensitive query parameters (confirmation and reset links carry tokens). */
export function redactUrl(url: string): string {
  return url.replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, sep: string, key: string) =>
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
    write(`${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${extra}\n`);
  };
  return {
    debug: (message, fields) => emit("debug", message, fields),
    info: (message, fields) => emit("info", message, fields),
    warn: (message, fields) => emit("warn", message, fields),
    error: (message, fields) => emit("error", message, fields),
  };
}
