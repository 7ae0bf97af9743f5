import type { NoteResponse } from "@round/forms/schemas";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Executor } from "../../../db/client.ts";
import type { Deps } from "../../../deps.ts";
import { notFound, recordId } from "../../../http/errors.ts";
import { iso } from "../../../http/values.ts";
import { type Changes, recordAudit } from "../../audit/index.ts";
import { loadTenant } from "../../identities/index.ts";
import { customerService } from "../service.ts";
import { deleteNote, insertNote, type NoteRow, notesOf } from "./queries.ts";

const NOTE_NOT_FOUND = "Note not found.";

function noteView(row: NoteRow): NoteResponse {
  return {
    id: row.id,
    content: row.content,
    author: row.authorName,
    isInternal: row.isInternal,
    createdAt: iso(row.createdAt),
  };
}

/** Notes on a customer: what the team writes down about it, newest first. */
export function noteService(deps: Deps) {
  const { db, clock } = deps;
  const customers = customerService(deps);

  /** Notes are part of their customer's history: recorded as changes of the customer. */
  function audit(tx: Executor, accountId: string, customerId: string, verb: string, changes: Changes) {
    return recordAudit(tx, [
      {
        accountId,
        action: `customer.${verb}`,
        resourceType: "customer",
        resourceId: customerId,
        changes,
        at: clock.date(),
      },
    ]);
  }

  return {
    async list(claims: AccessClaims, roundAccountId: string | undefined, customerId: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const customer = await customers.require(db, tenant.accountId, customerId);
      return (await notesOf(db, tenant.accountId, customer.id)).map(noteView);
    },

    async add(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      customerId: string,
      body: { content: string; isInternal: boolean },
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      const { principal } = tenant;
      return db.transaction(async (tx) => {
        const customer = await customers.require(tx, tenant.accountId, customerId);
        const row = await insertNote(tx, {
          roundAccountId: tenant.accountId,
          customerId: customer.id,
          content: body.content,
          isInternal: body.isInternal,
          authorUserId: principal.userId,
          authorName: `${principal.firstName} ${principal.lastName}`.trim() || principal.email,
          createdAt: clock.date(),
        });
        await customers.touch(tx, tenant.accountId, customer.id);
        const view = noteView(row);
        await audit(tx, tenant.accountId, customer.id, "note_add", { note: [null, view] });
        return view;
      });
    },

    async remove(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      customerId: string,
      noteId: string,
    ) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCustomers");
      await db.transaction(async (tx) => {
        const customer = await customers.require(tx, tenant.accountId, customerId);
        const deleted = await deleteNote(tx, tenant.accountId, customer.id, recordId(noteId, NOTE_NOT_FOUND));
        if (!deleted) throw notFound(NOTE_NOT_FOUND);
        await audit(tx, tenant.accountId, customer.id, "note_remove", { note: [noteView(deleted), null] });
      });
    },
  };
}
