/**
 * Mock Service Worker handlers answering the app's API at the network level, so the stories run the real
 * screens, hooks, session and API client. Each builder makes fresh handlers (and fresh counters), so a story
 * installs them in its `beforeEach` with `msw.use(...)`; the addon resets them before the next story.
 */
import { delay, HttpResponse, http, type JsonBodyType, type RequestHandler } from "msw";
import type { SetupWorker } from "msw/browser";
import type { Invitation, InvitationLookup } from "../../../packages/app/src/api/invitations";
import type { LoginResult, MeResponse, Organization } from "../../../packages/app/src/api/types";
import { catalogBackend } from "./catalogBackend";
import type { PlanSeed } from "./catalogFixtures";
import { creditNotesListBackend } from "./creditNotesListBackend";
import { addressTypes, companySizes, countries, currencies, industries, productsFamily } from "./fixtures";
import { invoicesBackend } from "./invoicesBackend";
import { metricsBackend } from "./metricsBackend";

/** How a handler answers: a JSON body with a status, never (the request stays pending), or no response. */
class Reply {
  constructor(
    readonly kind: "json" | "pending" | "network-error",
    readonly status = 200,
    readonly body: JsonBodyType = null,
  ) {}
}

/** A JSON answer, status 200 unless told. */
export const ok = (body: JsonBodyType = null, status = 200) => new Reply("json", status, body);

/** A request that never gets an answer: the screen stays in its loading or submitting state. */
export const pending = new Reply("pending");

/** No response at all (the client's 'Network error. Please try again.'). */
export const networkError = new Reply("network-error");

/** What a handler saw, for a story to assert the call the screen made. */
interface SeenRequest {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  body: unknown;
}

export type RequestSpy = (request: SeenRequest) => void;

async function see(request: Request, spy?: RequestSpy): Promise<void> {
  if (!spy) return;
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  spy({
    method: request.method,
    path: url.pathname,
    search: url.search,
    authorization: request.headers.get("Authorization"),
    body,
  });
}

async function answer(reply: Reply) {
  if (reply.kind === "pending") {
    await delay("infinite");
    return new HttpResponse(null, { status: 504 });
  }
  if (reply.kind === "network-error") return HttpResponse.error();
  return HttpResponse.json(reply.body, { status: reply.status });
}

/** Data becomes a 200 answer; a Reply is used as it is. */
const asReply = (value: unknown): Reply => (value instanceof Reply ? value : ok(value as JsonBodyType));

/** The server's error body: `{ message, errors: [{ code, description, field }] }`. */
export function failure(
  status: number,
  description: string,
  extra: { code?: string; field?: string; message?: string } = {},
): Reply {
  return ok(
    {
      message: extra.message ?? description,
      errors: [{ code: extra.code ?? "ERROR", description, ...(extra.field ? { field: extra.field } : {}) }],
    },
    status,
  );
}

type Method = "get" | "post" | "put" | "delete";

/** One endpoint answering every request the same way. */
export function endpoint(method: Method, path: string, reply: Reply, spy?: RequestSpy) {
  return http[method](path, async ({ request }) => {
    await see(request, spy);
    return answer(reply);
  });
}

/** One endpoint answering its requests in turn; the last reply repeats. */
export function sequence(method: Method, path: string, replies: [Reply, ...Reply[]], spy?: RequestSpy) {
  let count = 0;
  return http[method](path, async ({ request }) => {
    await see(request, spy);
    const reply = replies[Math.min(count, replies.length - 1)] as Reply;
    count += 1;
    return answer(reply);
  });
}

/**
 * An outage of one endpoint: `reply` to every request until `end()` is called, then nothing, so the next
 * handler for it (an in-memory backend) answers again. A remount asks again and still meets the outage.
 */
export function outage(method: Method, path: string, reply: Reply) {
  let over = false;
  return {
    handler: http[method](path, () => (over ? undefined : answer(reply))),
    end: () => {
      over = true;
    },
  };
}

/**
 * Sees each request to `path` (headers and all) and answers nothing, so the next handler for it answers: a
 * spy in front of an in-memory backend, for a story asserting a header or a query the screen sent.
 */
export function watch(method: Method, path: string, spy: (request: Request) => void) {
  return http[method](path, ({ request }) => {
    spy(request.clone());
    return undefined;
  });
}

/**
 * An endpoint answering `first` to every request until `recover()` is called, then `then`: a failure that
 * lasts however often the screen asks (a remount asks again), until the story makes Retry succeed.
 */
export function recoverable(method: Method, path: string, first: Reply, then: Reply) {
  let recovered = false;
  return {
    handler: http[method](path, () => answer(recovered ? then : first)),
    recover: () => {
      recovered = true;
    },
  };
}

// ---- Identity ----------------------------------------------------------------------------------------

export const TOKEN = "story-access-token";
export const REFRESH_TOKEN = "story-refresh-token";

export const loginSucceeded: LoginResult = { succeeded: true, token: TOKEN, refreshToken: REFRESH_TOKEN };

/** `GET /identities/me`: the signed-in user, or any other reply. */
export const meHandler = (user: MeResponse | Reply) => endpoint("get", "/identities/me", asReply(user));

/** `GET /identities/me` answering the session check first, then the screen's own request differently. */
export const meThenHandler = (user: MeResponse, then: Reply) =>
  sequence("get", "/identities/me", [asReply(user), then]);

