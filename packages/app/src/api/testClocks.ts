import type { TestClockAdvanceResponse, TestClockInput, TestClockResponse } from "@round/forms/schemas";
import { api } from "./client";

export const testClockMessages = {
  loadClocksFailed: "Failed to load test clocks",
  createFailed: "Failed to create the test clock. Please try again.",
  advanceFailed: "Failed to advance the test clock. Please try again.",
  previewFailed: "Failed to preview the advance. Please try again.",
  deleteFailed: "Failed to delete the test clock. Please try again.",
} as const;
const m = testClockMessages;

const base = "/api/test-clocks";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** Test clocks: customers living on one see time only when it is advanced, and everything due runs then. */
export const testClocksApi = {
  list: (signal?: AbortSignal) =>
    api.request<TestClockResponse[]>(base, {
      errorMessage: m.loadClocksFailed,
      ...(signal ? { signal } : {}),
    }),
  get: (id: string, signal?: AbortSignal) =>
    api.request<TestClockResponse>(one(id), {
      errorMessage: m.loadClocksFailed,
      ...(signal ? { signal } : {}),
    }),
  create: (body: TestClockInput) =>
    api.request<TestClockResponse>(base, { method: "POST", body, errorMessage: m.createFailed }),
  /** With `preview`, the steps it would run, in order, and nothing moves. */
  advance: (id: string, body: { frozenTime: string; preview?: boolean }) =>
    api.request<TestClockAdvanceResponse>(`${one(id)}/advance`, {
      method: "POST",
      body,
      // Everything due up to the new time runs in this call: a long jump takes longer than an ordinary call.
      timeoutMs: 120_000,
      errorMessage: body.preview ? m.previewFailed : m.advanceFailed,
    }),
  remove: async (id: string) => {
    await api.request<null>(one(id), { method: "DELETE", errorMessage: m.deleteFailed });
  },
};
