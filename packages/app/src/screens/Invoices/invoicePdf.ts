import type { InvoiceResponse } from "@round/forms/schemas";
import { useToast } from "@round/ui";
import { useState } from "react";
import { invoiceMessages, invoicesApi } from "../../api/invoices";
import { saveFile } from "../../utils/download";

/** Downloads an invoice's PDF through the API client (which carries the session's token). */
export function usePdfDownload() {
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (invoice: Pick<InvoiceResponse, "id" | "number">) => {
    setBusy(invoice.id);
    try {
      saveFile(await invoicesApi.pdf(invoice.id), `${invoice.number ?? `draft-${invoice.id}`}.pdf`);
    } catch (error) {
      toast({ kind: "error", title: error instanceof Error ? error.message : invoiceMessages.pdfFailed });
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}
