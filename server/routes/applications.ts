import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { decodeJwt } from "jose";
import {
  answerQuestionsSchema,
  applicationCountSchema,
  applicationDetailSchema,
  applicationIdParamsSchema,
  applicationSchema,
  countApplicationsQuerySchema,
  countByStageQuerySchema,
  listApplicationsQuerySchema,
  reviewDecisionSchema,
  reviewQueueQuerySchema,
  reviewResultSchema,
  STAGE_TRANSITIONS,
  stageCountsSchema,
  setApplicationCvSchema,
  updateApplicationSchema,
} from "@/lib/contracts/applications";
import { cursorPageOf } from "@/lib/contracts/page";
import { authenticate, bearerToken, requireAuth } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest } from "../core/errors";
import { contentDisposition } from "../services/resumes";
import { component, dataOf, defineRoute, errorSchema } from "../http/openapi";
import { createRouter } from "../http/router";
import * as applications from "../services/applications";
import { userEventsAfter } from "../core/user-events";
import { fieldError } from "@/lib/http/envelope";
import { withCode } from "@/lib/contracts/errors";

// The contract's schemas under their OpenAPI names; the detail is documented as the Application plus its own fields.
const application = component(applicationSchema, "Application");
const applicationDetail = application.extend(applicationDetailSchema.shape).openapi("ApplicationDetail");
const applicationPage = dataOf(cursorPageOf(application));

const transitions = Object.entries(STAGE_TRANSITIONS)
  .map(([from, to]) => `${from} → ${to.length ? to.join(", ") : "(none)"}`)
  .join("; ");

const tag = "Applications";
const params = applicationIdParamsSchema;

