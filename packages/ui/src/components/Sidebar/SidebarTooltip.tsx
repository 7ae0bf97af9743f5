import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

// The collapsed sidebar's tooltips: Radix Tooltip with floating-ui, a module of its own that the Sidebar loads
// after it first renders, so a page does not wait for it.

/** One provider for every tooltip of the collapsed lists, so moving from one to the next skips the delay. */
export function SidebarTooltipProvider({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={300}>{children}</Tooltip.Provider>;
}

/** `element` with `text` as its tooltip, on the right. */
export function SidebarTooltip({
  text,
  className,
  children,
}: {
  text: string;
  className: string;
  children: ReactElement;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side="right" sideOffset={8} className={className}>
          {text}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
