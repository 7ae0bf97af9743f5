/**
 * The identity calls the session itself makes (sign-in, sign-out, the current user). They load with the
 * app's entry; the other identity calls (./identities) load with the screens that use them.
 */

import { coreMessages } from "./apiError";
import { api } from "./client";
import type { LoginResult, MeResponse, User } from "./types";

/** Login sends the password base64-encoded (UTF-8 safe) with the encoded flag. */
function encodePassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function login(email: string, password: string): Promise<LoginResult> {
  return api.request<LoginResult>("/identities/login", {
    method: "POST",
    body: { identifier: email, password: encodePassword(password), encoded: true },
    anonymous: true,
    errorMessage: coreMessages.loginFailed,
  });
}

export function logout(): Promise<unknown> {
  return api.request("/identities/logout", { method: "POST", body: {} });
}

export async function fetchMe(): Promise<User> {
  const data = await api.request<MeResponse | null>("/identities/me");
  if (!data) throw new Error(coreMessages.noUserData);
  return toUser(data);
}

/**
 * The spec's client mapping of the current user (account type from the server), with the role and its
 * permissions as the server answers them (the spec's client fixes the role to admin: a deviation).
 */
function toUser(data: MeResponse): User {
  return {
    id: data.userId ?? data.id ?? "",
    firstName: data.firstName ?? "",
    lastName: data.lastName ?? "",
    email: data.email,
    phone: data.phoneNumber ?? data.phone ?? "",
    role: data.role ?? null,
    roleLabel: data.roleLabel ?? null,
    permissions: data.permissions ?? [],
    previousSignInAt: data.previousSignInAt ?? null,
    accountType: data.accountType === "business" ? "business" : "personal",
    roundAccountId: data.roundAccountUsers?.[0]?.roundAccountId ?? data.roundAccountId ?? null,
    createdAt: data.createdDate ?? null,
    updatedAt: data.modifiedDate ?? null,
    onboardingCompleted: Boolean(data.onboardingCompleted),
    onboardingData: data.onboardingData ?? {},
    companyName: data.companyName ?? null,
    registrationNumber: data.registrationNumber ?? null,
  };
}
