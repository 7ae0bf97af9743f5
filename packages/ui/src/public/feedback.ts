// Group: feedback (overlays, messages, progress, navigation of steps). Explicit named exports only.
export {
  ActionMenu,
  type ActionMenuAction,
  type ActionMenuItem,
  type ActionMenuLink,
  type ActionMenuProps,
  type ActionMenuSelectEvent,
  type ActionMenuSeparator,
} from "../components/ActionMenu";
export {
  AttemptTimeline,
  type AttemptTimelineProps,
  attemptSucceeded,
  formatDurationMs,
  type TimelineAttempt,
} from "../components/AttemptTimeline";
export { Banner, type BannerProps, type BannerTone } from "../components/Banner";
export { CodeBlock, type CodeBlockProps } from "../components/CodeBlock";
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogTone } from "../components/ConfirmDialog";
export { CopyButton, type CopyButtonProps, type CopyState } from "../components/CopyButton";
export { FullScreenLoader, type FullScreenLoaderProps } from "../components/FullScreenLoader";
export { type LinkTabItem, LinkTabs, type LinkTabsProps } from "../components/LinkTabs";
export { Modal, type ModalProps, type ModalSize } from "../components/Modal";
export { PageState, type PageStateProps, type PageStateStatus } from "../components/PageState";
export {
  formatPercent,
  ProgressBar,
  type ProgressBarProps,
  type ProgressTone,
  progressPercent,
} from "../components/ProgressBar";
export { SecretReveal, type SecretRevealProps } from "../components/SecretReveal";
export { Skeleton, type SkeletonProps, type SkeletonRadius } from "../components/Skeleton";
export {
  type KnownStatus,
  StatusBadge,
  type StatusBadgeProps,
  type StatusTone,
  statusLabel,
  statusTone,
} from "../components/StatusBadge";
export { StepProgress, type StepProgressProps } from "../components/StepProgress";
export { Stepper, type StepperProps, type StepperStep } from "../components/Stepper";
export { type TabItem, Tabs, type TabsProps } from "../components/Tabs";
export {
  DEFAULT_TOAST_DURATION_MS,
  type ToastApi,
  type ToastKind,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from "../components/Toast";
export { Tooltip, type TooltipProps, type TooltipSide } from "../components/Tooltip";
