// The door of the events module (PLATFORM.md, "Events"). It owns `events`: every module records its changes'
// events through `recordEvent`, in the change's own transaction.
export { eventRoutes } from "./routes.ts";
export { changedFields, type NewEvent, recordEvent, updateEventType } from "./service.ts";
