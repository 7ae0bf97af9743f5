/**
 * A small in-memory account server for the stories that change data (Get Started, Settings): what a screen
 * saves is what it reads back, as with the real server. Made fresh for each story run (inside `mockApi`).
 */
import { roleByValue } from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";
import type { Invitation } from "../../../packages/app/src/api/invitations";
import type { Member } from "../../../packages/app/src/api/members";
import type { Session } from "../../../packages/app/src/api/sessions";
import type { Address, MeResponse, OnboardingData, Organization } from "../../../packages/app/src/api/types";
import { catalogBackend } from "./catalogBackend";
import type { PlanSeed } from "./catalogFixtures";
import { CREATED_DATE, PASSWORD, productsFamily } from "./fixtures";
import { type RequestSpy, referenceHandlers } from "./handlers";

export interface BackendOptions {
  user: MeResponse;
  organizations?: Organization[];
  /** Addresses by organization id. */
  addresses?: Record<string, Address[]>;
  invitations?: Invitation[];
  /** The account's members (`isYou` follows `user`). */
  members?: Member[];
  /** The user's signed-in sessions (`current` marks the story's own). */
  sessions?: Session[];
  /** The catalog's plans (in the family 'Products'). */
  plans?: PlanSeed[];
  /** How many customers the account has. */
  customers?: number;
  /** Sees every request that changes something (POST, PUT, DELETE). */
  spy?: RequestSpy;
}

/** What the server answers about the account's last Team Owner (packages/server/src/modules/members). */
export const LAST_OWNER_ROLE =
  "The account's last Team Owner keeps that role. Make another member a Team Owner first.";
export const LAST_OWNER_REMOVE =
  "The account's last Team Owner cannot be removed. Make another member a Team Owner first.";

/** The password the story's user has (what `POST /identities/me/password` checks the current one against). */
export const CURRENT_PASSWORD = PASSWORD;

const refusal = (status: number, description: string, code: string, field?: string) =>
  HttpResponse.json(
    { message: description, errors: [{ code, description, ...(field ? { field } : {}) }] },
    { status },
  );

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? JSON.parse(text) : null;
}

