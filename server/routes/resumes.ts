import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cursorPageOf } from "@/lib/contracts/page";
import {
  CV_MIME_TYPES,
  cvFactsSchema,
  listResumesQuerySchema,
  MAX_CV_BYTES,
  MAX_RESUMES_PER_USER,
  resumeIdParamsSchema,
  resumeSchema,
  resumeSummarySchema,
  updateCvFactsSchema,
  uploadResumeSchema,
} from "@/lib/contracts/resume";
import { requireAuth } from "../http/auth";
import type { AppEnv } from "../http/context";
import { ApiError } from "../core/errors";
import { validationResponse } from "../http/errors";
import { component, dataOf, defineRoute, errorSchema, okSchema } from "../http/openapi";
import { createRouter } from "../http/router";
import * as resumes from "../services/resumes";

// The contract's schemas under their OpenAPI names, and the CV that embeds its facts.
const resumeSummary = component(resumeSummarySchema, "ResumeSummary");
const cvFacts = component(cvFactsSchema, "CvFacts");
/** One CV as every route answers it, also POST /cv-documents/{id}/resume. */
export const resume = resumeSchema.extend({ facts: cvFacts }).openapi("Resume");

const tag = "CVs";
const params = resumeIdParamsSchema;
const json = (schema: z.ZodType) => ({ "application/json": { schema } });
const error = (description: string) => ({ description, content: json(errorSchema) });

// The multipart body is read by the handler, not by zod-openapi's validator, so a broken upload gets
// a message about the upload (its validator would call it invalid JSON); the schema still documents it.
// `.meta`, not `.openapi`: the shared schema is built by plain zod, which may not carry the extension.
const uploadSchema = uploadResumeSchema.extend({
  file: uploadResumeSchema.shape.file.meta({ type: "string", format: "binary", description: "The CV: PDF or Word (.docx), at most 5 MB" }),
});
const MB = MAX_CV_BYTES / (1024 * 1024);

const uploadDoc = (path: string, summary: string) => ({
  method: "post" as const,
  path,
  tags: [tag],
  summary,
  description:
    `The type is sniffed from the content: a PDF named cv.docx is stored as a PDF. The text is extracted and analysed (skills, titles, years of experience). ` +
    `Uploading the same file again answers 200 with the CV already stored. At most ${MAX_RESUMES_PER_USER} CVs per user. ` +
    "A refused file leaves nothing stored; `error.code` says why.",
  security: [{ bearerAuth: [] }],
  request: { body: { content: { "multipart/form-data": { schema: uploadSchema } }, required: true } },
  responses: {
    201: { description: "Stored", content: json(dataOf(resume)) },
    200: { description: "The same file was uploaded before; that CV", content: json(dataOf(resume)) },
    400: error("No file in the field `file`, an unknown field, or an unreadable multipart body"),
    401: error("Missing, invalid or expired access token"),
    403: error("Sent from another site"),
    409: error(`\`resume_limit\`: the user already has ${MAX_RESUMES_PER_USER} CVs`),
    413: error(`\`too_large\`: the file is over ${MB} MB`),
    415: error("`unsupported_type`: not a PDF or DOCX by its content; or the body is not multipart/form-data"),
    422: error("`empty_file`, `encrypted`, `corrupt` or `no_text` (a scan): the message says what to do"),
  },
});

async function upload(c: Context<AppEnv>) {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(415, "unsupported_media_type", "Send the CV as multipart/form-data, in a field named file.");
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, "malformed_body", "The upload could not be read. Choose the file again and retry.");
  }
  // A Map, then fromEntries: a field named __proto__ stays a plain key.
  const fields = new Map<string, unknown>();
  form.forEach((value, key) => fields.set(key, fields.has(key) ? [fields.get(key), value].flat() : value));
  const parsed = uploadSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) return validationResponse(c, parsed.error);
  const { file } = parsed.data;
  const { resume, created } = await resumes.uploadResume(c.var.deps, c.var.auth.userId, {
    bytes: new Uint8Array(await file.arrayBuffer()),
    fileName: file.name,
  });
  return c.json({ data: resume }, created ? 201 : 200);
}

const binary = z.string().openapi({ type: "string", format: "binary" });
const downloadRoute = createRoute({
  method: "get",
  path: "/resumes/{id}/file",
  tags: [tag],
  summary: "Download the original file",
  description: "As uploaded, with its content type and `Content-Disposition: attachment` carrying the stored file name.",
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  request: { params },
  responses: {
    200: { description: "The file", content: { [CV_MIME_TYPES.pdf]: { schema: binary }, [CV_MIME_TYPES.docx]: { schema: binary } } },
    401: error("Missing, invalid or expired access token"),
    404: error("Not found, or not yours"),
  },
});

const router = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/resumes", tag, auth: true, query: listResumesQuerySchema,
      response: dataOf(cursorPageOf(resumeSummary)),
      summary: "The user's CVs", description: "Newest first, paged by cursor; without text and facts (see GET /resumes/{id}).",
    }),
    async (c) => c.json({ data: await resumes.listResumes(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/resumes/{id}", tag, auth: true, params, response: dataOf(resume), errors: [404],
      summary: "One CV", description: "Its details, the facts found in it and the start of its text.",
    }),
    async (c) => c.json({ data: await resumes.getResume(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/resumes/{id}/facts", tag, auth: true, params, body: updateCvFactsSchema, response: dataOf(resume), errors: [404],
      summary: "Correct the facts read from a CV",
      description:
        "The user's own skills (at most 100, 1–60 characters each), job titles (at most 20, 1–120 characters each) and years of " +
        "experience (0–60, or null for unknown). Each field sent replaces the one in effect, whole; the others stay. Repeats are " +
        "dropped (ignoring case). From then on the corrections are the CV's facts everywhere: this answer and GET /resumes/{id}, " +
        "the next matching round's scores and reasons, the answers the copilot gives on application forms. `facts.extracted` " +
        "keeps what the analysis had found. Uploading another file makes another CV, read afresh.",
    }),
    async (c) =>
      c.json({ data: await resumes.updateFacts(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .openapi(downloadRoute, async (c) => {
    const file = await resumes.downloadResume(c.var.deps, c.var.auth.userId, c.req.valid("param").id);
    return c.body(file.bytes, 200, {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": resumes.contentDisposition(file.fileName),
      // A file the user uploaded: never sniffed into something else, never run as a page, never cached.
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    });
  })
  .openapi(
    defineRoute({
      method: "delete", path: "/resumes/{id}", tag, auth: true, params, response: okSchema, errors: [404],
      summary: "Delete a CV", description: "The row and the file. Copilots that used it lose their CV (`cv.resume_id` becomes null) until step 4 is saved again.",
    }),
    async (c) => c.json({ data: await resumes.deleteResume(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  );

// Two paths, one upload: `file-upload` is what the upload screens call, POST /resumes the REST spelling.
for (const [path, summary] of [["/file-upload", "Upload a CV"], ["/resumes", "Upload a CV (same as POST /file-upload)"]] as const) {
  router.openAPIRegistry.registerPath(uploadDoc(path, summary));
  router.post(path, requireAuth, upload);
}

export const resumeRoutes = router;
