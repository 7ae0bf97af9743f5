import { PageState, Link as UiLink } from "@round/ui";
import { Link } from "react-router";
import { ApiError } from "../../api/errors";

/** What a record query looks like to the page (react-query's result, narrowed). */
export interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching?: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The words a record is shown with: 'Plan' / 'plan', and its list (Back to Plans). */
export interface RecordWords {
  noun: string;
  lower: string;
  listHref: string;
  listLabel: string;
}

/** An answer of 404: the id names no record of this account. */
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The page instead of its record while the record loads, when it could not be loaded (with Retry), or when
 * the id names none ('Plan not found' and a way back to the list). Null once there is a record to show.
 */
export function RecordState<T>({ query, kind }: { query: RecordQuery<T>; kind: RecordWords }) {
  if (query.data !== undefined) return null;
  const back = (
    <UiLink href={kind.listHref} as={Link}>
      Back to {kind.listLabel}
    </UiLink>
  );
  if (query.isError && isNotFound(query.error)) {
    return (
      <PageState
        status="notFound"
        headingLevel={1}
        title={`${kind.noun} not found`}
        message={`The ${kind.lower} you're looking for doesn't exist.`}
        action={back}
      />
    );
  }
  if (query.isError) {
    return (
      <PageState
        status="error"
        headingLevel={1}
        title={`Could not load this ${kind.lower}`}
        message={query.error instanceof Error ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        action={back}
      />
    );
  }
  return <PageState status="loading" label={`Loading ${kind.lower}...`} skeletonLines={8} />;
}
