import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { SWRConfig } from "swr";
import { cvDocumentKeys } from "@/lib/api/cv-documents";
import { resumeKeys } from "@/lib/api/resumes";
import type { CvDocument, CvDocumentListItem, JsonResume } from "@/lib/contracts/cv-document";
import { layoutOf } from "@/lib/cv/layout";
import en from "@/messages/en.json";
import { CvHome } from "./cv-home";
import CvEditor from "./editor";
import { NotesPanel } from "./notes-panel";
import { CvSheet } from "./preview";
import { CvResult } from "./result";
import { SaveIndicator } from "./save-indicator";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const ID = "00000000-0000-4000-8000-0000000000c1";

const DOCUMENT: JsonResume = {
  basics: { name: "Jane Doe", label: "Backend Engineer", email: "jane@example.com", location: { city: "Berlin", countryCode: "DE" } },
  work: [
    { position: "Senior Engineer", name: "Acme GmbH", startDate: "2019-01", highlights: ["Led a team of 6 engineers", "Cut p95 latency by 35%"] },
    { position: "Developer", name: "Globex", startDate: "2016-03", endDate: "2019-05" },
  ],
  education: [{ studyType: "BSc", area: "Computer Science", institution: "TU Berlin", startDate: "2012", endDate: "2016" }],
  skills: [{ name: "Languages", keywords: ["Go", "TypeScript"] }, { name: "SQL" }, { name: "Docker" }],
  meta: { template: "classic", paper: "a4", locale: "en", section_order: ["skills", "work"] },
};

const stored = (document: JsonResume = DOCUMENT): CvDocument => ({
  id: ID,
  name: "Backend roles",
  source: "resume",
  resume_id: null,
  tailored_for: null,
  version: 4,
  created_at: "2026-05-01T09:00:00.000Z",
  updated_at: "2026-05-02T10:30:00.000Z",
  document,
});

function render(node: React.ReactNode, fallback: Record<string, unknown> = {}) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <SWRConfig value={{ fallback, fetcher: () => new Promise(() => undefined) }}>{node}</SWRConfig>
    </NextIntlClientProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("the CV sheet (live preview)", () => {
  it("draws the PDF's layout: headings in the CV's language, sections in its order, dates the language's way", () => {
    const german = { ...DOCUMENT, meta: { ...DOCUMENT.meta, locale: "de" as const } };
    const words = text(renderToStaticMarkup(<CvSheet layout={layoutOf(german)} />));
    expect(words).toMatch(/^Jane Doe Backend Engineer jane@example\.com \| Berlin, Deutschland/);
    expect(words.indexOf("Kenntnisse")).toBeLessThan(words.indexOf("Berufserfahrung"));
    expect(words.indexOf("Berufserfahrung")).toBeLessThan(words.indexOf("Ausbildung"));
    expect(words).toContain("Senior Engineer Acme GmbH Jan. 2019 – heute");
    expect(words).toContain("• Led a team of 6 engineers");
    expect(words).toContain("BSc Computer Science TU Berlin 2012 – 2016");
    expect(words).toContain("Languages : Go, TypeScript");
    expect(words).toContain("SQL · Docker");
  });

  it("takes the template's fonts, colours and paper", () => {
    const modern = renderToStaticMarkup(<CvSheet layout={layoutOf({ ...DOCUMENT, meta: { ...DOCUMENT.meta, template: "modern", paper: "letter" } })} />);
    expect(modern).toContain('data-template="modern"');
    expect(modern).toContain("width:612pt");
    expect(modern).toContain("Noto Sans");
    expect(modern).toContain("#0f5e8c");
    const classic = renderToStaticMarkup(<CvSheet layout={layoutOf(DOCUMENT)} />);
    expect(classic).toContain("width:595.28pt");
    expect(classic).toContain("Noto Serif");
    expect(classic).toContain("text-transform:uppercase");
  });

  it("says where the CV will appear while it is empty", () => {
    const empty = layoutOf({ basics: {}, meta: DOCUMENT.meta });
    expect(text(renderToStaticMarkup(<CvSheet layout={empty} emptyText="Your CV appears here as you fill it in." />))).toBe("Your CV appears here as you fill it in.");
  });
});

