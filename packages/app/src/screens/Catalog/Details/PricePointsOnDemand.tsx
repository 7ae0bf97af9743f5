import { PageState } from "@round/ui";
import { type ComponentProps, Suspense } from "react";
import { onDemand } from "../../shared/onDemand";

const Loaded = onDemand(() => import("./PricePoints").then((module) => ({ default: module.PricePoints })));

/**
 * A plan's, add-on's or charge's price points (their tables and @round/billing's maths of what they cost)
 * as a chunk of their own: the page starts loading it with its record (`usePreload(PricePoints)`), and
 * shows a loading state in its place should the record come first.
 */
export const PricePoints = Object.assign(
  function PricePoints(props: ComponentProps<typeof Loaded>) {
    return (
      <Suspense fallback={<PageState status="loading" label="Loading price points" skeletonLines={6} />}>
        <Loaded {...props} />
      </Suspense>
    );
  },
  { preload: Loaded.preload },
);
