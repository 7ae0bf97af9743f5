/**
 * The customer's pages' own API client: a fetch with a 10-second timeout, JSON in and out, and the house
 * error body read into the text a person sees. No session, no cookies, no Authorization header: the token in
 * the path is the only key. (The staff app's client, with its tokens and refresh, is not loaded here.)
 */
import { serverErrorText } from "@round/forms";
import type {
  BillingPreviewResponse,
  CheckoutPage,
  CheckoutResult,
  PayInvoiceInput,
  PayPage,
  PortalOverview,
  PortalSubscription,
} from "@round/forms/schemas";

export const REQUEST_TIMEOUT_MS = 10_000;
export const NETWORK_ERROR = "Network error. Please try again.";
export const UNEXPECTED_ERROR = "An unexpected error occurred";

/** A failed call: the status (0 when no answer came), the body as the server sent it, and its text. */
export class CustomerApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = "CustomerApiError";
    this.status = status;
    this.body = body;
  }
}

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API at `path` (same origin); resolves with the answer's JSON (null for 204), or throws. */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(path, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "omit",
      signal: controller.signal,
    });
  } catch {
    throw new CustomerApiError(NETWORK_ERROR, 0, null);
  } finally {
    clearTimeout(timer);
  }
  const body = await readBody(response);
  if (!response.ok) {
    const text = typeof body === "string" && body.length >= 300 ? UNEXPECTED_ERROR : serverErrorText(body);
    throw new CustomerApiError(text, response.status, body);
  }
  return body as T;
}

/** Whether a failure is the server's 404 for a made-up, expired or deleted link. */
export const isLinkInvalid = (error: unknown) => error instanceof CustomerApiError && error.status === 404;

const segment = encodeURIComponent;

type PaymentMethod = PortalOverview["paymentMethods"][number];
type CardInput = {
  type: "card";
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  isDefault?: boolean;
};
type AddonItem = { pricePointId: string; quantity: number };

/** The portal's calls, for one link. */
export function portalApi(token: string) {
  const base = `/api/portal/${segment(token)}`;
  return {
    overview: () => call<PortalOverview>(base),
    renew: (email: string) => call<{ message: string }>(`${base}/renew`, { method: "POST", body: { email } }),
    addCard: (card: CardInput) =>
      call<PaymentMethod>(`${base}/payment-methods`, { method: "POST", body: card }),
    makeDefault: (id: string) =>
      call<PaymentMethod>(`${base}/payment-methods/${segment(id)}/default`, { method: "POST" }),
    removeCard: (id: string) => call<null>(`${base}/payment-methods/${segment(id)}`, { method: "DELETE" }),
    saveBillingDetails: (body: unknown) =>
      call<PortalOverview["customer"]>(`${base}/billing-details`, { method: "PUT", body }),
    previewChange: (id: string, change: { planPricePointId?: string; addons?: AddonItem[] }) =>
      call<BillingPreviewResponse>(`${base}/subscriptions/${segment(id)}`, {
        method: "PUT",
        body: { ...change, preview: true },
      }),
    change: (id: string, change: { planPricePointId?: string; addons?: AddonItem[] }) =>
      call<PortalSubscription>(`${base}/subscriptions/${segment(id)}`, {
        method: "PUT",
        body: { ...change, preview: false },
      }),
    previewCancel: (id: string, atTermEnd: boolean) =>
      call<BillingPreviewResponse>(`${base}/subscriptions/${segment(id)}/cancel`, {
        method: "POST",
        body: { atTermEnd, preview: true },
      }),
    cancel: (id: string, atTermEnd: boolean) =>
      call<PortalSubscription>(`${base}/subscriptions/${segment(id)}/cancel`, {
        method: "POST",
        body: { atTermEnd, preview: false },
      }),
  };
}
export type PortalApi = ReturnType<typeof portalApi>;

/** The pay page's calls, for one invoice's link. */
export function payApi(token: string) {
  const base = `/api/pay/${segment(token)}`;
  return {
    page: () => call<PayPage>(base),
    pay: (body: PayInvoiceInput, idempotencyKey: string) =>
      call<PayPage>(base, { method: "POST", body, headers: { "Idempotency-Key": idempotencyKey } }),
  };
}
export type PayApi = ReturnType<typeof payApi>;

/** The checkout's calls, for one checkout link. */
export function checkoutApi(token: string) {
  const base = `/api/checkout/${segment(token)}`;
  return {
    page: () => call<CheckoutPage>(base),
    /** The first invoice with a coupon code ('' for none), taxed for the billing country and state given. */
    preview: (couponCode: string, place: { country: string; state: string } = { country: "", state: "" }) =>
      call<{ preview: CheckoutPage["preview"]; coupon: { code: string; description: string } | null }>(
        `${base}/preview`,
        { method: "POST", body: { couponCode, country: place.country, state: place.state } },
      ),
    submit: (body: unknown, idempotencyKey: string) =>
      call<CheckoutResult>(base, { method: "POST", body, headers: { "Idempotency-Key": idempotencyKey } }),
  };
}
export type CheckoutApi = ReturnType<typeof checkoutApi>;
