import { Button, Card, Columns, EmptyState, PageState, Pagination, Skeleton, Stack } from "@round/ui";
import { type ReactNode, useEffect } from "react";
import type { ListParams } from "../../../hooks/useListParams";

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
  /** 'Create Your First Plan', and what it does. */
  emptyAction?: { label: string; onClick: () => void };
  renderGrid: (items: Item[]) => ReactNode;
  renderList: (items: Item[]) => ReactNode;
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
 * The part of a catalog list under its controls: placeholder cards while loading, the failure with Retry,
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
  renderGrid,
  renderList,
}: ListBodyProps<Item>) {
  const pageCount = query.data?.totalPages ?? 0;
  const { page, setPage } = list;
  // A page past the end (its last item deleted, an old link): the last page there is.
  useEffect(() => {
    if (pageCount >= 1 && page > pageCount) setPage(pageCount);
  }, [page, pageCount, setPage]);
  if (query.isPending) return <LoadingCards label={loadingLabel} />;
  if (query.isError || !query.data) {
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
  const { items, totalPages } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        headingLevel={2}
        description={list.narrowed ? NARROWED_HINT : emptyHint}
        action={
          !list.narrowed && emptyAction ? (
            <Button onClick={emptyAction.onClick}>{emptyAction.label}</Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <Stack gap="lg" aria-busy={query.isFetching || undefined}>
      {list.view === "grid" ? renderGrid(items) : renderList(items)}
      <Pagination page={list.page} pageCount={totalPages} onPageChange={list.setPage} />
    </Stack>
  );
}
