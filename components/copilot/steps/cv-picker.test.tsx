import { NextIntlClientProvider } from "next-intl";
import { useForm } from "react-hook-form";
import { renderToStaticMarkup } from "react-dom/server";
import { SWRConfig } from "swr";
import { cvDocumentKeys } from "@/lib/api/cv-documents";
import { resumeKeys } from "@/lib/api/resumes";
import type { CvDocumentListItem } from "@/lib/contracts/cv-document";
import type { ResumeSummary } from "@/lib/contracts/resume";
import en from "@/messages/en.json";
import type { CvAnswersInput, CvAnswersOutput } from "./cv-answers-schema";
import { CvPicker } from "./cv-picker";
import { TailorSwitch } from "./tailor-switch";

const UPLOAD_ID = "00000000-0000-4000-8000-0000000000a1";
const BUILT_ID = "00000000-0000-4000-8000-0000000000a2";

const resume = (id: string, fileName: string, madeFrom: { document: string; version: number } | null): ResumeSummary => ({
  id,
  file_name: fileName,
  type: "pdf",
  mime_type: "application/pdf",
  size_bytes: 48_000,
  cv_document_id: madeFrom?.document ?? null,
  cv_document_version: madeFrom?.version ?? null,
  created_at: "2026-05-01T09:00:00.000Z",
});

const document = (id: string, name: string, version: number): CvDocumentListItem => ({
  id,
  name,
  source: "empty",
  resume_id: null,
  version,
  tailored_for: null,
  template: "modern",
  locale: "en",
  created_at: "2026-05-01T09:00:00.000Z",
  updated_at: "2026-05-03T10:30:00.000Z",
});

const BACKEND = document("00000000-0000-4000-8000-0000000000d1", "Backend roles", 4);
const DATA = document("00000000-0000-4000-8000-0000000000d2", "Data roles", 1);

function render(node: React.ReactNode, fallback: Record<string, unknown> = {}) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <SWRConfig value={{ fallback, fetcher: () => new Promise(() => undefined) }}>{node}</SWRConfig>
    </NextIntlClientProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
const lists = (resumes: ResumeSummary[], documents: CvDocumentListItem[] | null) => ({
  [resumeKeys.list]: { data: { items: resumes, next_cursor: null } },
  ...(documents ? { [cvDocumentKeys.list]: { data: { items: documents } } } : {}),
});
const picker = (value = "") => <CvPicker value={value} onChange={() => undefined} />;

describe("the CV picker with CVs from the CV builder", () => {
  it("offers the built CVs not yet among the CVs, each with a button that names it", () => {
    const html = render(picker(), lists([resume(UPLOAD_ID, "jane-doe.pdf", null), resume(BUILT_ID, "Backend roles.pdf", { document: BACKEND.id, version: 4 })], [BACKEND, DATA]));
    const words = text(html);
    expect(words).toContain("From the CV builder");
    expect(words).toContain("Data roles Modern · changed May 3, 2026 Use Data roles");
    // Backend roles is already among "Your CVs": not offered twice.
    expect(words).not.toContain("Use Backend roles");
    expect(html).not.toContain('href="/cv-builder"');
  });

  it("marks a CV made in the builder, and says the latest version is sent once the document changed", () => {
    const current = text(render(picker(), lists([resume(BUILT_ID, "Backend roles.pdf", { document: BACKEND.id, version: 4 })], [BACKEND])));
    expect(current).toContain("Backend roles.pdf Built 47 KB · added May 1, 2026");
    expect(current).not.toContain("the latest saved version is sent");
    // Every built CV is among the CVs: the group has nothing to add.
    expect(current).not.toContain("From the CV builder");

    const older = text(render(picker(), lists([resume(BUILT_ID, "Backend roles.pdf", { document: BACKEND.id, version: 2 })], [BACKEND])));
    expect(older).toContain("Changed in the CV builder since: the latest saved version is sent.");
  });

  it("shows an upload without the badge, and leads to the builder when the user has built nothing", () => {
    const html = render(picker(), lists([resume(UPLOAD_ID, "jane-doe.pdf", null)], []));
    const words = text(html);
    expect(words).toContain("jane-doe.pdf 47 KB · uploaded May 1, 2026");
    expect(words).not.toContain("Built");
    expect(words).toContain("You have not built a CV yet.");
    expect(html).toMatch(/<a [^>]*href="\/cv-builder"[^>]*>Build a CV<\/a>/);
  });

  it("waits for the built CVs before offering any", () => {
    expect(text(render(picker(), lists([], null)))).toContain("From the CV builder Loading the CVs you built…");
  });
});

function SwitchInForm({ included, on, resumeId, resumes }: { included: boolean; on: boolean; resumeId: string; resumes: ResumeSummary[] }) {
  const form = useForm<CvAnswersInput, unknown, CvAnswersOutput>({ defaultValues: { resume_id: resumeId, tailor_cv: on } });
  return <TailorSwitch control={form.control} included={included} plan={{ name: included ? "Elite" : "Free" }} resumes={resumes} />;
}

describe("the tailoring switch", () => {
  const upload = resume(UPLOAD_ID, "jane-doe.pdf", null);
  const built = resume(BUILT_ID, "Backend roles.pdf", { document: BACKEND.id, version: 4 });

  it("is locked off with the way to upgrade when the plan lacks it, even when it was switched on before", () => {
    const html = render(<SwitchInForm included={false} on resumeId={BUILT_ID} resumes={[built]} />);
    expect(html).toMatch(/<input[^>]*role="switch"[^>]*disabled=""/);
    expect(html).not.toMatch(/<input[^>]*checked=""/);
    expect(text(html)).toContain("Tailor my CV to each job");
    expect(text(html)).toContain("Not included in your Free plan. Upgrade to have your CV tailored to each job.");
    expect(html).toMatch(/<a [^>]*href="\/subscription"[^>]*>Upgrade<\/a>/);
  });

  it("says an uploaded CV is sent as it is while tailoring is on", () => {
    const notice = "This CV was uploaded, so it is sent as it is.";
    const onWithUpload = render(<SwitchInForm included on resumeId={UPLOAD_ID} resumes={[upload, built]} />);
    expect(onWithUpload).toMatch(/<input[^>]*checked=""/);
    expect(onWithUpload).not.toContain('disabled=""');
    expect(text(onWithUpload)).toContain(notice);
    expect(text(render(<SwitchInForm included on resumeId={BUILT_ID} resumes={[upload, built]} />))).not.toContain(notice);
    expect(text(render(<SwitchInForm included on={false} resumeId={UPLOAD_ID} resumes={[upload, built]} />))).not.toContain(notice);
  });
});
