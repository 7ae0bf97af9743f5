import { LIMITS, ONBOARDING_STEP_IDS } from "@round/forms/schemas";
import * as v from "valibot";

// Onboarding progress is saved while the wizard is half filled in, so these rules check the shape and the
// sizes, not completeness: each step's own rules (organizationStepSchema, …) apply when it is submitted.

const text = (max: number, label: string) =>
  v.optional(v.nullable(v.pipe(v.string(`${label} must be text`), v.maxLength(max, `${label} is too long`))));

const section = <T extends v.ObjectEntries>(entries: T) => v.optional(v.nullable(v.looseObject(entries)));

const invitationList = v.pipe(
  v.array(
    v.looseObject({
      id: v.optional(v.union([v.string(), v.number()])),
      email: v.pipe(
        v.string("Invitation email must be text"),
        v.maxLength(LIMITS.email.max, "Email address is too long"),
      ),
      role: v.optional(v.union([v.string(), v.number()])),
      status: text(20, "Status"),
    }),
  ),
  v.maxLength(100, "At most 100 invitations"),
);

export const onboardingProgressSchema = v.object({
  currentStep: v.optional(
    v.nullable(v.union([v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)), v.string()])),
  ),
  completedSteps: v.optional(
    v.array(v.picklist([...ONBOARDING_STEP_IDS, "userInfo"], "Unknown onboarding step")),
  ),
  userInfo: section({
    firstName: text(LIMITS.name.max, "First name"),
    lastName: text(LIMITS.name.max, "Last name"),
    email: text(LIMITS.email.max, "Email"),
    phone: text(LIMITS.phone.max, "Phone"),
  }),
  organization: section({
    companyName: text(LIMITS.companyName.max, "Company name"),
    country: text(LIMITS.address.country, "Country"),
    industry: text(LIMITS.shortText.max, "Industry"),
    companySize: text(LIMITS.shortText.max, "Company size"),
    website: text(LIMITS.website.max, "Website"),
    description: text(LIMITS.description.max, "Description"),
    revenue: v.optional(
      v.nullable(v.union([v.number("Revenue must be a number"), v.string("Revenue must be a number")])),
    ),
    organizationId: text(100, "Organization id"),
  }),
  businessSettings: section({
    currency: text(10, "Currency"),
    timezone: text(100, "Time zone"),
    fiscalYearStart: text(20, "Fiscal year start"),
  }),
  address: section({
    addressId: text(100, "Address id"),
    addressType: text(50, "Address type"),
    name: text(LIMITS.address.name, "Address name"),
    addressLine1: text(LIMITS.address.street, "Street address"),
    addressLine2: text(LIMITS.address.street, "Address line 2"),
    number: text(LIMITS.address.number, "Unit number"),
    city: text(LIMITS.address.city, "City"),
    state: text(LIMITS.address.state, "State"),
    zipCode: text(LIMITS.address.zipCode, "ZIP code"),
    country: text(LIMITS.address.country, "Country"),
  }),
  // The team step's invitations: a list, or { invitations: [...] } as the app keeps them.
  team: v.optional(
    v.nullable(v.union([invitationList, v.looseObject({ invitations: v.optional(invitationList) })])),
  ),
  products: v.optional(
    v.nullable(
      v.pipe(
        v.array(
          v.looseObject({
            id: v.optional(v.union([v.string(), v.number()])),
            name: v.pipe(
              v.string("Product name must be text"),
              v.maxLength(LIMITS.shortText.max, "Product name is too long"),
            ),
            // Within a plan's description, which the product becomes at completion.
            description: text(LIMITS.catalogDescription.max, "Product description"),
            price: v.optional(
              v.nullable(
                v.pipe(v.number("Price must be a number"), v.minValue(0, "Price cannot be negative")),
              ),
            ),
          }),
        ),
        v.maxLength(100, "At most 100 products"),
      ),
    ),
  ),
  billing: section({
    isConnected: v.optional(v.boolean("isConnected must be true or false")),
    provider: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(50, "Provider is too long")))),
  }),
});
