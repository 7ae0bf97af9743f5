/** The identity calls of the screens: sign-up, confirmation, passwords, onboarding and profile. */
import { ONBOARDING_DEFAULTS } from "@round/forms/schemas";
import { api } from "./client";
import { messages } from "./errors";
import type { LoginResult, MessageResult, OnboardingData } from "./types";

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export function register(input: RegistrationInput): Promise<MessageResult> {
  return api.request<MessageResult>("/identities/register", {
    method: "POST",
    body: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      userName: input.email,
      password: input.password,
      phoneNumber: input.phone,
    },
    anonymous: true,
    errorMessage: messages.registrationFailed,
  });
}

export interface BusinessRegistrationInput extends RegistrationInput {
  companyName: string;
  registrationNumber: string;
  taxId?: string;
  currency: string;
  industry?: string;
  businessType?: string;
  website?: string;
  employeeCount?: string;
  description?: string;
  billingAddress?: {
    street: string;
    street2?: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  } | null;
}

export function registerBusiness(input: BusinessRegistrationInput): Promise<MessageResult> {
  const address = input.billingAddress;
  return api.request<MessageResult>("/identities/register-business", {
    method: "POST",
    body: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      userName: input.email,
      password: input.password,
      phoneNumber: input.phone,
      companyName: input.companyName,
      registrationNumber: input.registrationNumber,
      taxId: input.taxId || undefined,
      currency: input.currency,
      industry: input.industry || undefined,
      businessType: input.businessType || ONBOARDING_DEFAULTS.businessType,
      companyWebsite: input.website || undefined,
      employeeCount: input.employeeCount || undefined,
      companyDescription: input.description || undefined,
      ...(address
        ? {
            addressLine1: address.street,
            addressLine2: address.street2 || undefined,
            city: address.city,
            state: address.state,
            zipCode: address.zipCode,
            country: address.country,
          }
        : {}),
    },
    anonymous: true,
    errorMessage: messages.businessRegistrationFailed,
  });
}

export function confirmEmailAndLogin(userId: string, token: string): Promise<LoginResult> {
  return api.request<LoginResult>("/identities/confirm-email-and-login", {
    method: "POST",
    query: { userId, token },
    body: {},
    anonymous: true,
    errorMessage: messages.confirmationFailed,
  });
}

export function resendConfirmation(email: string): Promise<MessageResult> {
  return api.request<MessageResult>("/identities/resend", {
    method: "POST",
    body: { email },
    anonymous: true,
    errorMessage: messages.resendFailed,
  });
}

export function forgotPassword(email: string): Promise<MessageResult> {
  return api.request<MessageResult>("/identities/forgot-password", {
    method: "POST",
    body: { email },
    anonymous: true,
  });
}

export function resetPassword(userId: string, token: string, password: string): Promise<MessageResult> {
  return api.request<MessageResult>("/identities/reset-password", {
    method: "POST",
    body: { userId, token, password },
    anonymous: true,
  });
}

export function saveOnboarding(data: OnboardingData): Promise<OnboardingData> {
  return api.request<OnboardingData>("/identities/me/onboarding", { method: "PUT", body: data });
}

export function completeOnboarding(): Promise<unknown> {
  return api.request("/identities/me/onboarding/complete", { method: "POST", body: {} });
}

export function updateProfile(input: {
  firstName: string;
  lastName: string;
  phone: string;
}): Promise<unknown> {
  return api.request("/identities/me", {
    method: "PUT",
    body: { firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phone },
    errorMessage: "Failed to save profile",
  });
}
