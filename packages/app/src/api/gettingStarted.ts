/** What the dashboard's getting-started checklist counts that no other screen of this area reads. */
import { api } from "./client";
import { messages } from "./errors";

/** How many customers the account has: `GET /api/customers?pageSize=1`, its `totalCount`. */
export async function fetchCustomerCount(signal?: AbortSignal): Promise<number> {
  const page = await api.request<{ totalCount: number }>("/api/customers", {
    query: { pageSize: 1 },
    errorMessage: messages.loadChecklistFailed,
    ...(signal ? { signal } : {}),
  });
  return page.totalCount;
}

/** How many subscriptions the account has: `GET /api/subscriptions?pageSize=1`, its `totalCount`. */
export async function fetchSubscriptionCount(signal?: AbortSignal): Promise<number> {
  const page = await api.request<{ totalCount: number }>("/api/subscriptions", {
    query: { pageSize: 1 },
    errorMessage: messages.loadChecklistFailed,
    ...(signal ? { signal } : {}),
  });
  return page.totalCount;
}
