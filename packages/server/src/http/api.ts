import { randomUUID } from "node:crypto";
import {
  API_KEY_SECRET_PREFIX,
  type ApiScopeAccess,
  type ApiScopeArea,
  scopesAllow,
} from "@round/forms/schemas";
import type { Context, Hono } from "hono";
import type * as v from "valibot";
import { type AccessClaims, verifyBearer } from "../auth/tokens.ts";
import { type Clock, systemClock } from "../clock.ts";
import { type RequestContext, runWithContext } from "./context.ts";
import type { AppEnv } from "./env.ts";
import { forbidden } from "./errors.ts";
import { parseWith, queryObject, readJsonObject } from "./input.ts";
import { type CachedJson, sendCached } from "./respond.ts";
import { completeResponse } from "./security.ts";

/** A path parameter of the route (always present when the route matched). */
export function param(c: Context, name: string): string {
  return c.req.param(name) ?? "";
}

type Method = "get" | "post" | "put" | "delete";

/** How one endpoint is described in /api/openapi.json; the same schemas validate its input. */
export interface RouteDoc<B extends v.GenericSchema | undefined, Q extends v.GenericSchema | undefined> {
  summary: string;
  description?: string;
  tag: string;
  /** Requires `Authorization: Bearer <access token>` (or an API key's secret, when the route has a scope). */
  auth?: boolean;
  /**
   * The area of an API key's scopes this route belongs to (PLATFORM.md), when not its `Api.scoped` area. A
   * route with no scope is people's only: a key gets 403 'API keys cannot use this endpoint.'
   */
  scope?: ApiScopeArea;
  /** What the route needs of the area: `read` for GET, `write` for the rest unless said. */
  scopeAccess?: ApiScopeAccess;
  body?: B;
  query?: Q;
  /**
   * `handler`: the body is checked by the handler (its rules depend on stored data, such as a customer's
   * currency); the route passes it the JSON object as sent, and `body` only documents it.
   */
  bodyCheckedBy?: "handler";
  /** A body that is not JSON (`text/csv`): the handler reads it; documented as a string of that type. */
  requestContentType?: string;
  /** Documentation only: the shape of a successful answer. */
  response?: v.GenericSchema;
  /** Documentation only: a successful answer that is not JSON (`text/csv`, `application/pdf`). */
  responseContentType?: string;
  /** Status of a successful answer (200 unless said). */
  status?: number;
  /** Other statuses this endpoint answers, with why. */
  errors?: Record<number, string>;
}

type Infer<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface RouteInput<B, Q> {
  body: B;
  query: Q;
  /** The verified access token; present when the route has `auth: true`. */
  claims: AccessClaims;
}

export interface DocumentedRoute {
  method: Method;
  /** OpenAPI form: /organizations/{id}. */
  path: string;
  doc: RouteDoc<v.GenericSchema | undefined, v.GenericSchema | undefined>;
}

/**
 * Verifies an API key's secret (`rnd_sk_…`) and answers the claims it acts with: 401 when the key is
 * unknown, revoked or expired, 429 past its rate limit.
 */
export type KeyAuthenticator = (secret: string) => Promise<AccessClaims>;

/** What a route needs of its area: `read` for GET, `write` for the rest unless its doc says. */
const accessOf = (method: Method, doc: Pick<RouteDoc<undefined, undefined>, "scopeAccess">): ApiScopeAccess =>
  doc.scopeAccess ?? (method === "get" ? "read" : "write");

/** The scope a key needs for a route (`customers:write`), or undefined for a people's route. */
export function scopeOf(
  method: Method,
  doc: Pick<RouteDoc<undefined, undefined>, "scope" | "scopeAccess">,
): string | undefined {
  return doc.scope ? `${doc.scope}:${accessOf(method, doc)}` : undefined;
}

const bearerOf = (header: string) => header.match(/^Bearer\s+(\S+)\s*$/i)?.[1];

/** A request's id: the caller's `X-Request-Id` when it is a plain token, else a new one. */
function requestIdOf(header: string | undefined): string {
  return header && /^[\w.:-]{1,100}$/.test(header) ? header : randomUUID();
}

/** Registers routes on the Hono app and keeps their description for the OpenAPI document. */
export class Api {
  readonly routes: DocumentedRoute[] = [];
  private readonly jsonHeaders: Record<string, string>;
  /** The scope area of the routes registered through this view (`scoped`). */
  private area: ApiScopeArea | undefined;

  constructor(
    readonly app: Hono<AppEnv>,
    private readonly jwtKey: Uint8Array,
    /** The security headers of every answer (`securityHeaderFields`). */
    readonly securityHeaders: Record<string, string>,
    private readonly clock: Clock = systemClock,
    /** How an API key's secret is verified; without it, a key is refused as any unknown token is. */
    private readonly keys?: KeyAuthenticator,
  ) {
    this.jsonHeaders = { ...securityHeaders, "content-type": "application/json" };
  }

  /**
   * The same Api, registering its routes in `area` of the API keys' scopes (a route's own `scope` wins):
   * `customerRoutes(api.scoped("customers"), deps)`.
   */
  scoped(area: ApiScopeArea): Api {
    const view = Object.create(this) as Api;
    view.area = area;
    return view;
  }

