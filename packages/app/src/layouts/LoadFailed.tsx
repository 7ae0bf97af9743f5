import { Banner, Button } from "@round/ui";

/** A part of a screen that could not be loaded: the spec's text and a Retry that loads it again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Banner
      tone="error"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {text}
    </Banner>
  );
}