export const loginHandler = (reply: LoginResult | Reply, spy?: RequestSpy) =>
  endpoint("post", "/identities/login", asReply(reply), spy);

export const registerHandler = (reply: Reply, spy?: RequestSpy) =>
  endpoint("post", "/identities/register", reply, spy);

export const registerBusinessHandler = (reply: Reply, spy?: RequestSpy) =>
  endpoint("post", "/identities/register-business", reply, spy);

export const resendHandler = (reply: Reply, spy?: RequestSpy) =>
  endpoint("post", "/identities/resend", reply, spy);

export const confirmEmailHandler = (reply: LoginResult | Reply, spy?: RequestSpy) =>
  endpoint("post", "/identities/confirm-email-and-login", asReply(reply), spy);

export const forgotPasswordHandler = (reply: Reply, spy?: RequestSpy) =>
  endpoint("post", "/identities/forgot-password", reply, spy);

export const resetPasswordHandler = (reply: Reply, spy?: RequestSpy) =>
  endpoint("post", "/identities/reset-password", reply, spy);

/** `POST /identities/refresh-token`: the silent refresh after a 401. */
export const refreshTokenHandler = (
  reply: { token: string; refreshToken: string } | Reply,
  spy?: RequestSpy,
) => endpoint("post", "/identities/refresh-token", asReply(reply), spy);

export const logoutHandler = (reply: Reply = ok({ message: "Logged out" }), spy?: RequestSpy) =>
  endpoint("post", "/identities/logout", reply, spy);

/** The server's answer: note its `role` is the role's name and `roleId` its number. */
export const invitationLookupHandler = (reply: Omit<InvitationLookup, "role"> | Reply) =>
  endpoint("get", "/identities/invitations/lookup", asReply(reply));

export const registerWithInvitationHandler = (reply: LoginResult | Reply, spy?: RequestSpy) =>
  endpoint("post", "/identities/register-with-invitation", asReply(reply), spy);

export const invitationsHandler = (list: Invitation[] | Reply) =>
  endpoint(
    "get",
    "/identities/invitations",
    list instanceof Reply ? list : ok({ items: list } as unknown as JsonBodyType),
  );

// ---- Organizations -----------------------------------------------------------------------------------

export const organizationsHandler = (items: Organization[] | Reply) =>
  endpoint(
    "get",
    "/organizations",
    items instanceof Reply ? items : ok({ items } as unknown as JsonBodyType),
  );

// ---- Reference data ----------------------------------------------------------------------------------

/** The five reference lists; `fail` makes them answer 500. */
export function referenceHandlers({ fail = false }: { fail?: boolean } = {}) {
  const list = (path: string, items: unknown) =>
    endpoint("get", path, fail ? failure(500, "Reference data unavailable") : ok(items as JsonBodyType));
  return [
    list("/api/CountryCurrency/countries", countries),
    list("/api/CountryCurrency/currencies", currencies),
    list("/api/Industries", industries),
    list("/api/CompanySizes", companySizes),
    list("/api/AddressTypes", addressTypes),
  ];
}

/** `GET /api/customers`: a page whose `totalCount` is `count` (the dashboard's checklist reads only that). */
const customersCountHandler = (count: number | Reply, spy?: RequestSpy) =>
  endpoint(
    "get",
    "/api/customers",
    count instanceof Reply
      ? count
      : ok({ items: [], totalCount: count, pageNumber: 1, pageSize: 1, totalPages: count }),
    spy,
  );

/** `GET /api/subscriptions`: a page whose `totalCount` is `count` (the dashboard's checklist reads only that). */
const subscriptionsCountHandler = (count: number | Reply, spy?: RequestSpy) =>
  endpoint(
    "get",
    "/api/subscriptions",
    count instanceof Reply
      ? count
      : ok({ items: [], totalCount: count, pageNumber: 1, pageSize: 1, totalPages: count }),
    spy,
  );

/**
 * What a signed-in business user's screens read: the user, the organization, invitations, reference lists,
 * the catalog (its plans; none unless given), how many customers there are (none unless given), and no
 * invoices, payments, credit notes, refunds or revenue.
 */
export function accountHandlers(
  user: MeResponse,
  extra: {
    organizations?: Organization[];
    invitations?: Invitation[];
    plans?: PlanSeed[];
    customers?: number | Reply;
    subscriptions?: number | Reply;
  } = {},
) {
  return [
    meHandler(user),
    organizationsHandler(extra.organizations ?? []),
    invitationsHandler(extra.invitations ?? []),
    ...referenceHandlers(),
    ...catalogBackend({ families: [productsFamily], plans: extra.plans ?? [] }),
    customersCountHandler(extra.customers ?? 0),
    subscriptionsCountHandler(extra.subscriptions ?? 0),
    // No invoices, payments, credit notes, refunds or revenue unless a story installs its own backends after these.
    ...invoicesBackend(),
    ...creditNotesListBackend(),
    ...metricsBackend(),
  ];
}

/**
 * A story's `beforeEach` installing handlers made fresh for this run (counters start over). A handler later
 * in the list wins over an earlier one for the same request, and a story's handlers win over its meta's.
 */
export function mockApi(make: () => Array<RequestHandler | RequestHandler[]>) {
  return ({ msw }: { msw: SetupWorker }) => {
    // msw.use() puts its first argument first in line: reversed, the last one given answers.
    msw.use(...make().flat().reverse());
  };
}
