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
  };
}
