import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * A list whose create dialog has its own address (`/catalog/plans/create`), so a link can open it: `open`
 * goes there keeping the list's search and filters, `close` comes back to the list's address.
 */
export function useCreateRoute(listPath: string, creating: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const createPath = `${listPath}/create`;
  const open = useCallback(
    () => navigate(`${createPath}${location.search}`, { state: { fromList: true } }),
    [navigate, createPath, location.search],
  );
  const close = useCallback(() => {
    // Opened from the list: Back is the list as it was; opened from a link: the list replaces the dialog.
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else navigate(`${listPath}${location.search}`, { replace: true });
  }, [navigate, listPath, location.search, location.state]);
  return { creating, open, close, createPath };
}
