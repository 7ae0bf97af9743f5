/**
 * A small in-memory account server for the stories that change data (Get Started, Settings): what a screen
 * saves is what it reads back, as with the real server. Made fresh for each story run (inside `mockApi`).
 */
import { roleByValue } from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";
import type { Invitation } from "../../../packages/app/src/api/invitations";
import type { Address, MeResponse, OnboardingData, Organization } from "../../../packages/app/src/api/types";
import { CREATED_DATE } from "./fixtures";
import { type RequestSpy, referenceHandlers } from "./handlers";

export interface BackendOptions {
  user: MeResponse;
  organizations?: Organization[];
  /** Addresses by organization id. */
  addresses?: Record<string, Address[]>;
  invitations?: Invitation[];
  /** Sees every request that changes something (POST, PUT, DELETE). */
  spy?: RequestSpy;
}

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
  spy,
}: BackendOptions) {
  const state = {
    user: structuredClone(user),
    organizations: structuredClone(organizations),
    addresses: structuredClone(addresses),
    invitations: structuredClone(invitations),
    created: 0,
  };

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
    http.post("/identities/logout", () => json({ message: "Logged out" })),
  ];
}
