import { serverErrorText } from "@round/forms";

/** The spec's fixed messages (accounts document, section 8) that the client and the session use. */
export const coreMessages = {
  network: "Network error. Please try again.",
  unexpected: "An unexpected error occurred",
  loginFailed: "Login failed",
  loginUserFailed: "Failed to retrieve user information after login",
  loadUserFailed: "Failed to load user data",
  noUserData: "No user data received from the me endpoint",
} as const;

/** An answer from the server that was not a success, carrying the text a person should read. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** Field errors of the body (`errors[].field`), for mapping onto a form. */
  get fieldErrors(): Array<{ field?: string; code?: string; description: string }> {
    const errors = (this.body as { errors?: unknown })?.errors;
    if (!Array.isArray(errors)) return [];
    return errors
      .filter((item): item is { field?: string; code?: string; description: string } => {
        return typeof item === "object" && item !== null && typeof item.description === "string";
      })
      .map(({ field, code, description }) => ({ field, code, description }));
  }
}

/**
 * The spec's error-text rule: the first description of an errors array (or of an array body, or its first
 * string), else the body's message, else its error field, else the given default. The same rule the forms
 * apply to a failed submission, so a message reads the same wherever it shows.
 */
export function extractErrorMessage(body: unknown, fallback: string): string {
  if (typeof body === "string" && body.length >= 300) return fallback;
  return serverErrorText(body, fallback);
}
