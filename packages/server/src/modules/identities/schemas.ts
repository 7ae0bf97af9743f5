import * as v from "valibot";

// Shapes of identity answers, for the OpenAPI document.

export const messageSchema = v.object({ message: v.string() });

export const loginResultSchema = v.object({
  succeeded: v.boolean(),
  token: v.pipe(
    v.string(),
    v.description("Access token (JWT, HS256, 15 minutes); claims sub/userId, roundAccountId, sid"),
  ),
  refreshToken: v.pipe(v.string(), v.description("Single use: every refresh returns a new one")),
  expiresIn: v.pipe(v.number(), v.description("Seconds until the access token expires")),
  userId: v.string(),
  roundAccountId: v.nullable(v.string()),
  errors: v.array(v.object({ code: v.string(), description: v.string() })),
  message: v.string(),
});

export const logoutResultSchema = v.object({ succeeded: v.literal(true), message: v.string() });

export const refreshResultSchema = v.object({
  succeeded: v.boolean(),
  token: v.string(),
  refreshToken: v.string(),
  expiresIn: v.number(),
  errors: v.array(v.object({ code: v.string(), description: v.string() })),
});

export const userSchema = v.object({
  userId: v.string(),
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  phone: v.string(),
  emailConfirmed: v.boolean(),
  companyName: v.nullable(v.string()),
  registrationNumber: v.nullable(v.string()),
  createdDate: v.pipe(v.string(), v.isoTimestamp()),
  modifiedDate: v.pipe(v.string(), v.isoTimestamp()),
  accountType: v.picklist(["personal", "business"]),
  roundAccountId: v.nullable(v.string()),
  roundAccountUsers: v.array(
    v.object({
      roundAccountId: v.string(),
      role: v.pipe(v.number(), v.description("0 SuperAdmin … 18 Guest (see PERMISSIONS.md)")),
      accountName: v.string(),
      accountType: v.picklist(["personal", "business"]),
    }),
  ),
  onboardingCompleted: v.boolean(),
  onboardingData: v.nullable(v.record(v.string(), v.unknown())),
});
