import { noteResponse, noteSchema } from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../../deps.ts";
import { type Api, param } from "../../../http/api.ts";
import { tenantQuery } from "../../../http/query.ts";
import { CUSTOMERS_PATH } from "../paths.ts";
import { noteService } from "./service.ts";

const tag = "Customers: notes";
const errors = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, changes `manageCustomers`)",
  404: "No such customer (or note) in the account",
};

export function noteRoutes(api: Api, deps: Deps): void {
  const service = noteService(deps);
  const path = `${CUSTOMERS_PATH}/:id/notes`;
  api.get(
    path,
    {
      tag,
      auth: true,
      summary: "A customer's notes, newest first",
      query: tenantQuery,
      response: v.array(noteResponse),
      errors,
    },
    async (c, { claims, query }) =>
      api.json(await service.list(claims, query.roundAccountId, param(c, "id"))),
  );
  api.post(
    path,
    {
      tag,
      auth: true,
      summary: "Add a note to a customer",
      description: "isInternal (true unless said) marks a note for the team only.",
      body: noteSchema,
      query: tenantQuery,
      response: noteResponse,
      status: 201,
      errors: { ...errors, 400: "Invalid field" },
    },
    async (c, { claims, query, body }) =>
      api.json(await service.add(claims, query.roundAccountId, param(c, "id"), body), 201),
  );
  api.delete(
    `${path}/:noteId`,
    { tag, auth: true, summary: "Delete a note", query: tenantQuery, status: 204, errors },
    async (c, { claims, query }) => {
      await service.remove(claims, query.roundAccountId, param(c, "id"), param(c, "noteId"));
      return c.body(null, 204);
    },
  );
}
