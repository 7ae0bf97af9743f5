export {
  dayBeforeOf,
  type FigureWrites,
  keepCollection,
  keepFiguresOfOlderData,
  keepMrrChange,
  keepPaymentAttempt,
  mrrChangeWrites,
  PendingSums,
  rebuildScope,
  saveFigureWrites,
} from "./keep.ts";
export { clearScope, daysBefore } from "./queries.ts";
export { metricsRoutes } from "./routes.ts";
export { metricsService } from "./service.ts";
