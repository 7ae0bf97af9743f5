/** The signed-in person's own sessions and password (Settings, Security). */
import type { SessionResponse } from "@round/forms/schemas";
import { api } from "./client";
import { messages } from "./errors";
import type { MessageResult } from "./types";

export type Session = SessionResponse;

export function fetchSessions(signal?: AbortSignal): Promise<{ items: Session[]; totalCount: number }> {
  return api.request("/identities/me/sessions", {
    errorMessage: messages.loadSessionsFailed,
    ...(signal ? { signal } : {}),
  });
}

export function endSession(id: string): Promise<MessageResult> {
  return api.request<MessageResult>(`/identities/me/sessions/${encodeURIComponent(id)}`, {
    method: "DELETE",
    errorMessage: messages.endSessionFailed,
  });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<MessageResult> {
  return api.request<MessageResult>("/identities/me/password", {
    method: "POST",
    body: { currentPassword, newPassword },
    errorMessage: messages.changePasswordFailed,
  });
}
