export {
  AttemptTimeline,
  type AttemptTimelineProps,
  attemptSucceeded,
  formatDurationMs,
  type TimelineAttempt,
} from "./AttemptTimeline";
