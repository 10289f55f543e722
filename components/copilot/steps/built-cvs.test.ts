import { ApiError } from "@/lib/api/request";
import { builtCvState, builtCvsToOffer, publishProblemOf, tailoringNotice } from "./built-cvs";

const documents = [
  { id: "doc-backend", version: 3 },
  { id: "doc-tailored", version: 1 },
  { id: "doc-data", version: 2 },
];
const upload = { cv_document_id: null, cv_document_version: null };

const refused = (status: number, code?: string) => new ApiError(status, code ? { error: { code, message: "Refused." } } : null);

describe("builtCvsToOffer", () => {
  it("offers the built CVs no CV was made from yet, in the builder's order", () => {
    const resumes = [upload, { cv_document_id: "doc-tailored", cv_document_version: 1 }];
    expect(builtCvsToOffer(documents, resumes).map(({ id }) => id)).toEqual(["doc-backend", "doc-data"]);
  });

  it("offers every built CV when the user has only uploads, and none once each is among the CVs", () => {
    expect(builtCvsToOffer(documents, [upload, upload])).toEqual(documents);
    const all = documents.map(({ id }) => ({ cv_document_id: id, cv_document_version: 1 }));
    expect(builtCvsToOffer(documents, all)).toEqual([]);
    expect(builtCvsToOffer([], all)).toEqual([]);
  });
});

describe("builtCvState", () => {
  it("says nothing of an upload, nor of a CV whose document was deleted", () => {
    expect(builtCvState(upload, documents)).toBeNull();
  });

  it("marks a built CV, and says when its document was saved since the file was made", () => {
    expect(builtCvState({ cv_document_id: "doc-backend", cv_document_version: 3 }, documents)).toEqual({ newer: false });
    expect(builtCvState({ cv_document_id: "doc-backend", cv_document_version: 2 }, documents)).toEqual({ newer: true });
  });

  it("marks a built CV without claiming a newer version while the documents are unknown", () => {
    expect(builtCvState({ cv_document_id: "doc-backend", cv_document_version: 1 }, undefined)).toEqual({ newer: false });
    expect(builtCvState({ cv_document_id: "doc-gone", cv_document_version: 1 }, documents)).toEqual({ newer: false });
  });
});

describe("publishProblemOf", () => {
  it.each([
    [refused(409, "resume_limit"), "resume_limit"],
    [refused(422, "cv_document_empty"), "cv_document_empty"],
    [refused(404, "not_found"), "not_found"],
    [refused(429, "rate_limited"), "rate_limited"],
    [refused(500), "generic"],
    [refused(400, "validation_error"), "generic"],
    [new TypeError("Failed to fetch"), "network"],
  ])("%s → %s", (error, problem) => {
    expect(publishProblemOf(error)).toBe(problem);
  });
});

describe("tailoringNotice", () => {
  const built = { cv_document_id: "doc-backend" };
  it("offers the upgrade whenever the plan lacks tailoring", () => {
    expect(tailoringNotice({ included: false, on: false, resume: built })).toBe("upgrade");
    expect(tailoringNotice({ included: false, on: true, resume: upload })).toBe("upgrade");
  });

  it("says an uploaded CV is sent as it is only while tailoring is on", () => {
    expect(tailoringNotice({ included: true, on: true, resume: upload })).toBe("needsBuiltCv");
    expect(tailoringNotice({ included: true, on: false, resume: upload })).toBeNull();
    expect(tailoringNotice({ included: true, on: true, resume: built })).toBeNull();
    expect(tailoringNotice({ included: true, on: true, resume: undefined })).toBeNull();
  });
});
