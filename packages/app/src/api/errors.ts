import { serverErrorText } from "@round/forms";

/** The spec's fixed messages (accounts document, section 8). */
export const messages = {
  network: "Network error. Please try again.",
  unexpected: "An unexpected error occurred",
  unexpectedRetry: "An unexpected error occurred. Please try again.",
  loginFailed: "Login failed",
  loginUserFailed: "Failed to retrieve user information after login",
  registrationFailed: "Registration failed",
  businessRegistrationFailed: "Business registration failed",
  registrationSuccess: "Registration successful. Please check your email to confirm your account.",
  tokenRefreshFailed: "Token refresh failed",
  noRefreshToken: "No refresh token available",
  noToken: "No authentication token found",
  confirmationFailed: "Email confirmation failed",
  confirmationFailedRetry: "Email confirmation failed. Please try again.",
  invalidConfirmationLink: "Invalid confirmation link. Please check your email and try again.",
  resendFailed: "Failed to resend confirmation email",
  resendFailedRetry: "Failed to resend confirmation email. Please try again.",
  fetchOrganizationFailed: "Failed to fetch organization",
  createOrganizationFailed: "Failed to create organization",
  updateOrganizationFailed: "Failed to update organization",
  deleteOrganizationFailed: "Failed to delete organization",
  createAddressFailed: "Failed to create address",
  fetchAddressesFailed: "Failed to fetch addresses",
  inviteFailed: "Failed to send invitation",
  registerWithInvitationFailed: "Failed to register with invitation",
  loadUserFailed: "Failed to load user data",
  unableToLoadUser: "Unable to load user data. Please try refreshing the page.",
  saveOrganizationFailed: "Failed to save organization",
  saveAddressFailed: "Failed to save address",
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

/** Whether a login error should offer the resend-confirmation link (it mentions both email and confirm). */
export function mentionsUnconfirmedEmail(message: string | null | undefined): boolean {
  if (!message) return false;
  const text = message.toLowerCase();
  return text.includes("email") && text.includes("confirm");
}

/** Blanks every field whose name contains password, token or secret, at any depth, before display or logging. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = /password|token|secret/i.test(key) ? "" : redactSecrets(item);
    }
    return out as T;
  }
  return value;
}
