import { LETTER_COMPANY_MAX, LETTER_JOB_TEXT_MAX } from "@/lib/contracts/cover-letter";
import { applicationOption, createBodyOf, initialDraft, jobLabel } from "./builder-draft";

const APPLICATION_ID = "0b0e7c43-5a44-4f0b-9a4c-6d0d7e1f2a3b";
const pasted = { ...initialDraft(), title: " Frontend-Entwickler ", company: "Hansa Digital", text: "Wir suchen Verstärkung mit React und TypeScript." };

describe("createBodyOf", () => {
  it("starts from a pasted posting, formal, medium, in the posting's language; from the application when one is given", () => {
    expect(initialDraft()).toMatchObject({ source: "text", applicationId: "", tone: "formal", length: "medium", language: "" });
    expect(initialDraft(APPLICATION_ID)).toMatchObject({ source: "application", applicationId: APPLICATION_ID });
  });

  it("sends a pasted posting trimmed, and leaves the language out unless one is chosen", () => {
    expect(createBodyOf(pasted)).toEqual({
      body: { job: { source: "text", title: "Frontend-Entwickler", company: "Hansa Digital", text: pasted.text }, tone: "formal", length: "medium" },
    });
    expect(createBodyOf({ ...pasted, language: "de", tone: "warm", length: "short" })).toEqual({
      body: { job: expect.objectContaining({ source: "text" }), tone: "warm", length: "short", language: "de" },
    });
  });

  it("sends the chosen application alone, whatever was typed for a posting", () => {
    expect(createBodyOf({ ...pasted, source: "application", applicationId: APPLICATION_ID, tone: "concise" })).toEqual({
      body: { job: { source: "application", application_id: APPLICATION_ID }, tone: "concise", length: "medium" },
    });
  });

  it("says plainly what is missing, at the API's field names", () => {
    expect(createBodyOf(initialDraft())).toEqual({ problems: { "job.text": "posting_required", "job.title": "job_title_required", "job.company": "company_required" } });
    expect(createBodyOf({ ...initialDraft(), source: "application" })).toEqual({ problems: { "job.application_id": "application_required" } });
  });

  it("checks the API's limits before sending", () => {
    const problems = createBodyOf({ ...pasted, company: "c".repeat(LETTER_COMPANY_MAX + 1), text: "t".repeat(LETTER_JOB_TEXT_MAX + 1) });
    expect(problems).toEqual({ problems: { "job.company": `too_long?max=${LETTER_COMPANY_MAX}`, "job.text": `too_long?max=${LETTER_JOB_TEXT_MAX}` } });
    expect(createBodyOf({ ...pasted, source: "application", applicationId: "not-an-id" })).toEqual({ problems: { "job.application_id": "application_id_invalid" } });
  });
});

describe("jobLabel", () => {
  it("names a job by its title and company, leaving out what is blank", () => {
    expect(jobLabel({ title: "Frontend Engineer", company: "Acme" })).toBe("Frontend Engineer — Acme");
    expect(jobLabel({ title: " Nurse ", company: "" })).toBe("Nurse");
    expect(jobLabel({ title: "", company: "" })).toBe("");
    expect(applicationOption({ id: APPLICATION_ID, job: { title: "Data Analyst", company: "Globex" } as never })).toEqual({ id: APPLICATION_ID, label: "Data Analyst — Globex" });
  });
});
