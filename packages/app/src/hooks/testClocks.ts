import type { TestClockInput } from "@round/forms/schemas";
import { formatUtcTime as clockTime } from "@round/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { testClocksApi } from "../api/testClocks";

/** The query keys of test clocks, under ["test-clocks"]. */
const testClockKeys = {
  all: ["test-clocks"] as const,
  list: () => ["test-clocks", "list"] as const,
  detail: (id: string) => ["test-clocks", "detail", id] as const,
};

export function useTestClocks(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: testClockKeys.list(),
    queryFn: ({ signal }) => testClocksApi.list(signal),
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
  });
}

/** The account's test clocks as a picker's options: 'Renewal rehearsal · Apr 1, 2027, 09:30 UTC'. */
export async function loadTestClockOptions() {
  return (await testClocksApi.list()).map((clock) => ({
    value: clock.id,
    label: `${clock.name} · ${clockTime(clock.frozenTime)}`,
  }));
}

export function useTestClock(id: string | null | undefined) {
  return useQuery({
    queryKey: testClockKeys.detail(id ?? ""),
    queryFn: ({ signal }) => testClocksApi.get(id ?? "", signal),
    enabled: Boolean(id),
  });
}

export function useCreateTestClock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TestClockInput) => testClocksApi.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: testClockKeys.all }),
  });
}

/** The preview of an advance: a call, never cached. */
export const previewAdvance = (id: string, frozenTime: string) =>
  testClocksApi.advance(id, { frozenTime, preview: true });

/**
 * Advancing runs everything due on the clock's customers: their subscriptions, invoices and payments change
 * with the clock, so those refresh too.
 */
export function useAdvanceTestClock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, frozenTime }: { id: string; frozenTime: string }) =>
      testClocksApi.advance(id, { frozenTime }),
    onSuccess: () =>
      Promise.all(
        [testClockKeys.all, ["subscriptions"], ["customers"], ["invoices"], ["payments"]].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Deleting a clock removes the customers living on it and all they had. */
export function useDeleteTestClock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => testClocksApi.remove(id),
    onSuccess: () =>
      Promise.all(
        [testClockKeys.all, ["subscriptions"], ["customers"], ["invoices"], ["payments"]].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