export function accountBackend({
  user,
  organizations = [],
  addresses = {},
  invitations = [],
  members = [],
  sessions = [],
  plans = [],
  customers = 0,
  spy,
}: BackendOptions) {
  const state = {
    user: structuredClone(user),
    organizations: structuredClone(organizations),
    addresses: structuredClone(addresses),
    invitations: structuredClone(invitations),
    members: structuredClone(members),
    sessions: structuredClone(sessions),
    created: 0,
  };
  const memberView = (member: Member) => ({ ...member, isYou: member.userId === state.user.id });

  const record = async (request: Request) => {
    const url = new URL(request.url);
    spy?.({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get("Authorization"),
      body: await bodyOf(request),
    });
  };

  return [
    ...referenceHandlers(),
    http.get("/identities/me", () => json(state.user)),
    http.put("/identities/me/onboarding", async ({ request }) => {
      await record(request);
      state.user.onboardingData = (await bodyOf(request)) as OnboardingData;
      return json(state.user.onboardingData);
    }),
    http.post("/identities/me/onboarding/complete", async ({ request }) => {
      await record(request);
      state.user.onboardingCompleted = true;
      return json({ message: "Onboarding completed" });
    }),
    http.put("/identities/me", async ({ request }) => {
      await record(request);
      const body = (await bodyOf(request)) as Partial<MeResponse>;
      state.user = { ...state.user, ...body };
      return json(state.user);
    }),
    http.get("/organizations", () => json({ items: state.organizations })),
    http.post("/organizations", async ({ request }) => {
      await record(request);
      state.created += 1;
      const id = `org-new-${state.created}`;
      const payload = (await bodyOf(request)) as Organization;
      state.organizations.push({ ...payload, id, organizationId: id, createdDate: CREATED_DATE });
      return json({ organizationId: id }, 201);
    }),
    http.put("/organizations/:id", async ({ request, params }) => {
      await record(request);
      const payload = (await bodyOf(request)) as Partial<Organization>;
      const index = state.organizations.findIndex((organization) => organization.id === params.id);
      const existing = state.organizations[index];
      if (!existing)
        return json(
          { message: "Not found.", errors: [{ code: "NOT_FOUND", description: "Not found." }] },
          404,
        );
      const updated = { ...existing, ...payload };
      state.organizations[index] = updated;
      return json(updated);
    }),
    http.get("/organizations/:id/addresses", ({ params }) =>
      json({ items: state.addresses[String(params.id)] ?? [] }),
    ),
    http.post("/organizations/:id/addresses", async ({ request, params }) => {
      await record(request);
      state.created += 1;
      const address = { ...((await bodyOf(request)) as Address), addressId: `address-new-${state.created}` };
      const key = String(params.id);
      state.addresses[key] = [...(state.addresses[key] ?? []), address];
      return json(address, 201);
    }),
    http.put("/addresses/:id", async ({ request, params }) => {
      await record(request);
      const body = (await bodyOf(request)) as Address;
      for (const list of Object.values(state.addresses)) {
        const index = list.findIndex((address) => (address.addressId ?? address.id) === params.id);
        if (index >= 0) list[index] = { ...list[index], ...body, addressId: String(params.id) };
      }
      return json({ ...body, addressId: params.id });
    }),
    http.get("/identities/invitations", () =>
      json({ items: state.invitations.filter((invitation) => invitation.status !== "revoked") }),
    ),
    http.post("/identities/invite-user", async ({ request }) => {
      await record(request);
      const body = (await bodyOf(request)) as { Email: string; Role: number };
      state.created += 1;
      const invitation: Invitation = {
        id: `inv-new-${state.created}`,
        email: body.Email,
        role: body.Role,
        roleName: roleByValue(body.Role)?.name ?? "",
        roleLabel: roleByValue(body.Role)?.label ?? "",
        status: "pending",
        roundAccountId: "account-acme",
        expiresAt: CREATED_DATE,
        createdDate: CREATED_DATE,
      };
      state.invitations.push(invitation);
      return json(invitation, 201);
    }),
    http.delete("/identities/invitations/:id", async ({ request, params }) => {
      await record(request);
      const invitation = state.invitations.find((item) => item.id === params.id);
      if (invitation) invitation.status = "revoked";
      return json({ ...invitation, message: "Invitation revoked" });
    }),
    http.post("/identities/invitations/:id/resend", async ({ request, params }) => {
      await record(request);
      const invitation = state.invitations.find((item) => item.id === params.id);
      if (!invitation) return refusal(404, "Invitation not found.", "NOT_FOUND");
      invitation.expiresAt = "2025-03-28T12:00:00Z";
      return json({ ...invitation, message: "Invitation sent again" });
    }),
    http.post("/identities/logout", () => json({ message: "Logged out" })),

    // Members: the server's rules in small (the last Team Owner stays; the role is a number 1 to 17).
    http.get("/api/members", () => {
      const items = state.members.map(memberView);
      return json({ items, totalCount: items.length, pageNumber: 1, pageSize: 100, totalPages: 1 });
    }),
    http.put("/api/members/:userId", async ({ request, params }) => {
      await record(request);
      const member = state.members.find((item) => item.userId === params.userId);
      if (!member) return refusal(404, "Member not found.", "NOT_FOUND");
      const { role } = (await bodyOf(request)) as { role: number };
      const owners = state.members.filter((item) => item.role === 2).length;
      if (member.role === 2 && role !== 2 && owners <= 1) {
        return refusal(409, LAST_OWNER_ROLE, "LAST_OWNER");
      }
      member.role = role;
      member.roleName = roleByValue(role)?.name ?? "";
      member.roleLabel = roleByValue(role)?.label ?? "";
      return json({ ...memberView(member), message: "Role changed" });
    }),
    http.delete("/api/members/:userId", async ({ request, params }) => {
      await record(request);
      const member = state.members.find((item) => item.userId === params.userId);
      if (!member) return refusal(404, "Member not found.", "NOT_FOUND");
      const owners = state.members.filter((item) => item.role === 2).length;
      if (member.role === 2 && owners <= 1) return refusal(409, LAST_OWNER_REMOVE, "LAST_OWNER");
      state.members = state.members.filter((item) => item !== member);
      return json({ ...memberView(member), message: "Member removed" });
    }),

    // The user's own sessions and password.
    http.get("/identities/me/sessions", () =>
      json({ items: state.sessions, totalCount: state.sessions.length }),
    ),
    http.delete("/identities/me/sessions/:id", async ({ request, params }) => {
      await record(request);
      if (!state.sessions.some((session) => session.id === params.id))
        return refusal(404, "Session not found.", "NOT_FOUND");
      state.sessions = state.sessions.filter((session) => session.id !== params.id);
      return json({ message: "Session signed out" });
    }),
    http.post("/identities/me/password", async ({ request }) => {
      await record(request);
      const body = (await bodyOf(request)) as { currentPassword: string; newPassword: string };
      if (body.currentPassword !== CURRENT_PASSWORD)
        return refusal(400, "The current password is incorrect.", "INVALID_PASSWORD", "currentPassword");
      state.sessions = state.sessions.filter((session) => session.current);
      return json({ message: "Your password has been changed. Your other sessions have been signed out." });
    }),

    // What the dashboard counts: the catalog's plans and the customers.
    ...catalogBackend({ families: [productsFamily], plans }),
    http.get("/api/customers", () =>
      json({ items: [], totalCount: customers, pageNumber: 1, pageSize: 1, totalPages: customers }),
    ),
    http.get("/api/subscriptions", () =>
      json({ items: [], totalCount: 0, pageNumber: 1, pageSize: 1, totalPages: 0 }),
    ),
  ];
}
