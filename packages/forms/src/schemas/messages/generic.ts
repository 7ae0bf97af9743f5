/** Messages shared by every kind of form. Part of MESSAGES (../messages.ts). */
import { m } from "../codes.ts";

export const genericMessages = {
  boolean: m("INVALID_FORMAT", "Must be true or false"),
  text: m("INVALID_FORMAT", "Must be text"),
} as const;
