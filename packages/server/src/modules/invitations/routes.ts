import {
  invitationChangeResponse,
  invitationListResponse,
  invitationLookupResponse,
  loginResultResponse,
} from "@round/forms/schemas";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { signInClient } from "../../http/client-ip.ts";
import {
  invitationListQuery,
  invitationLookupQuery,
  inviteWireSchema,
  registerWithInvitationSchema,
} from "./schemas.ts";
import { invitationService } from "./service.ts";

const tag = "Invitations";

/** Invitations: /identities/invite-user, /identities/invitations…, /identities/register-with-invitation. */
export function invitationRoutes(api: Api, deps: Deps): void {
  const service = invitationService(deps);

  api.post(
    "/identities/invite-user",
    {
      tag,
      auth: true,
      summary: "Invite someone to an account",
      description:
        "Role is a number from 1 (Admin) to 17 (Viewer): SuperAdmin (0) and Guest (18) cannot be invited. Emails an accept link valid 7 days. One pending invitation per address per account.",
      body: inviteWireSchema,
      response: invitationChangeResponse,
      status: 201,
      errors: {
        400: "Invalid email or role, missing account, or your own address",
        401: "Not signed in",
        403: "Your role may not invite, or not give that role",
        404: "Not your account",
        409: "Already invited, or already a member",
      },
    },
    async (c, { claims, body }) => c.json(await service.invite(claims, body), 201),
  );
  api.get(
    "/identities/invitations/lookup",
    {
      tag,
      summary: "What an invitation link is for (the accept page)",
      query: invitationLookupQuery,
      response: invitationLookupResponse,
      errors: { 404: "Invalid, used, revoked or expired invitation" },
    },
    async (c, { query }) => c.json(await service.lookup(query.token)),
  );
  api.get(
    "/identities/invitations",
    {
      tag,
      auth: true,
      summary: "Pending invitations of an account (your first account when none is named)",
      query: invitationListQuery,
      response: invitationListResponse,
      errors: { 401: "Not signed in", 403: "Your role may not invite", 404: "Not your account" },
    },
    async (c, { claims, query }) => c.json(await service.list(claims, query.roundAccountId)),
  );
  api.delete(
    "/identities/invitations/:id",
    {
      tag,
      auth: true,
      summary: "Revoke an invitation",
      response: invitationChangeResponse,
      errors: {
        401: "Not signed in",
        403: "Your role may not invite",
        404: "No such invitation in your accounts",
        409: "Already accepted",
      },
    },
    async (c, { claims }) => c.json(await service.revoke(claims, param(c, "id"))),
  );
  api.post(
    "/identities/invitations/:id/resend",
    {
      tag,
      auth: true,
      summary: "Send an invitation again",
      description:
        "Emails a new accept link, valid 7 days from now; the link sent before stops working. Only a pending invitation (also one whose link has expired).",
      response: invitationChangeResponse,
      errors: {
        401: "Not signed in",
        403: "Your role may not invite, or not give the invitation's role",
        404: "No such invitation in your accounts",
        409: "Already accepted, or revoked",
      },
    },
    async (c, { claims }) => c.json(await service.resend(claims, param(c, "id"))),
  );
  api.post(
    "/identities/register-with-invitation",
    {
      tag,
      summary: "Accept an invitation by creating an account",
      description:
        "Creates a confirmed user, a member of the inviting account with the invited role, and signs them in.",
      body: registerWithInvitationSchema,
      response: loginResultResponse,
      errors: {
        400: "Invalid field, or an invalid or expired invitation",
        409: "The address already has an account",
        429: "Too many sign-ups",
      },
    },
    async (c, { body }) => c.json(await service.accept(body, signInClient(c))),
  );
}
