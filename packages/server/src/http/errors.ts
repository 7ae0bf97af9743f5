import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isUuid } from "./validation.ts";

/** One entry of the error body's `errors` list; `field` names the request field at fault, when there is one. */
export interface ErrorItem {
  code: string;
  description: string;
  field?: string;
}

/** The error body of every endpoint: `{ message, errors: [{ code, description, field }] }`. */
export interface ErrorBody {
  message: string;
  errors: ErrorItem[];
}

/** An answer other than success, thrown by routes and services and turned into the error body. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: ErrorItem[];
  readonly headers: Record<string, string>;
  /** Extra top-level fields some contracts read (the login result's `succeeded`, `token`, …). */
  readonly extra: Record<string, unknown>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: {
      code?: string;
      errors?: ErrorItem[];
      headers?: Record<string, string>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = options.errors ?? [{ code: options.code ?? codeForStatus(status), description: message }];
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }

  body(): ErrorBody & Record<string, unknown> {
    return { ...this.extra, message: this.message, errors: this.errors };
  }
}

export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return "BAD_REQUEST";
    case 401:
      return "UNAUTHORIZED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 409:
      return "CONFLICT";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 429:
      return "RATE_LIMITED";
    default:
      return status >= 500 ? "INTERNAL_ERROR" : "ERROR";
  }
}

export const badRequest = (message: string, code = "BAD_REQUEST", field?: string) =>
  new ApiError(400, message, { errors: [{ code, description: message, ...(field ? { field } : {}) }] });
export const unauthorized = (message = "Authentication is required.") =>
  new ApiError(401, message, { code: "UNAUTHORIZED" });
export const forbidden = (message = "You do not have permission to do this.") =>
  new ApiError(403, message, { code: "FORBIDDEN" });
export const notFound = (message = "Not found.") => new ApiError(404, message, { code: "NOT_FOUND" });
export const conflict = (message: string, code = "CONFLICT") => new ApiError(409, message, { code });

export function tooManyRequests(
  retryAfterSeconds: number,
  message = "Too many attempts. Please try again later.",
) {
  return new ApiError(429, message, {
    code: "RATE_LIMITED",
    headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

/** A validation failure: the first item's description is what the app shows (the spec's extraction rule). */
export function validationFailed(errors: ErrorItem[]): ApiError {
  return new ApiError(400, errors[0]?.description ?? "The request is not valid.", { errors });
}

/** 409 naming the field at fault. */
export function conflictOn(field: string | undefined, message: string, code = "CONFLICT") {
  return new ApiError(409, message, {
    errors: [{ code, description: message, ...(field ? { field } : {}) }],
  });
}

/** The id of a path as the tables hold it; one that is not a UUID is a record that does not exist (404). */
export function recordId(id: string, message: string): string {
  if (!isUuid(id)) throw notFound(message);
  return id.toLowerCase();
}
