import { useCallback, useMemo, useRef, useState } from "react";
import { serverErrorText } from "../form/serverErrors.ts";
import {
  canGoNext as canGoNextRule,
  canGoPrevious as canGoPreviousRule,
  countFilled,
  isStepClickable as isStepClickableRule,
  numberSteps,
  progressPercent,
  stepLabel,
  type WizardStep,
} from "./wizard.ts";

export interface UseWizardOptions<T extends WizardStep> {
  steps: readonly T[];
  /** Runs once when the last step is completed; a throw resets the guard and shows as `error`. */
  onComplete: () => unknown | Promise<unknown>;
  initialIndex?: number;
  /** Error text when a failure carries none. */
  fallbackError?: string;
}

export interface UseWizardResult<T extends WizardStep> {
  /** The steps with `completed` merged from markCompleted and their 1-based `number`. */
  steps: (T & { number: number; completed: boolean })[];
  currentIndex: number;
  currentStep: T & { number: number; completed: boolean };
  isFirst: boolean;
  isLast: boolean;
  /** 'Step N of M'. */
  label: string;
  canGoNext: boolean;
  canGoPrevious: boolean;
  isStepClickable: (index: number) => boolean;
  /** Moves on, or on the last step completes the wizard. Returns false when not allowed. */
  next: () => Promise<boolean>;
  previous: () => boolean;
  /** Jumps to a clickable step. Returns false when not allowed. */
  goTo: (index: number) => boolean;
  markCompleted: (id: string, completed?: boolean) => void;
  /** Submits once; further calls while running (or after success) do nothing. */
  complete: () => Promise<boolean>;
  submitting: boolean;
  /** Set when onComplete failed. */
  error: string | null;
  clearError: () => void;
  /** The progress bar's percent, from the current step's required fields as filled in `values`. */
  progress: (values?: Readonly<Record<string, unknown>>) => number;
}

/** The wizard engine: step order, navigation rules, completion marks, progress and a one-shot submit. */
export function useWizard<T extends WizardStep>(options: UseWizardOptions<T>): UseWizardResult<T> {
  const { steps: stepDefs, initialIndex = 0 } = options;
  const [rawIndex, setIndex] = useState(initialIndex);
  const [marks, setMarks] = useState<Readonly<Record<string, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const guard = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const steps = useMemo(
    () =>
      numberSteps(stepDefs).map((step) => ({
        ...step,
        completed: marks[step.id] ?? step.completed === true,
      })),
    [stepDefs, marks],
  );

  // The available steps can shrink (e.g. once a profile loads); stay within them.
  const currentIndex = Math.min(Math.max(rawIndex, 0), Math.max(steps.length - 1, 0));
  const indexRef = useRef(currentIndex);
  indexRef.current = currentIndex;
  const stepsRef = useRef(steps);
  stepsRef.current = steps;

  const isLast = currentIndex === steps.length - 1;
  const canGoNext = canGoNextRule(steps, currentIndex);
  const canGoPrevious = canGoPreviousRule(currentIndex);

  const complete = useCallback(async () => {
    if (guard.current) return false;
    guard.current = true;
    setSubmitting(true);
    setError(null);
    try {
      await optionsRef.current.onComplete();
      return true;
    } catch (failure) {
      guard.current = false;
      setError(serverErrorText(failure, optionsRef.current.fallbackError));
      return false;
    } finally {
      setSubmitting(false);
    }
  }, []);

  const next = useCallback(async () => {
    const index = indexRef.current;
    if (!canGoNextRule(stepsRef.current, index)) return false;
    if (index === stepsRef.current.length - 1) return complete();
    // Successive calls in one handler chain, as a person pressing twice would.
    indexRef.current = index + 1;
    setIndex(index + 1);
    return true;
  }, [complete]);

  const previous = useCallback(() => {
    const index = indexRef.current;
    if (!canGoPreviousRule(index)) return false;
    indexRef.current = index - 1;
    setIndex(index - 1);
    return true;
  }, []);

  const goTo = useCallback((index: number) => {
    if (!isStepClickableRule(stepsRef.current, indexRef.current, index)) return false;
    indexRef.current = index;
    setIndex(index);
    return true;
  }, []);

  const markCompleted = useCallback((id: string, completed = true) => {
    setMarks((current) => (current[id] === completed ? current : { ...current, [id]: completed }));
    // Let a following next() in the same handler see the mark.
    stepsRef.current = stepsRef.current.map((step) => (step.id === id ? { ...step, completed } : step));
  }, []);

  const isStepClickable = useCallback(
    (index: number) => isStepClickableRule(steps, currentIndex, index),
    [steps, currentIndex],
  );

  const progress = useCallback(
    (values: Readonly<Record<string, unknown>> = {}) => {
      const required = steps[currentIndex]?.requiredFields ?? [];
      return progressPercent(steps, currentIndex, countFilled(values, required), required.length);
    },
    [steps, currentIndex],
  );

  return {
    steps,
    currentIndex,
    currentStep: steps[currentIndex]!,
    isFirst: currentIndex === 0,
    isLast,
    label: stepLabel(currentIndex, steps.length),
    canGoNext,
    canGoPrevious,
    isStepClickable,
    next,
    previous,
    goTo,
    markCompleted,
    complete,
    submitting,
    error,
    clearError: useCallback(() => setError(null), []),
    progress,
  };
}
