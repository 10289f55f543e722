import { cors } from "hono/cors";
import { requestId } from "hono/request-id";
import { API_BASE } from "@/lib/backend/base";
import type { AppDeps } from "./deps";
import { errorBody } from "@/lib/http/envelope";
import { handleError } from "./http/errors";
import { csrfGuard, warnOnForeignHost, limitBody } from "./http/security";
import { createRouter } from "./http/router";
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { applicationRoutes } from "./routes/applications";
import { authRoutes } from "./routes/auth";
import { dataRoutes } from "./routes/data";
import { billingRoutes } from "./routes/billing";
import { referralRoutes } from "./routes/referrals";
import { stripeWebhookRoutes } from "./routes/stripe-webhook";
import { copilotRoutes } from "./routes/copilots";
import { cvDocumentRoutes } from "./routes/cv-documents";
import { cvTailorRoutes } from "./routes/cv-tailor";
import { docsRoutes } from "./routes/docs";
import { emailRoutes } from "./routes/email";
import { feedbackRoutes } from "./routes/feedbacks";
import { profileRoutes } from "./routes/profile";
import { answerBankRoutes } from "./routes/answer-bank";
import { aiwriterRoutes } from "./routes/aiwriter";
import { assistantRoutes } from "./routes/assistant";
import { coverLetterRoutes } from "./routes/cover-letters";
import { resumeRoutes } from "./routes/resumes";
import { settingsRoutes } from "./routes/settings";
import { statsRoutes } from "./routes/stats";
import { supportRoutes } from "./routes/support";


/** The backend: one Hono app, mounted by Next at /api/v1 or served alone by `npm run api`. */
export function createApp(deps: AppDeps) {
  const app = createRouter().basePath(API_BASE);

  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(async (c, next) => {
    const log = deps.logger.child({ request_id: c.var.requestId });
    c.set("deps", deps);
    c.set("log", log);
    const started = performance.now();
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  app.use(
    cors({
      origin: deps.env.WEB_ORIGIN,
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      allowHeaders: ["Authorization", "Content-Type", "Last-Event-ID"],
      exposeHeaders: ["X-Request-Id", "Retry-After"],
      maxAge: 600,
    }),
  );
  app.use(limitBody);
  app.use(csrfGuard(deps.env.WEB_ORIGIN));
  app.use(warnOnForeignHost(deps.env.WEB_ORIGIN, (fields, message) => deps.logger.warn(fields, message)));

  app.get("/health", (c) => c.json({ data: { ok: true } }));
  app.route("/", authRoutes);
  app.route("/", dataRoutes);
  app.route("/", profileRoutes);
  app.route("/", settingsRoutes);
  app.route("/", accountRoutes);
  app.route("/", billingRoutes);
  app.route("/", stripeWebhookRoutes);
  app.route("/", referralRoutes);
  app.route("/", copilotRoutes);
  app.route("/", applicationRoutes);
  app.route("/", statsRoutes);
  app.route("/", emailRoutes);
  app.route("/", resumeRoutes);
  app.route("/", cvDocumentRoutes);
  app.route("/", cvTailorRoutes);
  app.route("/", answerBankRoutes);
  app.route("/", assistantRoutes);
  app.route("/", aiwriterRoutes);
  app.route("/", coverLetterRoutes);
  app.route("/", feedbackRoutes);
  app.route("/", supportRoutes);
  app.route("/", adminRoutes);
  app.route("/", docsRoutes(API_BASE));

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer", bearerFormat: "JWT" });
  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "job-copilot API",
      version: "1",
      description:
        "JSON in and out. Success: `{data: …}`; errors: `{error: {code, message, fields?}}`. Dates travel as dd-MM-yyyy, timestamps as ISO 8601. Lists paginate by cursor (`?cursor=&limit=`, limit ≤ 100).",
    },
    servers: [{ url: "/" }],
  });

  app.notFound((c) => c.json(errorBody("not_found", "No such endpoint."), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
