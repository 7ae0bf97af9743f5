import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import { cx } from "../../utils/cx";
import * as styles from "./Tooltip.css";

export type TooltipSide = "top" | "right" | "bottom" | "left";

export interface TooltipProps {
  /** The hint. Keep it short; never put the only copy of essential information here. */
  content: ReactNode;
  /** The element it describes: one focusable element (a button, a link) that accepts a ref. */
  children: ReactElement;
  side?: TooltipSide;
  /** Wait before opening on hover, in ms. */
  delayMs?: number;
  /** Controlled open state; leave undefined to open on hover and focus. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A short hint shown on hover and keyboard focus (WAI-ARIA tooltip). Works without a provider above it. */
export function Tooltip({
  content,
  children,
  side = "top",
  delayMs = 300,
  open,
  onOpenChange,
  className,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className={cx(styles.content, className)}
            side={side}
            sideOffset={6}
            collisionPadding={8}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
