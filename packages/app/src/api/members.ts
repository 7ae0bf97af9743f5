import type { MemberResponse, Page } from "@round/forms/schemas";
import { api } from "./client";
import { messages } from "./errors";

export type Member = MemberResponse;
export type MemberChange = MemberResponse & { message: string };

/** The account's members (the caller's first account when none is named), oldest member first. */
export function fetchMembers(roundAccountId: string | null, signal?: AbortSignal): Promise<Page<Member>> {
  return api.request<Page<Member>>("/api/members", {
    query: { roundAccountId, pageSize: 100 },
    errorMessage: messages.loadMembersFailed,
    ...(signal ? { signal } : {}),
  });
}

export function changeMemberRole(roundAccountId: string | null, userId: string, role: number) {
  return api.request<MemberChange>(`/api/members/${encodeURIComponent(userId)}`, {
    method: "PUT",
    query: { roundAccountId },
    body: { role },
    errorMessage: messages.changeRoleFailed,
  });
}

export function removeMember(roundAccountId: string | null, userId: string) {
  return api.request<MemberChange>(`/api/members/${encodeURIComponent(userId)}`, {
    method: "DELETE",
    query: { roundAccountId },
    errorMessage: messages.removeMemberFailed,
  });
}
