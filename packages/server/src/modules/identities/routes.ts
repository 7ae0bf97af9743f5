import {
  loginResultResponse,
  logoutResultResponse,
  messageResponse,
  passwordChangeSchema,
  refreshResultResponse,
  registerBusinessPayloadSchema,
  registerPayloadSchema,
  resendConfirmationSchema,
  sessionListResponse,
  userResponse,
} from "@round/forms/schemas";
import { verifyBearer } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { signInClient } from "../../http/client-ip.ts";
import {
  confirmQuerySchema,
  loginWireSchema,
  logoutSchema,
  profileUpdateSchema,
  refreshTokenSchema,
  resetPasswordSchema,
} from "./schemas.ts";
import { identityService } from "./service.ts";

const tag = "Identity";

/** /identities/*: sign-up, confirmation, sign-in, tokens, the current user, password reset. */
export function identityRoutes(api: Api, deps: Deps): void {
  const identities = identityService(deps);

  api.post(
    "/identities/register",
    {
      tag,
      summary: "Create a personal account",
      description:
        "Creates an unconfirmed user who owns a new personal account, and emails a confirmation link (valid 24 h).",
      body: registerPayloadSchema,
      response: messageResponse,
      errors: {
        400: "Invalid field (the shared schema's message)",
        409: "The address is taken",
        429: "Too many sign-ups",
      },
    },
    async (c, { body }) => c.json(await identities.register(body, c.get("clientIp"))),
  );

  api.post(
    "/identities/register-business",
    {
      tag,
      summary: "Create a business account",
      description:
        "Like register, plus company and (optional, all-or-nothing) billing address details, which become the account's organization and its address when the email is confirmed.",
      body: registerBusinessPayloadSchema,
      response: messageResponse,
      errors: { 400: "Invalid field", 409: "The address is taken", 429: "Too many sign-ups" },
    },
    async (c, { body }) => c.json(await identities.registerBusiness(body, c.get("clientIp"))),
  );

  api.get(
    "/identities/confirm-email",
    {
      tag,
      summary: "Confirm an email address",
      query: confirmQuerySchema,
      response: messageResponse,
      errors: { 400: "Invalid, used or expired link" },
    },
    async (c, { query }) => c.json(await identities.confirmEmail(query.userId, query.token)),
  );

  api.post(
    "/identities/confirm-email-and-login",
    {
      tag,
      summary: "Confirm an email address and sign in",
      description: "Takes userId and token from the query string and an empty body; answers like login.",
      query: confirmQuerySchema,
      response: loginResultResponse,
      errors: { 400: "Invalid, used or expired link" },
    },
    async (c, { query }) =>
      c.json(await identities.confirmEmailAndLogin(query.userId, query.token, signInClient(c))),
  );

  api.post(
    "/identities/resend",
    {
      tag,
      summary: "Send a new confirmation email",
      description: "Answers the same whether or not the address has an account waiting for confirmation.",
      body: resendConfirmationSchema,
      response: messageResponse,
      errors: { 400: "Invalid email", 429: "Too many requests" },
    },
    async (c, { body }) => c.json(await identities.resend(body.email, c.get("clientIp"))),
  );

  api.post(
    "/identities/login",
    {
      tag,
      summary: "Sign in",
      description:
        "identifier is the email; password is base64-encoded when encoded is true. After 5 failed attempts for an address within 15 minutes, answers 429 with Retry-After.",
      body: loginWireSchema,
      response: loginResultResponse,
      errors: {
        400: "Invalid field",
        401: "Invalid email or password",
        403: "Email address not confirmed yet ('Please confirm your email address before signing in.')",
        429: "Too many failed attempts",
      },
    },
    async (c, { body }) => c.json(await identities.login(body, signInClient(c))),
  );

  api.post(
    "/identities/refresh-token",
    {
      tag,
      summary: "Exchange a refresh token for new tokens",
      description:
        "Refresh tokens are single use. Presenting one that was already exchanged ends the whole session (reuse detection).",
      body: refreshTokenSchema,
      response: refreshResultResponse,
      errors: { 400: "Missing refresh token", 401: "Invalid, expired, revoked or reused refresh token" },
    },
    async (c, { body }) => c.json(await identities.refresh(body.refreshToken)),
  );

  api.post(
    "/identities/logout",
    {
      tag,
      summary: "Sign out",
      description:
        "Ends the session of the Bearer access token (and of refreshToken, when one is given in the body): its refresh tokens stop working and its access tokens are refused.",
      body: logoutSchema,
      response: logoutResultResponse,
      errors: { 401: "Neither a valid access token nor a refresh token of the caller" },
    },
    async (c, { body }) => {
      const header = c.req.header("authorization");
      const claims = header
        ? await verifyBearer(header, deps.jwtKey, deps.clock.now()).catch(() => undefined)
        : undefined;
      return c.json(await identities.logout(claims, body.refreshToken));
    },
  );

  api.get(
    "/identities/me",
    {
      tag,
      auth: true,
      summary: "The signed-in user",
      response: userResponse,
      errors: { 401: "Not signed in, or the session ended" },
    },
    async (_c, { claims }) => api.json(await identities.me(claims)),
  );

  api.put(
    "/identities/me",
    {
      tag,
      auth: true,
      summary: "Update your name and phone number",
      body: profileUpdateSchema,
      response: userResponse,
      errors: { 400: "Invalid field", 401: "Not signed in, or the session ended" },
    },
    async (c, { claims, body }) => c.json(await identities.updateProfile(claims, body)),
  );

  api.post(
    "/identities/me/password",
    {
      tag,
      auth: true,
      summary: "Change your password",
      description:
        "Needs the current password; the new one follows the sign-up rules. Every other session of yours is signed out; this one stays. After 5 wrong current passwords in 15 minutes, answers 429 with Retry-After.",
      body: passwordChangeSchema,
      response: messageResponse,
      errors: {
        400: "Invalid new password, the same as the current one, or a wrong current password ('The current password is incorrect.')",
        401: "Not signed in, or the session ended",
        429: "Too many wrong current passwords",
      },
    },
    async (c, { claims, body }) => c.json(await identities.changePassword(claims, body)),
  );

  api.get(
    "/identities/me/sessions",
    {
      tag,
      auth: true,
      summary: "Your signed-in sessions",
      description:
        "Each sign-in that can still renew its tokens: when it began and was last used (sign-in or token refresh), the browser and system read from its User-Agent, its IP address, and whether it is the session asking.",
      response: sessionListResponse,
      errors: { 401: "Not signed in, or the session ended" },
    },
    async (c, { claims }) => c.json(await identities.sessions(claims)),
  );

  api.delete(
    "/identities/me/sessions/:id",
    {
      tag,
      auth: true,
      summary: "Sign out one of your sessions",
      description: "Its refresh tokens stop working and its access tokens are refused at once.",
      response: messageResponse,
      errors: { 401: "Not signed in, or the session ended", 404: "No such open session of yours" },
    },
    async (c, { claims }) => c.json(await identities.endSession(claims, param(c, "id"))),
  );

  api.post(
    "/identities/forgot-password",
    {
      tag,
      summary: "Email a password reset link",
      description:
        "The link (valid 1 h, single use) goes to the address if it has an account; the answer is the same either way.",
      body: resendConfirmationSchema,
      response: messageResponse,
      errors: { 400: "Invalid email", 429: "Too many requests" },
    },
    async (c, { body }) => c.json(await identities.forgotPassword(body.email, c.get("clientIp"))),
  );

  api.post(
    "/identities/reset-password",
    {
      tag,
      summary: "Set a new password with a reset link",
      description: "Signs the user out everywhere.",
      body: resetPasswordSchema,
      response: messageResponse,
      errors: { 400: "Invalid password, or an invalid, used or expired link", 429: "Too many attempts" },
    },
    async (c, { body }) => c.json(await identities.resetPassword(body, c.get("clientIp"))),
  );
}