  /**
   * The claims of an authenticated request: a person's access token, or an API key in the route's scope. For
   * a route that checks who calls itself (`auth` unset, another proof accepted too).
   */
  async caller(
    method: Method,
    doc: Pick<RouteDoc<undefined, undefined>, "scope" | "scopeAccess">,
    header: string | undefined,
  ): Promise<AccessClaims> {
    // A person's token is the common case: it costs one substring search to tell the two apart.
    const secret = this.keys && header?.includes(API_KEY_SECRET_PREFIX) ? bearerOf(header) : undefined;
    if (!secret?.startsWith(API_KEY_SECRET_PREFIX))
      return verifyBearer(header, this.jwtKey, this.clock.now());
    const claims = await this.keys!(secret);
    if (!doc.scope) throw forbidden("API keys cannot use this endpoint.");
    const access = accessOf(method, doc);
    if (!scopesAllow(claims.apiKey?.scopes ?? [], doc.scope, access)) {
      throw forbidden(`This API key does not allow ${doc.scope}:${access}.`);
    }
    return claims;
  }

  /**
   * `c.json(value, status)` with the security headers already in, for routes on the hot path: the same
   * answer, built without `Headers` objects (which cost more than a small route's own work).
   */
  json(value: unknown, status = 200): Response {
    return completeResponse(JSON.stringify(value), status, this.jsonHeaders);
  }

  /** A prepared JSON answer with its ETag (`sendCached`), built like `json()`. */
  cached(c: Context<AppEnv>, answer: CachedJson, maxAgeSeconds?: number): Response {
    return sendCached(c, answer, this.securityHeaders, maxAgeSeconds);
  }

  route<B extends v.GenericSchema | undefined = undefined, Q extends v.GenericSchema | undefined = undefined>(
    method: Method,
    path: string,
    doc: RouteDoc<B, Q>,
    handler: (c: Context<AppEnv>, input: RouteInput<Infer<B>, Infer<Q>>) => Promise<Response> | Response,
  ): void {
    const described = {
      ...doc,
      ...(!doc.scope && this.area ? { scope: this.area } : {}),
    } as RouteDoc<v.GenericSchema | undefined, v.GenericSchema | undefined>;
    this.routes.push({ method, path: path.replace(/:(\w+)/g, "{$1}"), doc: described });
    this.app.on(method.toUpperCase(), path, (c) => {
      // A read writes nothing to the audit log: it runs without a context (none is built on the hot path).
      if (method === "get") return this.handle(c, method, described, doc, handler);
      const context: RequestContext = {
        ip: c.get("clientIp") ?? null,
        userAgent: c.req.header("user-agent") ?? null,
        requestId: requestIdOf(c.req.header("x-request-id")),
        at: new Date(this.clock.now()),
      };
      return runWithContext(context, () => this.handle(c, method, described, doc, handler));
    });
  }

  private async handle<B extends v.GenericSchema | undefined, Q extends v.GenericSchema | undefined>(
    c: Context<AppEnv>,
    method: Method,
    described: RouteDoc<v.GenericSchema | undefined, v.GenericSchema | undefined>,
    doc: RouteDoc<B, Q>,
    handler: (c: Context<AppEnv>, input: RouteInput<Infer<B>, Infer<Q>>) => Promise<Response> | Response,
  ): Promise<Response> {
    // Authentication first: an anonymous caller learns nothing about the input rules.
    const claims = doc.auth ? await this.caller(method, described, c.req.header("authorization")) : undefined;
    if (claims) c.set("claims", claims);
    const query = (doc.query ? parseWith(doc.query, queryObject(c)) : undefined) as Infer<Q>;
    let body: Infer<B> = undefined as Infer<B>;
    if (doc.requestContentType) {
      // The handler reads the body itself.
    } else if (doc.body && doc.bodyCheckedBy === "handler") body = (await readJsonObject(c)) as Infer<B>;
    else if (doc.body) body = parseWith(doc.body, await readJsonObject(c)) as Infer<B>;
    // A call that takes no body still refuses one that is not JSON, like every other call.
    else if (method !== "get") await readJsonObject(c);
    return handler(c, { body, query, claims: claims as AccessClaims });
  }

  get<Q extends v.GenericSchema | undefined = undefined>(
    path: string,
    doc: RouteDoc<undefined, Q>,
    handler: (c: Context<AppEnv>, input: RouteInput<undefined, Infer<Q>>) => Promise<Response> | Response,
  ) {
    this.route("get", path, doc, handler);
  }

  post<B extends v.GenericSchema | undefined = undefined, Q extends v.GenericSchema | undefined = undefined>(
    path: string,
    doc: RouteDoc<B, Q>,
    handler: (c: Context<AppEnv>, input: RouteInput<Infer<B>, Infer<Q>>) => Promise<Response> | Response,
  ) {
    this.route("post", path, doc, handler);
  }

  put<B extends v.GenericSchema | undefined = undefined, Q extends v.GenericSchema | undefined = undefined>(
    path: string,
    doc: RouteDoc<B, Q>,
    handler: (c: Context<AppEnv>, input: RouteInput<Infer<B>, Infer<Q>>) => Promise<Response> | Response,
  ) {
    this.route("put", path, doc, handler);
  }

  delete<
    B extends v.GenericSchema | undefined = undefined,
    Q extends v.GenericSchema | undefined = undefined,
  >(
    path: string,
    doc: RouteDoc<B, Q>,
    handler: (c: Context<AppEnv>, input: RouteInput<Infer<B>, Infer<Q>>) => Promise<Response> | Response,
  ) {
    this.route("delete", path, doc, handler);
  }
}