// An employer's page kept as proof: never run as a page of ours, never sniffed, never cached.
const PROOF_HEADERS = { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'; sandbox", "Cache-Control": "private, no-store" };

function proofPageRoute(part: "screenshot" | "html") {
  return createRoute({
    method: "get",
    path: `/applications/{id}/proofs/{proofId}/${part}`,
    tags: [tag],
    summary: part === "screenshot" ? "The proof's screenshot" : "The proof's page, as HTML",
    description:
      part === "screenshot"
        ? "The page after sending (PNG), as the copilot saw it."
        : "The page after sending, as a file to download: it is never shown as one of this site's pages.",
    security: [{ bearerAuth: [] }],
    middleware: [requireAuth] as const,
    request: { params: z.object({ id: z.string(), proofId: z.string() }) },
    responses: {
      200: { description: "The file", content: { [part === "screenshot" ? "image/png" : "text/html"]: { schema: z.string().openapi({ type: "string", format: "binary" }) } } },
      401: { description: "Missing, invalid or expired access token", content: { "application/json": { schema: errorSchema } } },
      404: { description: "Not found, or not yours", content: { "application/json": { schema: errorSchema } } },
    },
  });
}

const tailoredCvRoute = createRoute({
  method: "get",
  path: "/applications/{id}/tailored-cv",
  tags: [tag],
  summary: "The CV tailored for this application",
  description: "The PDF the copilot tailored to this job and sent with the application (Elite's per-job tailoring), as an attachment; 404 when none was.",
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: { description: "The file", content: { "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) } } },
    401: { description: "Missing, invalid or expired access token", content: { "application/json": { schema: errorSchema } } },
    404: { description: "Not found, or not yours", content: { "application/json": { schema: errorSchema } } },
  },
});

const listDescription =
  "In the order of `sort`: best match first by default (then the newest match), or the newest posting (`posted`), or the highest " +
  "stated salary a year (`salary`, jobs without one last); ties are broken by id, so paging by cursor is stable. Filters: `stage`, " +
  "`copilot_id`, and `q`, words that must each appear in the job title or company (case-insensitive; % and _ are literal).";

const listRoute = (path: "/applications" | "/applications/pagination", summary: string) =>
  defineRoute({ method: "get", path, tag, auth: true, query: listApplicationsQuerySchema, response: applicationPage, summary, description: listDescription });

/** Tests shorten these; production keeps a one-second poll and a heartbeat well inside proxy idle timeouts. */
export const STREAM_TIMING = { pollMs: 1000, heartbeatMs: 15_000 };

const streamPositionSchema = z.object({ last_event_id: z.int().min(0) }).openapi("StreamPosition");

const streamQuerySchema = z.strictObject({
  last_event_id: z.coerce
    .number(withCode("last_event_id_invalid"))
    .int(withCode("last_event_id_invalid"))
    .min(0, withCode("last_event_id_invalid"))
    .optional()
    .openapi({ description: "Resume after this event id, when the Last-Event-ID header cannot be sent" }),
  access_token: z.string().max(4096).optional().openapi({ description: "The access token, for EventSource, which cannot send headers" }),
});

/**
 * EventSource cannot send an Authorization header, so this route alone also takes the access token
 * as `?access_token=`. The token lives 15 minutes and the request log records the path only, never
 * the query string. The header wins when both are sent.
 */
/** EventSource cannot send headers: the stream also takes the token from `?access_token=`. */
const streamToken = (c: Context<AppEnv>) => (c.req.header("authorization") !== undefined ? bearerToken(c) : c.req.query("access_token"));
const streamAuth = authenticate(streamToken);

const streamRoute = createRoute({
  method: "get",
  path: "/applications/stream",
  tags: [tag],
  summary: "Live events (server-sent events)",
  description:
    "`text/event-stream` of the user's events: `application.created` (data: the Application, as in the list), " +
    "`application.updated` (the Application plus `from_stage` and `changes`: stage, notes), `copilot.run.*`. Each event is " +
    "`id: <id>`, `event: <type>`, `data: <json>`. On connect the events after `Last-Event-ID` (or `?last_event_id=`) are " +
    "replayed; without either the stream starts with the next new event. A `: ping` comment every 15 s keeps proxies open. " +
    "Authenticate with the Authorization header or, for EventSource, which cannot send headers, `?access_token=` (this route " +
    "only). The stream ends when the token expires: reconnect with a fresh token and Last-Event-ID.",
  security: [{ bearerAuth: [] }],
  middleware: [streamAuth] as const,
  request: { query: streamQuerySchema },
  responses: {
    200: { description: "The event stream", content: { "text/event-stream": { schema: z.string() } } },
    400: { description: "Invalid Last-Event-ID or last_event_id", content: { "application/json": { schema: errorSchema } } },
    401: { description: "Missing, invalid or expired access token", content: { "application/json": { schema: errorSchema } } },
  },
});

function parseLastEventId(header: string | undefined, query: number | undefined): number | undefined {
  const value = header?.trim();
  if (!value) return query;
  if (!/^\d{1,15}$/.test(value)) throw badRequest("Some fields are invalid.", { "Last-Event-ID": fieldError("last_event_id_invalid") });
  return Number(value);
}

/** When the (already verified) token expires, in epoch milliseconds. */
const tokenExpiry = (token: string) => {
  const { exp } = decodeJwt(token);
  return typeof exp === "number" ? exp * 1000 : Number.POSITIVE_INFINITY;
};

const router = createRouter()
  // Fixed paths first: /applications/{id} would otherwise take "count", "review" and "stream" as ids.
  .openapi(listRoute("/applications/pagination", "The user's applications, paged by cursor"), async (c) =>
    c.json({ data: await applications.listApplications(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(listRoute("/applications", "The user's applications (same as /applications/pagination)"), async (c) =>
    c.json({ data: await applications.listApplications(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/applications/count", tag, auth: true, query: countApplicationsQuerySchema,
      response: dataOf(applicationCountSchema), summary: "How many applications match the list's filters",
    }),
    async (c) => c.json({ data: await applications.countApplications(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/applications/count_by_stage", tag, auth: true, query: countByStageQuerySchema,
      response: dataOf(stageCountsSchema), summary: "Applications per stage",
      description: "Every stage and exit, zeros included, under the `copilot_id` and `q` filters.",
    }),
    async (c) => c.json({ data: await applications.countByStage(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/applications/review", tag, auth: true, query: reviewQueueQuerySchema, response: applicationPage,
      summary: "The review queue",
      description: "Applications in stage `review`, in the order of `sort` (best match first by default, as in GET /applications), paged by cursor.",
    }),
    async (c) => c.json({ data: await applications.reviewQueue(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/applications/review", tag, auth: true, body: reviewDecisionSchema,
      response: dataOf(reviewResultSchema),
      summary: "Approve or reject one or many",
      description:
        "`approve` → queued; `reject` → rejected, keeping `reason` (default “Rejected in review.”). One transaction; each id is " +
        "answered in `items` in the order sent: `not_found` (also for another user's id) or `invalid_transition` (no longer in " +
        "review) leave that one unchanged. With a rejection, `feedback.exclude_company` adds each job's company to its " +
        "copilot's excluded companies and `feedback.exclude_keyword` adds the word to its exclude keywords (no repeats; " +
        "`feedback` lists what was added).",
    }),
    async (c) => c.json({ data: await applications.decideReview(c.var.deps, c.var.auth.userId, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/applications/stream/position", tag, auth: true, response: dataOf(streamPositionSchema),
      summary: "Where the live stream stands",
      description:
        "The id of the user's newest event. A page read after it can open the stream with `?last_event_id=` set to it: " +
        "the events since are replayed, so nothing that happened between the read and the connection is missed.",
    }),
    async (c) => c.json({ data: { last_event_id: await applications.latestUserEventId(c.var.deps, c.var.auth.userId) } }),
  )
  .openapi(streamRoute, async (c) => {
    const { deps, auth, log } = c.var;
    let lastId =
      parseLastEventId(c.req.header("last-event-id"), c.req.valid("query").last_event_id) ??
      (await applications.latestUserEventId(deps, auth.userId));
    const expiresAt = tokenExpiry(streamToken(c)!);
    c.header("Cache-Control", "no-cache");
    // nginx buffers responses by default, which would hold events back.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const aborted = new Promise<void>((resolve) => stream.onAbort(resolve));
      c.req.raw.signal.addEventListener("abort", () => stream.abort(), { once: true });
      let lastWrite = performance.now();
      try {
        await stream.write("retry: 3000\n\n");
        while (!stream.aborted && !stream.closed && deps.now().getTime() < expiresAt) {
          const events = await userEventsAfter(deps, auth.userId, lastId);
          for (const event of events) {
            await stream.writeSSE({ id: String(event.id), event: event.type, data: JSON.stringify(event.payload) });
            lastId = event.id;
            lastWrite = performance.now();
          }
          if (events.length === 100) continue; // more are waiting
          if (performance.now() - lastWrite >= STREAM_TIMING.heartbeatMs) {
            await stream.write(": ping\n\n");
            lastWrite = performance.now();
          }
          let timer: ReturnType<typeof setTimeout> | undefined;
          await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, STREAM_TIMING.pollMs))), aborted]);
          clearTimeout(timer);
        }
      } catch (error) {
        // Caught here: streamSSE would otherwise send the raw error message to the client.
        log.error({ err: error }, "event stream failed");
      }
    });
  })
  .openapi(
    defineRoute({
      method: "get", path: "/applications/{id}", tag, auth: true, params, response: dataOf(applicationDetail), errors: [404],
      summary: "One application", description: "With the job snapshot, score and reasons, notes, and the timeline oldest first.",
    }),
    async (c) => c.json({ data: await applications.getApplication(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/applications/{id}", tag, auth: true, params, body: updateApplicationSchema,
      response: dataOf(applicationDetail), errors: [404, 409], summary: "Change the stage, the notes, or both",
      description:
        `\`stage\` moves it along the pipeline; rejected, skipped, failed and withdrawn need a \`reason\`. Allowed moves: ${transitions}. ` +
        "Any other is 409 `invalid_transition`, naming the allowed ones. `notes` (at most 5,000 characters, empty to clear) " +
        "replace the notes. Each change joins the timeline and is sent to the live stream as `application.updated`.",
    }),
    async (c) =>
      c.json({
        data: await applications.updateApplication(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")),
      }),
  )
  .openapi(
    defineRoute({
      method: "put", path: "/applications/{id}/cv", tag, auth: true, params, body: setApplicationCvSchema,
      response: dataOf(applicationDetail), errors: [404, 409], summary: "Choose the CV this application sends",
      description:
        "One of the user's resumes (404 when it is not theirs), sent with this application instead of its copilot's CV: a CV tailored " +
        "to the job, for instance. Only before the copilot starts sending (stages found, review, queued, needs_you); afterwards 409 " +
        "`application_cv_locked`. The change joins the timeline (`cv`) and is sent to the live stream as `application.updated`.",
    }),
    async (c) =>
      c.json({ data: await applications.setApplicationCv(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/applications/{id}/answers", tag, auth: true, params, body: answerQuestionsSchema,
      response: dataOf(applicationDetail), errors: [404, 409],
      summary: "Answer the questions the copilot could not answer",
      description:
        "For an application in `needs_you` with `apply.pending_questions`: one answer per `field_id` (an option's `value` for choices, " +
        "a list for several choices, true/false for a checkbox). Each answer is kept in the answer bank, under the question folded to its " +
        "meaning, for every later form that asks it; once every required question is answered the application goes back to `queued` " +
        "and is sent. 400 names a missing or unknown answer; 409 `no_questions` when none are waiting.",
    }),
    async (c) =>
      c.json({ data: await applications.answerQuestions(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .openapi(proofPageRoute("screenshot"), async (c) => {
    const { id, proofId } = c.req.valid("param");
    const bytes = await applications.proofPage(c.var.deps, c.var.auth.userId, id, proofId, "screenshot");
    return c.body(bytes, 200, { "Content-Type": "image/png", "Content-Length": String(bytes.length), ...PROOF_HEADERS });
  })
  .openapi(tailoredCvRoute, async (c) => {
    const file = await applications.tailoredCvFile(c.var.deps, c.var.auth.userId, c.req.valid("param").id);
    return c.body(file.bytes, 200, {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": contentDisposition(file.fileName),
      "Cache-Control": "private, no-store",
    });
  })
  .openapi(proofPageRoute("html"), async (c) => {
    const { id, proofId } = c.req.valid("param");
    const bytes = await applications.proofPage(c.var.deps, c.var.auth.userId, id, proofId, "html");
    return c.body(bytes, 200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="confirmation-${proofId}.html"`,
      ...PROOF_HEADERS,
    });
  });

export const applicationRoutes = router;
