import type { PortalSessionInput, PortalSessionResponse } from "@round/forms/schemas";
import { api } from "./client";

export type { PortalSessionResponse };

export const portalSessionMessages = {
  createFailed: "Failed to create the portal link. Please try again.",
} as const;

export const portalSessionsApi = {
  /** A one-hour link to the customer's portal; a customer without portal access answers 409. */
  create: (account: string | null | undefined, body: PortalSessionInput) =>
    api.request<PortalSessionResponse>("/api/portal-sessions", {
      method: "POST",
      query: { roundAccountId: account },
      body,
      errorMessage: portalSessionMessages.createFailed,
    }),
};
