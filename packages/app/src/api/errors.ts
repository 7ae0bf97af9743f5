import { coreMessages } from "./apiError";

export { ApiError, extractErrorMessage } from "./apiError";

/** The spec's fixed messages (accounts document, section 8). */
export const messages = {
  ...coreMessages,
  unexpectedRetry: "An unexpected error occurred. Please try again.",
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
  unableToLoadUser: "Unable to load user data. Please try refreshing the page.",
  saveOrganizationFailed: "Failed to save organization",
  saveAddressFailed: "Failed to save address",
  deleteAddressFailed: "Failed to delete address",
  loadOrganizationFailed: "Failed to load organization data",
  loadOnboardingFailed: "Failed to load onboarding data",
  organizationIdMissing: "Organization ID not found for address creation",
  addressIncomplete: "Address information is incomplete",
  unknownError: "An unknown error occurred",
  // Settings (texts of our own: the spec shows no Settings screen).
  loadMembersFailed: "Failed to load team members",
  changeRoleFailed: "Failed to change the role",
  removeMemberFailed: "Failed to remove the member",
  loadInvitationsFailed: "Failed to load invitations",
  resendInvitationFailed: "Failed to resend the invitation",
  revokeInvitationFailed: "Failed to revoke the invitation",
  loadSessionsFailed: "Failed to load your sessions",
  endSessionFailed: "Failed to sign out the session",
  changePasswordFailed: "Failed to change your password",
  loadProductsFailed: "Failed to load products",
  loadChecklistFailed: "Failed to load your setup progress",
  loadApiKeysFailed: "Failed to load API keys",
  createApiKeyFailed: "Failed to create the API key",
  rollApiKeyFailed: "Failed to roll the API key",
  revokeApiKeyFailed: "Failed to revoke the API key",
  loadEventsFailed: "Failed to load events",
  loadWebhookEndpointsFailed: "Failed to load webhook endpoints",
  loadWebhookEndpointFailed: "Failed to load the webhook endpoint",
  createWebhookEndpointFailed: "Failed to add the endpoint",
  updateWebhookEndpointFailed: "Failed to save the endpoint",
  deleteWebhookEndpointFailed: "Failed to delete the endpoint",
  rotateWebhookSecretFailed: "Failed to rotate the signing secret",
  sendWebhookTestFailed: "Failed to send the test event",
  loadWebhookDeliveriesFailed: "Failed to load deliveries",
  retryWebhookDeliveryFailed: "Failed to retry the delivery",
  replayWebhookDeliveriesFailed: "Failed to replay the deliveries",
} as const;

/**
 * An error popup in the spec's words: the title says what failed; the text the failure carries (the
 * server's, by the rule of section 8, or the call's default) follows when it says something more.
 */
export function failureToast(title: string, error: unknown) {
  const detail = error instanceof Error && error.message && error.message !== title ? error.message : null;
  return { kind: "error" as const, title, ...(detail ? { description: detail } : {}) };
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
