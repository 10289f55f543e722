import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { SWRConfig } from "swr";
import { unstable_serialize } from "swr";
import en from "@/messages/en.json";
import type { Application } from "@/lib/contracts/applications";
import type { SetupFieldError } from "../types";
import { applicationChoices, applicationChoicesKey, INITIAL_DRAFT, interviewSetupOf, InterviewSetupForm } from "./setup-form";
import { INTERVIEW_SETUP_FORMS } from "./start-kit";

const application = (id: string, title: string, company: string, created: string): Application =>
  ({
    id,
    stage: "applied",
    exit_reason: null,
    score: 80,
    reasons: [],
    copilot: null,
    job: { id, title, company, location: null, remote_type: null, apply_url: null, posted_at: null, salary_annual_max: null },
    stage_changed_at: created,
    created_at: created,
    updated_at: created,
  }) as Application;

const APPLICATIONS = [
  application("00000000-0000-4000-8000-000000000001", "Data Analyst", "Acme", "2026-01-10T09:00:00.000Z"),
  application("00000000-0000-4000-8000-000000000002", "BI Developer", "Globex", "2026-03-01T09:00:00.000Z"),
];

function render(fieldErrors: Record<string, SetupFieldError> = {}, items = APPLICATIONS) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <SWRConfig value={{ fallback: { [unstable_serialize(applicationChoicesKey)]: { data: { items, next_cursor: null } } }, fetcher: () => new Promise(() => undefined) }}>
        <InterviewSetupForm busy={false} fieldErrors={fieldErrors} onStart={() => undefined} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

describe("interviewSetupOf", () => {
  it("builds the title setup, trimmed, with the level only when one is chosen", () => {
    expect(interviewSetupOf({ ...INITIAL_DRAFT, title: "  Data Analyst ", questions: 3 })).toEqual({
      setup: { job: { source: "title", title: "Data Analyst" }, interview_type: "behavioural", questions: 3 },
    });
    expect(interviewSetupOf({ ...INITIAL_DRAFT, title: "Data Analyst", seniority: "senior", interviewType: "technical" })).toEqual({
      setup: { job: { source: "title", title: "Data Analyst", seniority: "senior" }, interview_type: "technical", questions: 5 },
    });
  });

  it("builds the application and posting setups", () => {
    expect(interviewSetupOf({ ...INITIAL_DRAFT, source: "application", applicationId: "abc" })).toMatchObject({ setup: { job: { source: "application", application_id: "abc" } } });
    const posting = "Data Analyst at Acme. You will build dashboards in Power BI.";
    expect(interviewSetupOf({ ...INITIAL_DRAFT, source: "text", text: posting, interviewType: "screening" })).toEqual({
      setup: { job: { source: "text", text: posting }, interview_type: "screening", questions: 5 },
    });
  });

  it("names the field of each problem as the API does, with the server's limits", () => {
    expect(interviewSetupOf({ ...INITIAL_DRAFT, title: " " })).toEqual({ problems: { "job.title": { code: "job_title_required" } } });
    expect(interviewSetupOf({ ...INITIAL_DRAFT, title: "A" })).toEqual({ problems: { "job.title": { code: "too_short", params: { min: 2 } } } });
    expect(interviewSetupOf({ ...INITIAL_DRAFT, source: "application" })).toEqual({ problems: { "job.application_id": { code: "required" } } });
    expect(interviewSetupOf({ ...INITIAL_DRAFT, source: "text", text: "Too short" })).toEqual({ problems: { "job.text": { code: "too_short", params: { min: 20 } } } });
  });

  it("keeps the number of questions within 3 to 10", () => {
    expect(interviewSetupOf({ ...INITIAL_DRAFT, title: "Nurse", questions: 40 })).toMatchObject({ setup: { questions: 10 } });
    expect(interviewSetupOf({ ...INITIAL_DRAFT, title: "Nurse", questions: 1 })).toMatchObject({ setup: { questions: 3 } });
  });
});

describe("applicationChoices", () => {
  it("lists the newest application first, as title and company", () => {
    expect(applicationChoices(APPLICATIONS).map(({ label }) => label)).toEqual(["BI Developer · Globex", "Data Analyst · Acme"]);
  });
});

describe("InterviewSetupForm", () => {
  it("is the interview's form in its kit", () => {
    expect(INTERVIEW_SETUP_FORMS).toEqual({ job_interview: InterviewSetupForm });
  });

  it("asks for the job and the interview type as radio groups with legends, each type with its description", () => {
    const html = render();
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Which job are you preparing for\?<\/legend>/);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Type of interview<\/legend>/);
    expect(html.match(/type="radio"/g)).toHaveLength(7);
    const behavioural = /<input [^>]*value="behavioural"[^>]*>/.exec(html)![0];
    expect(behavioural).toContain('checked=""');
    const id = /id="([^"]+)"/.exec(behavioural)![1];
    const describedBy = /aria-describedby="([^"]+)"/.exec(behavioural)![1];
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Behavioural</label>`));
    expect(html).toContain(`id="${describedBy}" class="mt-0.5 text-sm text-gray-600">Examples from your experience, answered with situation, action and result.</p>`);
  });

  it("starts on a job title with its level, and 5 of 3–10 questions", () => {
    const html = render();
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Job title<\/label>/);
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Level<\/label>/);
    expect(html).toMatch(/<option value="5" selected="">5<\/option>/);
    expect(html.match(/<option value="\d+"/g)).toHaveLength(8);
    expect(html).toMatch(/<button type="submit"[^>]*>Start the interview<\/button>/);
  });

  it("shows the server's problems on their fields, in the page's language", () => {
    const html = render({ "job.title": { code: "too_long", params: { max: 120 }, message: "Too long" }, interview_type: { code: "choose_one_of", params: { options: "a, b" }, message: "x" } });
    expect(html).toMatch(/<p id="[^"]+-error" role="alert"[^>]*>Use at most 120 characters\.<\/p>/);
    expect(html).toContain("Choose one of: a, b.");
    expect(html).toMatch(/<input id="[^"]+"[^>]*aria-invalid="true"/);
  });
});
