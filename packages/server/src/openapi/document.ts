import { EVENT_TYPES } from "@round/forms/schemas";
import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { type DocumentedRoute, scopeOf } from "../http/api.ts";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/**
 * JSON Schema of a valibot schema, for documentation. Actions JSON Schema cannot say (checks, transforms)
 * are left out. Fields are marked required when the schema itself refuses a value without them: the
 * shared rules read a missing field as empty and then require it, so this asks the schema.
 */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const json = toJsonSchema(schema as Parameters<typeof toJsonSchema>[0], {
    errorMode: "ignore",
  }) as JsonSchema;
  delete json.$schema;
  if (json.type === "object" && json.properties) {
    const result = v.safeParse(schema, {});
    const missing = result.success
      ? []
      : result.issues
          .map((issue) => String(issue.path?.[0]?.key ?? ""))
          .filter((key) => key in json.properties!);
    const required = [...new Set([...(json.required ?? []), ...missing])];
    if (required.length > 0) json.required = required;
    else delete json.required;
  }
  return json;
}

const errorBody: JsonSchema = {
  type: "object",
  required: ["message", "errors"],
  properties: {
    message: { type: "string" },
    errors: {
      type: "array",
      items: {
        type: "object",
        required: ["code", "description"],
        properties: {
          code: {
            type: "string",
            examples: [
              "REQUIRED",
              "MIN_LENGTH",
              "MAX_LENGTH",
              "INVALID_FORMAT",
              "WEAK_PASSWORD",
              "NOT_FOUND",
            ],
          },
          description: {
            type: "string",
            description: "The text to show: the app shows the first item's description",
          },
          field: { type: "string", description: "The request field at fault, when there is one" },
        },
      },
    },
  },
};

const STANDARD_ERRORS: Record<number, string> = {
  413: "Request body over 1 MiB",
  500: "Unexpected error (no internals are disclosed)",
};

/** The OpenAPI 3.1 document of every registered route, built from the schemas the routes validate with. */
export function openApiDocument(routes: DocumentedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, doc } of routes) {
    const parameters: unknown[] = [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    if (doc.query) {
      const query = jsonSchemaOf(doc.query);
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: "query", required: query.required?.includes(name) ?? false, schema });
      }
    }
    const status = doc.status ?? 200;
    const responses: Record<string, unknown> = {
      [status]: {
        description: "Success",
        ...(doc.responseContentType
          ? { content: { [doc.responseContentType]: { schema: { type: "string" } } } }
          : doc.response
            ? { content: { "application/json": { schema: jsonSchemaOf(doc.response) } } }
            : {}),
      },
    };
    const errors: Record<number, string> = { ...doc.errors };
    if (doc.auth) errors[401] ??= "Not signed in, or the session ended";
    if (doc.auth && doc.scope) {
      errors[403] ??= `Your role may not do this, or the API key lacks ${scopeOf(method, doc)}`;
      errors[429] ??= "The API key's rate limit was reached (Retry-After says when to try again)";
    } else if (doc.auth) errors[403] ??= "Not allowed (API keys cannot use this endpoint)";
    if (doc.body || doc.requestContentType) {
      errors[400] ??= "Invalid input: errors[] names each field and the rule it breaks";
    }
    if (method !== "get") Object.assign(errors, { 413: STANDARD_ERRORS[413] });
    errors[500] = STANDARD_ERRORS[500]!;
    for (const [code, description] of Object.entries(errors)) {
      responses[code] = {
        description,
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    }
    paths[path] ??= {};
    paths[path][method] = {
      tags: [doc.tag],
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      ...(doc.auth
        ? { security: doc.scope ? [{ bearer: [] }, { apiKey: [scopeOf(method, doc)!] }] : [{ bearer: [] }] }
        : {}),
      ...(doc.auth && doc.scope ? { "x-api-key-scope": scopeOf(method, doc) } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(doc.requestContentType
        ? {
            requestBody: {
              required: true,
              content: { [doc.requestContentType]: { schema: { type: "string" } } },
            },
          }
        : doc.body
          ? {
              requestBody: {
                required: true,
                content: { "application/json": { schema: jsonSchemaOf(doc.body) } },
              },
            }
          : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Round API",
      version: "0.1.0",
      description:
        "The API of Round: identity, organizations, addresses, reference data, the catalog and customers. Errors always have the body { message, errors: [{ code, description, field }] }.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(routes.map((route) => route.doc.tag))].map((name) => ({ name })),
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        apiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "rnd_sk_…",
          description:
            "An API key's secret (`Authorization: Bearer rnd_sk_…`). Each operation names the scope it needs (`x-api-key-scope`); a key is refused people's endpoints (403 'API keys cannot use this endpoint.'), an operation out of its scopes (403 'This API key does not allow {scope}.'), and past its rate limit (429).",
        },
      },
      schemas: { Error: errorBody },
    },
    paths,
    webhooks: webhooksOf(routes),
  };
}

/** Where each family's `data.object` is documented: the GET that answers the resource. */
const OBJECT_ROUTES: Record<string, string> = {
  customer: "/api/customers/{id}",
  payment_method: "/api/customers/{id}/payment-methods",
  subscription: "/api/subscriptions/{id}",
  invoice: "/api/invoices/{id}",
  payment: "/api/payments",
  plan: "/api/catalog/plans/{id}",
  coupon: "/api/catalog/coupons/{id}",
};

/**
 * The `webhooks` of the document: one per event type (PLATFORM.md, "Events"), each a signed POST to the
 * account's endpoint whose body is the event, its `data.object` the resource as its GET answers it.
 */
function webhooksOf(routes: DocumentedRoute[]) {
  const signed = [
    ["webhook-id", "The event's id, the same on every retry: de-duplicate on it"],
    ["webhook-timestamp", "Unix seconds of the attempt"],
    [
      "webhook-signature",
      "`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed by the secret's part after `whsec_`; during a rotation two, space-separated",
    ],
  ].map(([name, description]) => ({
    name,
    in: "header",
    required: true,
    description,
    schema: { type: "string" },
  }));
  const objectSchema = (family: string): JsonSchema => {
    const route = routes.find((item) => item.method === "get" && item.path === OBJECT_ROUTES[family]);
    const response = route?.doc.response ? jsonSchemaOf(route.doc.response) : { type: "object" };
    // A list's answer documents its items: the object is one of them.
    if (response.type === "array" && response.items) return response.items as JsonSchema;
    const items = response.properties?.items as JsonSchema | undefined;
    if (items?.type === "array" && items.items) return items.items as JsonSchema;
    return response;
  };
  const webhooks: Record<string, unknown> = {};
  for (const type of [...EVENT_TYPES, "ping"]) {
    const family = type.split(".")[0]!;
    webhooks[type] = {
      post: {
        summary: type === "ping" ? "A test event, sent on request" : `The event ${type}`,
        parameters: signed,
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["id", "type", "createdAt", "data"],
                properties: {
                  id: { type: "string", format: "uuid" },
                  type: { const: type },
                  createdAt: { type: "string", format: "date-time" },
                  sequence: { type: ["integer", "null"], description: "Grows per account: order by it" },
                  testClockId: { type: ["string", "null"] },
                  data: {
                    type: "object",
                    properties: {
                      object: type === "ping" ? { type: "object" } : objectSchema(family),
                      previous: { type: "object", description: "The old values of the fields that changed" },
                    },
                  },
                },
              },
            },
          },
        },
        responses: {
          "2XX": { description: "Delivered: any 2xx within 10 s" },
          default: { description: "Not delivered: tried again on the retry schedule" },
        },
      },
    };
  }
  return webhooks;
}
