import { PageState } from "@round/ui";

/** A part of a screen that could not be loaded: the spec's text and a Retry that loads it again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return <PageState status="error" title={text} onRetry={onRetry} retryLabel="Retry" />;
}
