import { forwardRef, type ReactNode } from "react";
import { CheckIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import * as styles from "./Stepper.css";

export interface StepperStep {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  completed?: boolean;
  optional?: boolean;
}

export interface StepperProps {
  steps: StepperStep[];
  /** The step shown now, from 0. */
  currentIndex: number;
  /** Called with a step's index when a reachable step (past, current or completed) is clicked. */
  onStepClick?: (index: number) => void;
  /** Accessible name of the step list. */
  label?: string;
  /** Read after a completed step's title by screen readers: 'Pricing (completed)'. */
  completedLabel?: string;
  optionalLabel?: string;
  className?: string;
}

/**
 * The steps of a wizard and where the person is. Steps already reached are buttons that go back to them;
 * later ones are plain text until reached. Horizontal, and compact (numbers only) on narrow screens.
 */
export const Stepper = forwardRef<HTMLElement, StepperProps>(function Stepper(
  {
    steps,
    currentIndex,
    onStepClick,
    label = "Progress",
    completedLabel = "completed",
    optionalLabel = "Optional",
    className,
  },
  ref,
) {
  return (
    <nav ref={ref} aria-label={label} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const current = index === currentIndex;
          const reachable = index <= currentIndex || Boolean(step.completed);
          const hasDetails = Boolean(step.optional || step.description);
          const content = (
            <>
              <span className={styles.indicator} aria-hidden="true">
                {step.completed ? <CheckIcon size={14} strokeWidth={3} /> : index + 1}
              </span>
              <span className={styles.text}>
                <span className={styles.title}>
                  {step.title}
                  {step.completed ? <span className={visuallyHidden}> ({completedLabel})</span> : null}
                </span>
                {hasDetails ? (
                  <span className={styles.details}>
                    {step.optional ? <span className={styles.meta}>{optionalLabel}</span> : null}
                    {step.description ? <span className={styles.meta}>{step.description}</span> : null}
                  </span>
                ) : null}
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              className={styles.item}
              data-current={current || undefined}
              data-completed={step.completed || undefined}
              data-reachable={reachable || undefined}
            >
              {onStepClick && reachable ? (
                <button
                  type="button"
                  className={cx(styles.step, styles.stepButton)}
                  aria-current={current ? "step" : undefined}
                  onClick={() => onStepClick(index)}
                >
                  {content}
                </button>
              ) : (
                <span className={styles.step} aria-current={current ? "step" : undefined}>
                  {content}
                </span>
              )}
              {index < steps.length - 1 ? <span className={styles.connector} aria-hidden="true" /> : null}
            </li>
          );
        })}
      </ol>
      {/* The current title for narrow screens, where the titles in the list are kept for screen readers only. */}
      <p className={styles.caption} aria-hidden="true">
        {steps[currentIndex]?.title}
      </p>
    </nav>
  );
});
