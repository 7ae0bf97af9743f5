import { useToast } from "@round/ui";
import { useCallback } from "react";
import { failureToast } from "../../../api/errors";

/** Runs a list action (duplicate, archive) and says how it went in a toast. */
export function useToastedAction() {
  const { toast } = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: string, failure: string) => {
      try {
        await action();
        toast({ kind: "success", title: success });
      } catch (error) {
        toast(failureToast(failure, error));
      }
    },
    [toast],
  );
}
