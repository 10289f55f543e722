import { createRoute, z } from "@hono/zod-openapi";
import {
  atsCheckResultSchema,
  createCvDocumentSchema,
  createdCvDocumentSchema,
  CV_DOCUMENT_BYTES_MAX,
  CV_DOCUMENTS_PER_USER_MAX,
  CV_VERSIONS_KEPT,
  cvDocumentIdParamsSchema,
  cvDocumentListItemSchema,
  cvDocumentSchema,
  cvDocumentVersionParamsSchema,
  cvDocumentVersionSchema,
  jsonResumeSchema,
  restoreCvDocumentSchema,
  standardJsonResumeSchema,
  updateCvDocumentSchema,
} from "@/lib/contracts/cv-document";
import { requireAuth } from "../http/auth";
import { component, dataOf, defineRoute, errorSchema, okSchema } from "../http/openapi";
import { createRouter } from "../http/router";
import { CV_MIME_TYPES, MAX_RESUMES_PER_USER } from "@/lib/contracts/resume";
import { contentDisposition } from "../services/resumes";
import * as cvDocuments from "../services/cv-documents";
import { resume } from "./resumes";

const jsonResume = component(jsonResumeSchema, "JsonResume");
const listItem = component(cvDocumentListItemSchema, "CvDocumentListItem");
const document = cvDocumentSchema.extend({ document: jsonResume }).openapi("CvDocument");
const created = createdCvDocumentSchema.extend({ document: jsonResume }).openapi("CreatedCvDocument");
const version = component(cvDocumentVersionSchema, "CvDocumentVersion");
const atsResult = component(atsCheckResultSchema, "AtsCheckResult");

const tag = "CV builder";
const params = cvDocumentIdParamsSchema;
const KB = CV_DOCUMENT_BYTES_MAX / 1024;

const error = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });

const downloadRoute = {
  method: "get" as const,
  path: "/cv-documents/{id}/json-resume",
  tags: [tag],
  summary: "Download as a JSON Resume file",
  description:
    "The document as a standard JSON Resume (v1.0.0) file, without the builder's layout settings (`meta.template`, `paper`, " +
    "`locale`, `section_order`); JSON Resume's own meta fields stay. Sent as an attachment named after the document.",
  security: [{ bearerAuth: [] }],
  request: { params },
  responses: {
    200: { description: "The file", content: { "application/json": { schema: component(standardJsonResumeSchema, "StandardJsonResume") } } },
    401: error("Missing, invalid or expired access token"),
    404: error("Not found, or not yours"),
  },
};

const RENDER_LIMIT = `At most ${cvDocuments.CV_RENDER_LIMIT.limit} files and checks in ${cvDocuments.CV_RENDER_LIMIT.windowMs / 60_000} minutes (429 with Retry-After).`;
const binary = z.string().openapi({ type: "string", format: "binary" });

const fileRoute = (format: cvDocuments.CvFileFormat) =>
  createRoute({
    method: "get",
    path: `/cv-documents/{id}/${format}`,
    tags: [tag],
    summary: format === "pdf" ? "Download as PDF" : "Download as Word (.docx)",
    description:
      `The current version in its template (\`meta.template\`), paper (\`meta.paper\`) and language (\`meta.locale\`: headings and dates), ` +
      "sections in `meta.section_order`: one column of real text with standard headings, no tables, no pictures" +
      (format === "pdf" ? ", fonts embedded" : "") +
      `. Sent as an attachment named after the document. ${RENDER_LIMIT}`,
    security: [{ bearerAuth: [] }],
    middleware: [requireAuth] as const,
    request: { params },
    responses: {
      200: { description: "The file", content: { [CV_MIME_TYPES[format]]: { schema: binary } } },
      401: error("Missing, invalid or expired access token"),
      404: error("Not found, or not yours"),
      429: error("Too many files and checks in a short time"),
    },
  });

const saveAsResumeRoute = createRoute({
  method: "post",
  path: "/cv-documents/{id}/resume",
  tags: [tag],
  summary: "Use the document as a CV for the copilots",
  description:
    "Renders the current version as a PDF (its template and paper) and keeps it as one of the user's CVs, named after the document, its text " +
    "and facts read exactly as an upload's: from then on it can be picked in a copilot's step 4 and is what the copilot sends. The first time " +
    `a new CV (201; at most ${MAX_RESUMES_PER_USER} CVs per user, 409 \`resume_limit\`); afterwards the same CV (same id, so copilots keep it) ` +
    "with the file and facts of the current version (200); facts the user corrected stay corrected. Before sending, the copilot makes the file " +
    "again by itself when the document has a newer saved version. Deleting the document leaves the CV (`cv_document_id` becomes null). " +
    RENDER_LIMIT,
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  request: { params },
  responses: {
    201: { description: "A new CV made from the document", content: { "application/json": { schema: dataOf(resume) } } },
    200: { description: "The CV already made from the document, made again from its current version", content: { "application/json": { schema: dataOf(resume) } } },
    401: error("Missing, invalid or expired access token"),
    404: error("Not found, or not yours"),
    409: error(`\`resume_limit\`: the user already has ${MAX_RESUMES_PER_USER} CVs`),
    422: error("`cv_document_empty`: the document has too little text for a CV"),
    429: error("Too many files and checks in a short time"),
  },
});

