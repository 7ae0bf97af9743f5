import { isDay } from "@round/forms/schemas";
import * as v from "valibot";

/** The longest MRR history one call answers. */
export const MAX_MONTHS = 36;

const tenant = { roundAccountId: v.optional(v.string()) };
/** A test clock's own figures instead of the account's (its customers are a rehearsal). */
const testClockId = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "testClockId is too long")));

export const summaryQuery = v.object({
  ...tenant,
  testClockId,
  /** The day the figures are for (today when not sent). */
  asOf: v.optional(v.pipe(v.string(), v.check(isDay, "asOf must be a day, YYYY-MM-DD"))),
});
export type SummaryQuery = v.InferOutput<typeof summaryQuery>;

export const mrrQuery = v.object({
  ...tenant,
  testClockId,
  months: v.pipe(
    v.optional(v.string(), "12"),
    v.transform(Number),
    v.number("months must be a number"),
    v.integer("months must be a whole number"),
    v.minValue(1, "months must be at least 1"),
    v.maxValue(MAX_MONTHS, `months must be at most ${MAX_MONTHS}`),
  ),
  /** The last month shown is this day's (today's when not sent). */
  asOf: summaryQuery.entries.asOf,
});
export type MrrQuery = v.InferOutput<typeof mrrQuery>;
