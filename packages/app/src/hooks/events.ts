import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchEvents } from "../api/events";

/** `["events", roundAccountId, type, startingAfter]`: a page of the account's events. */
export function useEvents(roundAccountId: string | null, type: string, startingAfter: string) {
  return useQuery({
    queryKey: ["events", roundAccountId ?? "", type, startingAfter] as const,
    queryFn: ({ signal }) => fetchEvents(roundAccountId, { type, startingAfter }, signal),
    placeholderData: keepPreviousData,
  });
}
