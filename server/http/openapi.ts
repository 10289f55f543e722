import { createRoute, z, type RouteConfig } from "@hono/zod-openapi";
import type { ZodType } from "zod";
import { requireAuth } from "./auth";

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z
        .record(
          z.string(),
          z
            .object({
              code: z.string().openapi({ description: "What is wrong, e.g. too_short; stable, for clients to translate" }),
              params: z.record(z.string(), z.union([z.string(), z.number()])).optional().openapi({ description: "The numbers and names the code speaks of, e.g. {\"min\": 10}" }),
              message: z.string().openapi({ description: "The problem in English" }),
            })
            .openapi("FieldError"),
        )
        .optional()
        .openapi({ description: "Keyed by the field's path, e.g. cities.0.id" }),
    }),
  })
  .openapi("Error");

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input: `error.fields` names each field and what is wrong",
  401: "Missing, invalid or expired access token or credentials",
  403: "Not allowed",
  404: "Not found, or not yours",
  409: "Conflicts with the current state",
  413: "Body larger than 1 MB",
  415: "Body is not JSON",
  429: "Too many attempts; see Retry-After",
};

/**
 * A contract schema (lib/contracts) under its OpenAPI component name. Those schemas are plain zod and
 * may be built before @hono/zod-openapi adds `.openapi` to new schemas, so the name goes on a copy.
 */
export const component = <T extends ZodType>(schema: T, name: string): T => schema.clone().openapi(name);

/** The envelope every success answer uses: `{ data: … }`. */
export const dataOf = <T extends ZodType>(schema: T) => z.object({ data: schema });

export const okSchema = dataOf(z.object({ ok: z.literal(true) }));

type Method = "get" | "post" | "put" | "patch" | "delete";

type NoFields = Record<never, never>;

/** The route type zod-openapi infers inputs and typed responses from. */
type BuiltRoute<M, P, B, Q, PA, R, S extends number> = Omit<RouteConfig, "method" | "path" | "request" | "responses"> & {
  method: M;
  path: P;
  request: (B extends ZodType ? { body: { content: { "application/json": { schema: B } }; required: true } } : NoFields) &
    (Q extends ZodType ? { query: Q } : NoFields) &
    (PA extends ZodType ? { params: PA } : NoFields);
  responses: { [K in S]: { description: string; content: { "application/json": { schema: R } } } };
};

/**
 * One route's OpenAPI contract: its input schemas drive validation, its output schema the docs.
 * `auth` adds the bearer requirement and the middleware that enforces it.
 */
export function defineRoute<
  M extends Method,
  P extends string,
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  PA extends ZodType | undefined = undefined,
  R extends ZodType = ZodType,
  S extends 200 | 201 = 200,
>(config: {
  method: M;
  path: P;
  tag: string;
  summary: string;
  description?: string;
  auth?: boolean;
  body?: B;
  query?: Q;
  params?: PA;
  response: R;
  status?: S;
  errors?: number[];
}) {
  const errors = [...new Set([...(config.errors ?? []), ...(config.body ? [400] : []), ...(config.auth ? [401] : [])])];
  const route = {
    method: config.method,
    path: config.path,
    tags: [config.tag],
    summary: config.summary,
    description: config.description,
    security: config.auth ? [{ bearerAuth: [] }] : [],
    middleware: config.auth ? [requireAuth] : [],
    request: {
      ...(config.body ? { body: { content: { "application/json": { schema: config.body } }, required: true } } : {}),
      ...(config.query ? { query: config.query } : {}),
      ...(config.params ? { params: config.params } : {}),
    },
    responses: {
      [config.status ?? 200]: {
        description: "Success",
        content: { "application/json": { schema: config.response } },
      },
      ...Object.fromEntries(
        errors.map((status) => [
          status,
          { description: ERROR_DESCRIPTIONS[status] ?? "Error", content: { "application/json": { schema: errorSchema } } },
        ]),
      ),
    },
  };
  return createRoute(route as unknown as BuiltRoute<M, P, B, Q, PA, R, S>);
}