const router = createRouter()
  .openapi(
    defineRoute({
      method: "post", path: "/cv-documents", tag, auth: true, body: createCvDocumentSchema, response: dataOf(created), status: 201, errors: [409, 413],
      summary: "Start a CV in the builder",
      description:
        "From one of the user's uploaded CVs (`resume`: its text fills the document, every value the CV's own; `notes` says, in the " +
        "user's language, what could not be placed), from a JSON Resume file (`json_resume`: fields the standard does not define, " +
        "and values it or our limits refuse, are dropped and listed in `dropped_fields`), or empty. The document starts at version 1. " +
        `At most ${CV_DOCUMENTS_PER_USER_MAX} documents per user (409 \`cv_document_limit\`); a document is at most ${KB} KB as JSON ` +
        "(413 `document_too_large`). A resume_id that is not one of the user's CVs is refused on `source.resume_id`.",
    }),
    async (c) => c.json({ data: await cvDocuments.createCvDocument(c.var.deps, c.var.auth.userId, c.req.valid("json")) }, 201),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/cv-documents", tag, auth: true, response: dataOf(z.object({ items: z.array(listItem) })),
      summary: "The user's CVs in the builder",
      description: `The last changed first, without their content but with their template and language; at most ${CV_DOCUMENTS_PER_USER_MAX}, so in one page.`,
    }),
    async (c) => c.json({ data: await cvDocuments.listCvDocuments(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/cv-documents/{id}", tag, auth: true, params, response: dataOf(document), errors: [404],
      summary: "One CV document", description: "Its current version: send `version` back as `expected_version` when saving.",
    }),
    async (c) => c.json({ data: await cvDocuments.getCvDocument(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "put", path: "/cv-documents/{id}", tag, auth: true, params, body: updateCvDocumentSchema, response: dataOf(document), errors: [404, 409, 413],
      summary: "Save the document",
      description:
        "The whole document (and, optionally, a new name), saved as the next version when `expected_version` is the current one. " +
        "When another tab or device saved since, 409 `version_conflict` and nothing is written: reload, then apply the change again. " +
        "A document equal to the current one writes no version. " +
        `The last ${CV_VERSIONS_KEPT} versions are kept; older ones are dropped.`,
    }),
    async (c) =>
      c.json({ data: await cvDocuments.updateCvDocument(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/cv-documents/{id}/versions", tag, auth: true, params, response: dataOf(z.object({ items: z.array(version) })), errors: [404],
      summary: "The kept versions",
      description: `The newest first; at most ${CV_VERSIONS_KEPT}, the current one included.`,
    }),
    async (c) => c.json({ data: await cvDocuments.listVersions(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/cv-documents/{id}/versions/{version}", tag, auth: true, params: cvDocumentVersionParamsSchema,
      response: dataOf(cvDocumentVersionSchema.extend({ document: jsonResume }).openapi("CvDocumentVersionContent")), errors: [404],
      summary: "One kept version", description: "Its document, to show before restoring it.",
    }),
    async (c) => {
      const { id, version: number } = c.req.valid("param");
      return c.json({ data: await cvDocuments.getVersion(c.var.deps, c.var.auth.userId, id, number) });
    },
  )
  .openapi(
    defineRoute({
      method: "post", path: "/cv-documents/{id}/restore", tag, auth: true, params, body: restoreCvDocumentSchema, response: dataOf(document), errors: [404],
      summary: "Restore a version (undo)",
      description:
        "The kept version's document becomes the newest version; the versions in between stay, so a restore can be undone too. " +
        "Restoring the current version changes nothing. A version no longer kept is 404.",
    }),
    async (c) =>
      c.json({ data: await cvDocuments.restoreVersion(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json").version) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/cv-documents/{id}/ats-check", tag, auth: true, params, response: dataOf(atsResult), errors: [404, 429],
      summary: "Check that applicant tracking systems read the CV",
      description:
        "Renders the current version as PDF and as DOCX, reads each back as an applicant tracking system would (the same reader " +
        "as CV uploads) and compares it with the document: each section heading, the name, e-mail address and phone number, each " +
        "job's title and employer, each school, each entry's dates, each skill. One check per thing and file; `fix`, on a check " +
        `not found, says in the user's language what to change. \`passed\` when every check is found. ${RENDER_LIMIT}`,
    }),
    async (c) => c.json({ data: await cvDocuments.checkCvDocumentForAts(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "delete", path: "/cv-documents/{id}", tag, auth: true, params, response: okSchema, errors: [404],
      summary: "Delete a CV document",
      description: "With all its versions. The uploaded CV it was filled from stays, and so does a CV made from it (POST …/resume), no longer linked to it.",
    }),
    async (c) => c.json({ data: await cvDocuments.deleteCvDocument(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  );

router.openapi(saveAsResumeRoute, async (c) => {
  const { resume: saved, created } = await cvDocuments.saveCvDocumentAsResume(c.var.deps, c.var.auth.userId, c.req.valid("param").id);
  return created ? c.json({ data: saved }, 201) : c.json({ data: saved }, 200);
});

for (const format of ["pdf", "docx"] as const) {
  router.openapi(fileRoute(format), async (c) => {
    const file = await cvDocuments.renderCvDocument(c.var.deps, c.var.auth.userId, c.req.valid("param").id, format);
    return c.body(new Uint8Array(file.bytes), 200, {
      "Content-Type": CV_MIME_TYPES[format],
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": contentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
  });
}

// Documented through the registry and served by a plain handler: the file is sent pretty-printed,
// for people who edit JSON Resume by hand, which the typed JSON responses cannot do.
router.openAPIRegistry.registerPath(downloadRoute);
router.get("/cv-documents/:id/json-resume", requireAuth, async (c) => {
  const { fileName, resume } = await cvDocuments.exportJsonResume(c.var.deps, c.var.auth.userId, c.req.param("id"));
  return c.body(`${JSON.stringify(resume, null, 2)}\n`, 200, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Disposition": contentDisposition(fileName),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
});

export const cvDocumentRoutes = router;
