import { useSearchParams } from "react-router";

/**
 * The page of a list inside a customer's tab, kept in the address under its own name (`invoicesPage=2`), so
 * Back, reload and a shared link show the same page and each tab keeps its own.
 */
export function useTabPage(name: string): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get(name) ?? "", 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next > 1) copy.set(name, String(next));
        else copy.delete(name);
        return copy;
      },
      { preventScrollReset: true },
    );
  return [page, setPage];
}
