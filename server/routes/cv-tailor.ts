import { CV_DOCUMENTS_PER_USER_MAX, cvDocumentIdParamsSchema, cvDocumentSummarySchema, jsonResumeSchema } from "@/lib/contracts/cv-document";
import { tailorChangeSchema, tailorCvSchema, tailoredCvSchema } from "@/lib/contracts/cv-tailor";
import { component, dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import { CV_TAILOR_LIMIT, tailorCvDocument } from "../services/cv-tailor";

const tailored = tailoredCvSchema
  .extend({
    document: component(jsonResumeSchema, "JsonResume"),
    changes: tailorChangeSchema.clone().openapi("TailorChange").array(),
    saved: component(cvDocumentSummarySchema, "CvDocumentSummary").nullable(),
  })
  .openapi("TailoredCv");

const router = createRouter().openapi(
  defineRoute({
    method: "post", path: "/cv-documents/{id}/tailor", tag: "CV builder", auth: true, params: cvDocumentIdParamsSchema, body: tailorCvSchema,
    response: dataOf(tailored), errors: [404, 409, 413, 429],
    summary: "Tailor a CV to a posting, without invention",
    description:
      "The document's current version tailored to a posting: one of the user's applications (404 when it is not theirs), a job of the " +
      "catalogue (404 when unknown), or pasted text. Only the CV's own facts are used: sections naming the posting's skills come first " +
      "(`meta.section_order`; basics stay on top), an entry's matching bullets first (entries keep their dates' order), matching skill " +
      "groups and keywords first, the summary's matching sentences and listed skills first, and a bullet may name a skill the way the " +
      "posting does where the CV already writes it so. No employer, title, degree, skill, number or date appears that the CV does not " +
      "state; the posting's skills the CV lacks are listed in `keywords.missing`, never written. `changes` lists every change for a " +
      "diff view. With an AI model configured, the matching bullets and the summary may be reworded by it; a wording that names " +
      "anything the CV does not (numbers and dates: that the text does not) is dropped for the offline one and listed in `claims`; " +
      "the call is recorded with the user's AI usage (feature `cv_tailoring`) and counts against no quota. " +
      "With `save`, the tailored document is kept as a new document (`saved`) whose `tailored_for` names the original, its version " +
      `and the posting (and the application, for one); at most ${CV_DOCUMENTS_PER_USER_MAX} documents per user (409 \`cv_document_limit\`). ` +
      `At most ${CV_TAILOR_LIMIT.limit} tailorings in ${CV_TAILOR_LIMIT.windowMs / 60_000} minutes (429 with Retry-After).`,
  }),
  async (c) => c.json({ data: await tailorCvDocument(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json"), c.req.raw.signal) }),
);

export const cvTailorRoutes = router;