describe("the editor", () => {
  const html = render(<CvEditor id={ID} />, { [cvDocumentKeys.one(ID)]: { data: stored() } });
  const words = text(html);

  it("opens with the document: its name, the basics, the sections in the CV's order, each entry folded to its headline", () => {
    expect(html).toMatch(/<label[^>]*>Name of this CV<\/label>[\s\S]*?value="Backend roles"/);
    expect(html).toMatch(/<label[^>]*>Full name<\/label>[\s\S]*?value="Jane Doe"/);
    const sections = [...html.matchAll(/<li[^>]*><section aria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(sections.slice(0, 3)).toEqual(["Skills", "Work experience", "Volunteering"]);
    expect(sections).toHaveLength(11);
    expect(words).toContain("Senior Engineer · Acme GmbH Jan 2019 – Present");
    expect(words).toContain("Developer · Globex Mar 2016 – May 2019");
    expect(words).toContain("2 entries");
    expect(html).toContain('aria-label="Move Senior Engineer · Acme GmbH"');
    expect(html).toContain('aria-label="Delete Senior Engineer · Acme GmbH"');
    expect(html).toContain('aria-roledescription="movable item"');
  });

  it("shows the save state, the design choices and the live preview", () => {
    expect(words).toContain("Saved");
    expect(html).toMatch(/<input type="radio"[^>]*checked="" value="classic"\/>/);
    expect(words).toContain("Classic");
    expect(words).toContain("Modern");
    expect(words).toContain("Compact");
    expect(html).toMatch(/<option value="en" lang="en" selected="">English<\/option>/);
    expect(html).toContain('aria-label="Preview of your CV"');
    // The preview's heading is the PDF's ("Work Experience"), not the form's ("Work experience").
    expect(words).toContain("Work Experience Senior Engineer Acme GmbH Jan 2019 – Present • Led a team of 6 engineers");
    expect(html).toContain('role="tablist"');
  });
});

describe("the list of CVs and the start", () => {
  const item = (overrides: Partial<CvDocumentListItem>): CvDocumentListItem => ({
    id: ID,
    name: "Backend roles",
    source: "resume",
    resume_id: null,
    tailored_for: null,
    version: 4,
    created_at: "2026-05-01T09:00:00.000Z",
    updated_at: "2026-05-02T10:30:00.000Z",
    template: "modern",
    locale: "de",
    ...overrides,
  });

  it("lists each CV with its template, language and change, its actions and the limit", () => {
    const html = render(<CvHome />, {
      [cvDocumentKeys.list]: { data: { items: [item({}), item({ id: "00000000-0000-4000-8000-0000000000c2", name: "Data roles", template: "compact", locale: "en" })] } },
      [resumeKeys.list]: { data: { items: [], next_cursor: null } },
    });
    const words = text(html);
    expect(words).toContain("My CVs 2 of 20 CVs");
    expect(words).toContain("Backend roles Modern · Deutsch · changed May 2, 2026, 10:30 AM");
    expect(words).toContain("Data roles Compact · English");
    expect(html).toContain(`href="/cv-builder/edit?id=${ID}"`);
    expect(html).toContain(`href="/cv-builder/result?id=${ID}"`);
    expect(words).toContain("Duplicate Backend roles");
    expect(words).toContain("Delete Backend roles");
    expect(words).toContain("Start a new CV");
    expect(words).toContain("You have not uploaded a CV yet.");
    expect(html).toMatch(/checked="" value="resume"/);
  });

  it("welcomes a user without CVs, and stops new ones at the limit", () => {
    const empty = text(render(<CvHome />, { [cvDocumentKeys.list]: { data: { items: [] } }, [resumeKeys.list]: { data: { items: [], next_cursor: null } } }));
    expect(empty).toContain("Build your first CV");
    const full = Array.from({ length: 20 }, (_, i) => item({ id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`, name: `CV ${i}` }));
    const html = render(<CvHome />, { [cvDocumentKeys.list]: { data: { items: full } }, [resumeKeys.list]: { data: { items: [], next_cursor: null } } });
    expect(text(html)).toContain("You have reached the maximum number of CVs.");
    expect(html).not.toContain("Create CV");
  });
});

describe("the result page", () => {
  it("offers the three downloads, Edit and the ATS check", () => {
    const html = render(<CvResult id={ID} />, { [cvDocumentKeys.one(ID)]: { data: stored() } });
    const words = text(html);
    expect(words).toContain("Backend roles Classic · A4 · English · version 4, saved May 2, 2026, 10:30 AM");
    expect(words).toContain("PDF Word (DOCX) JSON Resume");
    expect(html).toContain(`href="/cv-builder/edit?id=${ID}"`);
    expect(words).toContain("This is your CV laid out as in the PDF");
    expect(words).toContain("ATS check");
    expect(words).toContain("Run the ATS check");
  });
});

describe("small parts", () => {
  it("the save indicator says why a save failed and offers a retry", () => {
    const failed = text(render(<SaveIndicator status="failed" failure="network" onRetry={() => undefined} />));
    expect(failed).toBe("Not saved: no connection to the server. Retry");
    expect(text(render(<SaveIndicator status="invalid" failure={null} onRetry={() => undefined} />))).toBe("Not saved: check the highlighted fields");
    expect(text(render(<SaveIndicator status="failed" failure="gone" onRetry={() => undefined} />))).not.toContain("Retry");
  });

  it("the notes quote the CV's lines and list the dropped fields with why", () => {
    const words = text(
      render(
        <NotesPanel
          notes={{
            notes: [{ code: "entry_without_dates", path: "work.2", lines: ["Freelance Web Developer"], message: "No dates were found for “Freelance Web Developer”." }],
            dropped: [{ path: "basics.picture", reason: "unknown_field" }],
          }}
          onShow={() => undefined}
          onDone={() => undefined}
        />,
      ),
    );
    expect(words).toContain("Check these entries");
    expect(words).toContain("No dates were found for “Freelance Web Developer”. Freelance Web Developer Show this entry");
    expect(words).toContain("1 field of your file was left out: basics.picture is not part of the JSON Resume standard.");
    expect(words).toContain("I have checked them");
  });
});
