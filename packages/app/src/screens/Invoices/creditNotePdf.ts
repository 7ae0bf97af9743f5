import type { CreditNoteResponse } from "@round/forms/schemas";
import { useToast } from "@round/ui";
import { useState } from "react";
import { creditNoteMessages, creditNotesApi } from "../../api/creditNotes";
import { saveFile } from "../../utils/download";

/** Downloads a credit note's PDF through the API client (which carries the session's token). */
export function useCreditNotePdfDownload() {
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (note: Pick<CreditNoteResponse, "id" | "number">) => {
    setBusy(note.id);
    try {
      saveFile(await creditNotesApi.pdf(note.id), `${note.number}.pdf`);
    } catch (error) {
      toast({ kind: "error", title: error instanceof Error ? error.message : creditNoteMessages.pdfFailed });
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}
