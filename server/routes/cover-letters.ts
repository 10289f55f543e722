import { createRoute, z } from "@hono/zod-openapi";
import {
  coverLetterFileQuerySchema,
  coverLetterIdParamsSchema,
  coverLetterQuotaSchema,
  coverLetterSchema,
  createCoverLetterSchema,
  LETTER_PARAGRAPH_MAX,
  LETTER_PARAGRAPHS_MAX,
  listCoverLettersQuerySchema,
  regenerateParagraphSchema,
  updateCoverLetterSchema,
  writtenCoverLetterSchema,
} from "@/lib/contracts/cover-letter";
import { cursorPageOf } from "@/lib/contracts/page";
import { CV_MIME_TYPES } from "@/lib/contracts/resume";
import { requireAuth } from "../http/auth";
import { component, dataOf, defineRoute, errorSchema, okSchema } from "../http/openapi";
import { createRouter } from "../http/router";
import type { CvFileFormat } from "../services/cv-documents";
import { contentDisposition } from "../services/resumes";
import * as letters from "../services/cover-letters";

const coverLetter = component(coverLetterSchema, "CoverLetter");
const writtenLetter = component(writtenCoverLetterSchema, "WrittenCoverLetter");

const tag = "Cover letters";
const params = coverLetterIdParamsSchema;

const grounding =
  "Written from the user's CV and profile only: the latest title and years, the posting's skills that the CV lists, and the CV's result lines " +
  "closest to the posting, quoted as written; without a CV, a short letter from the posting and the profile that says nothing about experience. " +
  "Without an AI model configured the offline engine writes it; with one, the model writes the same paragraphs from the same facts and its text is " +
  "checked: a skill, number, degree or employer that nothing on file supports sets it aside for the offline letter, and `claims` lists what it named.";

const aiUsage =
  "A model's calls are recorded with the user's AI usage (feature `cover_letter`) for their tokens; they are not AI messages of the assistants' " +
  "and the AI writer's monthly quota.";

const error = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });
const binary = z.string().openapi({ type: "string", format: "binary" });
const RENDER_LIMIT = `At most ${letters.LETTER_RENDER_LIMIT.limit} files in ${letters.LETTER_RENDER_LIMIT.windowMs / 60_000} minutes (429 with Retry-After).`;

const fileRoute = (format: CvFileFormat) =>
  createRoute({
    method: "get",
    path: `/cover-letters/{id}/${format}`,
    tags: [tag],
    summary: format === "pdf" ? "Download as PDF" : "Download as Word (.docx)",
    description:
      "The letter as a business letter, its paragraphs as last saved: the sender's name and contact lines from the profile (country, phone, " +
      "e-mail address and links, each only when on file), the company, today's date in the letter's language, then the paragraphs" +
      (format === "pdf" ? "; real text, fonts embedded" : ", each a Word paragraph") +
      ". On `paper` (a4 or letter), by default the paper of the user's country. Sent as an attachment named after the company and the role. " +
      RENDER_LIMIT,
    security: [{ bearerAuth: [] }],
    middleware: [requireAuth] as const,
    request: { params, query: coverLetterFileQuerySchema },
    responses: {
      200: { description: "The file", content: { [CV_MIME_TYPES[format]]: { schema: binary } } },
      400: error("`paper` is not a4 or letter, or an unknown query field"),
      401: error("Missing, invalid or expired access token"),
      404: error("Not found, or not yours"),
      429: error("Too many files in a short time"),
    },
  });

