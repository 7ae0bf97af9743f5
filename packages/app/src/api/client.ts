import { loginUrlFor } from "../session/returnTo";
import { ApiError, coreMessages, extractErrorMessage } from "./apiError";
import { localTokenStore, type TokenStore } from "./tokens";

const REQUEST_TIMEOUT_MS = 10_000;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The text used when the server's answer carries none (the spec's per-call defaults). */
  errorMessage?: string;
  /** Skips the Bearer header and the 401 handling (login, refresh and other anonymous calls). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** A body that is not JSON (a CSV file), sent as is with its content type. */
  rawBody?: { type: string; content: string | Blob };
  /** `blob`: the answer is a file (a CSV or JSON download), returned as a Blob. */
  responseType?: "json" | "blob";
  /** Longer than the 10-second default, for imports and exports of many rows. */
  timeoutMs?: number;
  /** Headers of the call's own (`Idempotency-Key`). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Base address of the API; same origin when empty. */
  baseUrl?: string;
  tokens?: TokenStore;
  timeoutMs?: number;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Called after a 401 that a refresh could not cure, once the tokens are cleared. */
  onSessionExpired?: () => void;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  readonly tokens: TokenStore;
}

/**
 * Sends the browser to sign-in after a session ended: a full page load of `/auth/login?returnTo=…`, so the
 * requested location survives it (sign-in goes back there). Nothing happens on an authentication page.
 */
export function redirectToLogin(
  location: { pathname: string; search?: string; hash?: string } = window.location,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  const url = loginUrlFor(location);
  if (url) go(url);
}

let sessionExpired = (): void => {
  if (typeof window !== "undefined") redirectToLogin();
};

/**
 * Replaces what the app's client does when a session ends (by default `redirectToLogin()`). A memory router,
 * as in the stories, cannot follow a page load: it follows the same address itself. Returns the undo.
 */
export function setSessionExpiredHandler(handler: () => void): () => void {
  const previous = sessionExpired;
  sessionExpired = handler;
  return () => {
    sessionExpired = previous;
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const tokens = options.tokens ?? localTokenStore;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const baseUrl = (options.baseUrl ?? "").replace(/\/$/, "");
  let refreshing: Promise<boolean> | null = null;

  function url(path: string, query?: RequestOptions["query"]): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
    }
    const qs = search.toString();
    return `${baseUrl}${path}${qs ? (path.includes("?") ? "&" : "?") + qs : ""}`;
  }

  async function send(path: string, request: RequestOptions, token: string | null): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? timeoutMs);
    request.signal?.addEventListener("abort", () => controller.abort(), { once: true });
    const headers: Record<string, string> = {
      Accept: request.responseType === "blob" ? "*/*" : "application/json",
      ...request.headers,
    };
    if (request.rawBody) headers["Content-Type"] = request.rawBody.type;
    else if (request.body !== undefined) headers["Content-Type"] = "application/json";
    if (token && !request.anonymous) headers.Authorization = `Bearer ${token}`;
    try {
      return await doFetch(url(path, request.query), {
        method: request.method ?? "GET",
        headers,
        body: request.rawBody
          ? request.rawBody.content
          : request.body === undefined
            ? undefined
            : JSON.stringify(request.body),
        signal: controller.signal,
      });
    } catch {
      throw new ApiError(coreMessages.network, 0, null);
    } finally {
      clearTimeout(timer);
    }
  }

  // One refresh at a time: concurrent 401s wait for the same refresh.
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const refreshToken = tokens.getRefreshToken();
      if (!refreshToken) return false;
      try {
        const response = await send(
          "/identities/refresh-token",
          { method: "POST", body: { refreshToken }, anonymous: true },
          null,
        );
        if (!response.ok) return false;
        const data = (await response.json()) as { token?: string; refreshToken?: string };
        if (!data.token) return false;
        tokens.setTokens(data.token, data.refreshToken ?? refreshToken);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function read(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  async function request<T>(path: string, request: RequestOptions = {}): Promise<T> {
    const token = tokens.getToken();
    let response = await send(path, request, token);
    if (response.status === 401 && !request.anonymous && token) {
      if (await refresh()) {
        response = await send(path, request, tokens.getToken());
      }
      if (response.status === 401) {
        tokens.clear();
        options.onSessionExpired?.();
      }
    }
    if (response.ok && request.responseType === "blob") return (await response.blob()) as T;
    const body = await read(response);
    if (!response.ok) {
      throw new ApiError(
        extractErrorMessage(body, request.errorMessage ?? coreMessages.unexpected),
        response.status,
        body,
      );
    }
    return body as T;
  }

  return { request, tokens };
}

/** The app's client: same origin unless VITE_API_URL says otherwise. */
export const api = createApiClient({
  baseUrl: (import.meta.env?.VITE_API_URL as string | undefined) ?? "",
  onSessionExpired: () => sessionExpired(),
});
