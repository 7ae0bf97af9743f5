/** The Settings screen's sections, built from the same rules as sign-up and onboarding. */
import * as v from "valibot";
import {
  businessSettingsStepSchema,
  firstNameSchema,
  lastNameSchema,
  organizationStepSchema,
  phoneSchema,
} from "./accounts.ts";

/** Profile: first and last name and phone (the email is not edited there). */
export const profileSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phone: phoneSchema,
});

/** The organization's details and its business settings, edited and saved together. */
export const organizationSettingsSchema = v.object({
  ...organizationStepSchema.entries,
  ...businessSettingsStepSchema.entries,
});

export type ProfileInput = v.InferInput<typeof profileSchema>;
