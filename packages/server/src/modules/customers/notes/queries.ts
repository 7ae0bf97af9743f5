import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { customerNotes } from "../../../db/schema/index.ts";

export type NoteRow = typeof customerNotes.$inferSelect;

export async function notesOf(ex: Executor, accountId: string, customerId: string) {
  return ex
    .select()
    .from(customerNotes)
    .where(and(eq(customerNotes.roundAccountId, accountId), eq(customerNotes.customerId, customerId)))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}

export async function insertNote(ex: Executor, values: typeof customerNotes.$inferInsert) {
  const [row] = await ex.insert(customerNotes).values(values).returning();
  return row!;
}

/** Deletes the note and answers it; undefined when the customer has no such note. */
export async function deleteNote(
  ex: Executor,
  accountId: string,
  customerId: string,
  id: string,
): Promise<NoteRow | undefined> {
  const [row] = await ex
    .delete(customerNotes)
    .where(
      and(
        eq(customerNotes.roundAccountId, accountId),
        eq(customerNotes.customerId, customerId),
        eq(customerNotes.id, id),
      ),
    )
    .returning();
  return row;
}
