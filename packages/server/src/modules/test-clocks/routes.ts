import {
  testClockAdvanceResponse,
  testClockAdvanceSchema,
  testClockResponse,
  testClockSchema,
} from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { TENANT, tenantQuery } from "../../http/query.ts";
import { testClockService } from "./service.ts";

export const TEST_CLOCKS_PATH = "/api/test-clocks";
const tag = "Test clocks";
const read = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, changes `manageBilling`)",
  404: "No such test clock in the account",
};

export function testClockRoutes(api: Api, deps: Deps): void {
  const service = testClockService(deps);
  api.get(
    TEST_CLOCKS_PATH,
    {
      tag,
      auth: true,
      summary: "The account's test clocks, newest first",
      description: TENANT,
      query: tenantQuery,
      response: v.array(testClockResponse),
      errors: read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query.roundAccountId)),
  );
  api.post(
    TEST_CLOCKS_PATH,
    {
      tag,
      auth: true,
      summary: "Create a test clock frozen at a time",
      description:
        "Customers created with its testClockId live by its time and stay out of the account's figures.",
      body: testClockSchema,
      query: tenantQuery,
      response: testClockResponse,
      status: 201,
      errors: { ...read, 400: "Invalid field" },
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    `${TEST_CLOCKS_PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "One test clock",
      query: tenantQuery,
      response: testClockResponse,
      errors: read,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.delete(
    `${TEST_CLOCKS_PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "Delete a test clock and everything that lives on it",
      description:
        "Its customers, their subscriptions, invoices (numbered in the clock's own sequence) and payments, and the clock's figures; the clock answers how many of each before.",
      query: tenantQuery,
      status: 204,
      errors: read,
    },
    async (c, { claims, query }) => {
      await service.remove(claims, query.roundAccountId, param(c, "id"));
      return c.body(null, 204);
    },
  );
  api.post(
    `${TEST_CLOCKS_PATH}/:id/advance`,
    {
      tag,
      auth: true,
      summary: "Move the clock forward and run everything due for its customers, in order",
      description:
        'Forward only, at most two years at once. With `"preview": true` nothing is written and the steps list what would run. A step that fails is kept apart and the rest goes on: the clock reaches its time with status `internal_failure` and the failed steps in `failures` (tried again by the next advance). An advance stopped by a crash or a shutdown is run again to its target by the next advance asked for, or by a server within a minute.',
      body: testClockAdvanceSchema,
      query: tenantQuery,
      response: testClockAdvanceResponse,
      errors: {
        ...read,
        400: "Invalid field (a time in the past)",
        409: "The clock is already advancing",
        503: "The server stopped during the advance (it goes on when a server runs again)",
      },
    },
    async (c, { claims, query, body }) =>
      api.json(await service.advance(claims, query.roundAccountId, param(c, "id"), body)),
  );
}
