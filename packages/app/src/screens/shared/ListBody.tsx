import { Button, Card, Columns, EmptyState, PageState, Skeleton, Stack } from "@round/ui";
import { type ReactNode, Suspense, useEffect } from "react";
import type { ListParams } from "../../hooks/useListParams";
import { ActionMenu, Pagination } from "./listPieces";
import { type Preloadable, preloadOn } from "./onDemand";
import { DataTable } from "./tables";

export interface ListBodyProps<Item> {
  list: Pick<ListParams<string>, "narrowed" | "view" | "page" | "setPage">;
  query: {
    data?: { items: Item[]; totalPages: number } | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  /** 'Loading plans'. */
  loadingLabel: string;
  /** 'Could not load plans'. */
  errorTitle: string;
  /** 'No plans found'. */
  emptyTitle: string;
  /** 'Create your first plan to get started'. */
  emptyHint: string;
  /** 'Create Your First Plan', what it does, and the dialog it opens (loaded when the button is reached). */
  emptyAction?: { label: string; onClick: () => void; preload?: Preloadable };
  /** The dialogs the items' menus open (edit, delete): loaded once a pointer or the focus reaches the items. */
  preload?: readonly Preloadable[];
  /** On-demand pieces the items show besides the menus and pages (./listPieces): loaded with the list. */
  pieces?: readonly Preloadable[];
  /** The grid of cards, for a screen that offers one. */
  renderGrid?: (items: Item[]) => ReactNode;
  /**
   * Any view but the grid (a list, a table): a DataTable from `./tables`, whose code loads with that view.
   * With `tableWhileLoading`, it is also drawn while the first page loads, given no items and `loading`.
   */
  renderList: (items: Item[], loading: boolean) => ReactNode;
  /** A screen whose table is its main view keeps the table in place, its rows loading, rather than cards. */
  tableWhileLoading?: boolean;
}

const NARROWED_HINT = "Try adjusting your search or filters";

/** Placeholder cards while the first page loads. */
function LoadingCards({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Columns>
        {[0, 1, 2].map((index) => (
          <Card key={index}>
            <Stack gap="sm">
              <Skeleton width="60%" height={20} />
              <Skeleton lines={2} />
              <Skeleton width="40%" height={24} />
            </Stack>
          </Card>
        ))}
      </Columns>
    </Stack>
  );
}

/**
 * The part of a list screen under its controls: placeholder cards while loading, the failure with Retry,
 * the empty state (with a search or filter: adjust them; otherwise: create the first one), or the items in
 * a grid of cards or a list, with the pages under them.
 */
export function ListBody<Item>({
  list,
  query,
  loadingLabel,
  errorTitle,
  emptyTitle,
  emptyHint,
  emptyAction,
  preload = [],
  pieces = [],
  renderGrid,
  renderList,
  tableWhileLoading = false,
}: ListBodyProps<Item>) {
  const pageCount = query.data?.totalPages ?? 0;
  const { page, setPage, view } = list;
  // The items' pieces (and outside the grid the table) load alongside the first page of items.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the screen's pieces are module constants
  useEffect(() => {
    for (const piece of [ActionMenu, Pagination, ...pieces]) piece.preload();
    if (view !== "grid") DataTable.preload();
  }, [view]);
  // A page past the end (its last item deleted, an old link): the last page there is.
  useEffect(() => {
    if (pageCount >= 1 && page > pageCount) setPage(pageCount);
  }, [page, pageCount, setPage]);
  const table = (items: Item[], loading: boolean) => (
    // Its own boundary: switching to the table shows the loading cards until the table is there.
    <Suspense fallback={<LoadingCards label={loadingLabel} />}>{renderList(items, loading)}</Suspense>
  );
  // A table drawn while loading stays mounted (the same element) once the items arrive.
  const loadingTable = query.isPending && tableWhileLoading && view !== "grid";
  if (query.isPending && !loadingTable) return <LoadingCards label={loadingLabel} />;
  if (query.isError || (!query.data && !loadingTable)) {
    return (
      <PageState
        status="error"
        title={errorTitle}
        message={query.error?.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, totalPages } = query.data ?? { items: [], totalPages: 0 };
  if (items.length === 0 && !loadingTable) {
    return (
      <EmptyState
        title={emptyTitle}
        headingLevel={2}
        description={list.narrowed ? NARROWED_HINT : emptyHint}
        action={
          !list.narrowed && emptyAction ? (
            <Button
              onClick={emptyAction.onClick}
              {...(emptyAction.preload ? preloadOn(emptyAction.preload) : {})}
            >
              {emptyAction.label}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <Suspense fallback={<LoadingCards label={loadingLabel} />}>
      <Stack gap="lg" aria-busy={query.isFetching || undefined} {...preloadOn(...preload)}>
        {view === "grid" && renderGrid ? renderGrid(items) : table(items, loadingTable)}
        <Pagination page={list.page} pageCount={totalPages} onPageChange={list.setPage} />
      </Stack>
    </Suspense>
  );
}
