import type { EventResponse } from "@round/forms/schemas";
import { api } from "./client";
import { messages } from "./errors";

export type RoundEvent = EventResponse;
export interface EventPage {
  items: RoundEvent[];
  hasMore: boolean;
}

/** The account's latest events of `type` (a family as `customer.*`, or all), older than `startingAfter`. */
export function fetchEvents(
  roundAccountId: string | null,
  filter: { type: string; startingAfter: string },
  signal?: AbortSignal,
): Promise<EventPage> {
  return api.request<EventPage>("/api/events", {
    query: {
      roundAccountId,
      limit: 20,
      type: filter.type || undefined,
      startingAfter: filter.startingAfter || undefined,
    },
    errorMessage: messages.loadEventsFailed,
    ...(signal ? { signal } : {}),
  });
}
