import { memberChangeResponse, memberListResponse, memberRoleSchema } from "@round/forms/schemas";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { memberListQuery, memberTenantQuery } from "./schemas.ts";
import { memberService } from "./service.ts";

const tag = "Members";

/** /api/members: the people of an account, their roles, and removing them. */
export function memberRoutes(api: Api, deps: Deps): void {
  const service = memberService(deps);

  api.get(
    "/api/members",
    {
      tag,
      auth: true,
      summary: "Members of an account (your first account when none is named)",
      description:
        "Searched by name or email (search); ordered by joinedDate (default), name, email or role. isYou marks the caller.",
      query: memberListQuery,
      response: memberListResponse,
      errors: {
        400: "Invalid query",
        401: "Not signed in",
        403: "Your role may not read the account",
        404: "Not your account",
      },
    },
    async (c, { claims, query }) => c.json(await service.list(claims, query)),
  );

  api.put(
    "/api/members/:userId",
    {
      tag,
      auth: true,
      summary: "Change a member's role",
      description:
        "role is 1 (Admin) to 17 (Viewer). Needs the invite permission; a Team Manager may neither give nor change the Admin and Team Owner roles. The account's last Team Owner keeps that role (409 LAST_OWNER). The change applies from the member's next request.",
      query: memberTenantQuery,
      body: memberRoleSchema,
      response: memberChangeResponse,
      errors: {
        400: "Invalid role",
        401: "Not signed in",
        403: "Your role may not manage the team, change this member or give this role",
        404: "Not your account, or no such member",
        409: "The account's last Team Owner",
      },
    },
    async (c, { claims, query, body }) =>
      c.json(await service.changeRole(claims, query.roundAccountId, param(c, "userId"), body)),
  );

  api.delete(
    "/api/members/:userId",
    {
      tag,
      auth: true,
      summary: "Remove a member from an account",
      description:
        "Needs the invite permission; a Team Manager may not remove an Admin or a Team Owner. The account's last Team Owner cannot be removed (409 LAST_OWNER). The removed member is signed out everywhere at once: their refresh tokens stop working and their access tokens are refused.",
      query: memberTenantQuery,
      response: memberChangeResponse,
      errors: {
        401: "Not signed in",
        403: "Your role may not manage the team or remove this member",
        404: "Not your account, or no such member",
        409: "The account's last Team Owner",
      },
    },
    async (c, { claims, query }) =>
      c.json(await service.remove(claims, query.roundAccountId, param(c, "userId"))),
  );
}
