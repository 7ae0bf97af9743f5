// The door of the events module (PLATFORM.md, "Events"). It owns `events`: every module records its changes'
// events through `recordEvent`, in the change's own transaction.

export { eventsByIds } from "./queries.ts";
export { eventRoutes } from "./routes.ts";
export {
  changedFields,
  eventView,
  type NewEvent,
  recordEvent,
  recordEvents,
  updateEventType,
} from "./service.ts";