const router = createRouter()
  .openapi(
    defineRoute({
      method: "post", path: "/cover-letters", tag, auth: true, body: createCoverLetterSchema,
      response: dataOf(writtenLetter), status: 201, errors: [404, 429],
      summary: "Write a cover letter for a posting",
      description:
        `For one of the user's applications (404 when it is not theirs; the letter is linked to it), a job of the catalogue (404 when unknown), or a ` +
        `pasted posting. ${grounding} The language is the posting's when it is one of the seven, else the user's, unless \`language\` says. ` +
        `Each letter counts one of the plan's cover letters this month (UTC), deleting it gives none back; when they are used up, 429 ` +
        `\`cover_letter_quota_exceeded\` with Retry-After until the month turns. ${aiUsage}`,
    }),
    async (c) => c.json({ data: await letters.generateCoverLetter(c.var.deps, c.var.auth.userId, c.req.valid("json"), c.req.raw.signal) }, 201),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/cover-letters", tag, auth: true, query: listCoverLettersQuerySchema,
      response: dataOf(cursorPageOf(coverLetter)), errors: [400],
      summary: "The user's cover letters",
      description:
        "Those written in the builder and those the copilot sent with applications (`origin`), newest first, paged by cursor on (created_at, id); " +
        "`application_id` keeps the letters of one application.",
    }),
    async (c) => c.json({ data: await letters.listCoverLetters(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/cover-letters/usage", tag, auth: true,
      response: dataOf(component(coverLetterQuotaSchema, "CoverLetterQuota")),
      summary: "This month's cover letters",
      description:
        "The plan's cover letters per month, how many the builder wrote this UTC month (deleted ones included; the copilot's letters and new " +
        "wordings of a paragraph are not counted), and when they renew: the first of next month, UTC.",
    }),
    async (c) => c.json({ data: await letters.coverLetterQuota(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/cover-letters/{id}", tag, auth: true, params, response: dataOf(coverLetter), errors: [404],
      summary: "One cover letter",
    }),
    async (c) => c.json({ data: await letters.getCoverLetter(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/cover-letters/{id}", tag, auth: true, params, body: updateCoverLetterSchema,
      response: dataOf(coverLetter), errors: [404],
      summary: "Save the user's edits",
      description:
        `The letter's paragraphs as the user edited them, 1 to ${LETTER_PARAGRAPHS_MAX}, each at most ${LETTER_PARAGRAPH_MAX.toLocaleString("en")} ` +
        "characters. With as many paragraphs as before, each keeps its part and can still be written again; when paragraphs were added or " +
        "removed, those left word for word keep theirs and the others become `custom`, the user's own.",
    }),
    async (c) => c.json({ data: await letters.updateCoverLetter(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/cover-letters/{id}/regenerate", tag, auth: true, params, body: regenerateParagraphSchema,
      response: dataOf(writtenLetter), errors: [404, 409],
      summary: "Write one paragraph again",
      description:
        "Another wording of one body paragraph (`paragraph_kinds` intro, fit, skills, results or outro) from the same facts as they are on file " +
        "now: the offline engine's next wording, or the model's when one is configured and its wording names nothing unsupported (else the " +
        "offline one, with the `claims`). 400 when the index is past the letter's end; 409 `paragraph_not_regenerable` for the greeting, the " +
        `closing, a paragraph the user added, or one whose facts are no longer on the CV. Not counted against the month's letters. ${aiUsage}`,
    }),
    async (c) =>
      c.json({ data: await letters.regenerateCoverLetterParagraph(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json"), c.req.raw.signal) }),
  )
  .openapi(
    defineRoute({
      method: "delete", path: "/cover-letters/{id}", tag, auth: true, params, response: okSchema, errors: [404],
      summary: "Delete a cover letter",
      description: "The letter is gone; the month's count of letters stays as it was.",
    }),
    async (c) => c.json({ data: await letters.deleteCoverLetter(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  );

for (const format of ["pdf", "docx"] as const) {
  router.openapi(fileRoute(format), async (c) => {
    const file = await letters.renderCoverLetter(c.var.deps, c.var.auth.userId, c.req.valid("param").id, format, c.req.valid("query"));
    return c.body(new Uint8Array(file.bytes), 200, {
      "Content-Type": CV_MIME_TYPES[format],
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": contentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
  });
}

export const coverLetterRoutes = router;
