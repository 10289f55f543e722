/**
 * The cover letter client against the real backend, in-process: every call the screens make, the
 * refusals they tell apart, and the result page's edit model agreeing with how the API keeps
 * each paragraph's part.
 */
let sessionCookie: string | undefined;
jest.mock("cookies-next/client", () => ({
  getCookie: (name: string) => (name === "session" ? sessionCookie : undefined),
  deleteCookie: jest.fn(),
  setCookie: jest.fn(),
}));

import { applicationSearchKey } from "@/components/cover-letters/application-picker";
import { addParagraphAfter, draftOf, editParagraph, isRegenerable, kindsAfterSave, removeParagraph, textsOf } from "@/components/cover-letters/paragraph-draft";
import type { CoverLetter, CoverLetterQuota } from "@/lib/contracts/cover-letter";
import type { Application } from "@/lib/contracts/applications";
import type { Page } from "@/lib/contracts/page";
import { apiRequest } from "@/lib/session/browser";
import { applications, resumes } from "@/server/db/schema";
import { RICH_CV_TEXT } from "@/server/ai/writer/test-sources";
import { insertJob } from "@/server/test/job-factory";
import { createTestContext, type TestContext } from "@/server/test/harness";
import {
  coverLetterKeys,
  createCoverLetter,
  deleteCoverLetter,
  isLetterQuotaExceeded,
  isNotRegenerable,
  lettersKey,
  regenerateCoverLetterParagraph,
  updateCoverLetter,
  type LetterPage,
} from "./cover-letters";
import type { Data } from "./data";
import { ApiError } from "./request";

Object.defineProperty(globalThis, "BroadcastChannel", { value: undefined, configurable: true });

let t: TestContext;
type User = Awaited<ReturnType<TestContext["signUp"]>>;

const GERMAN_POSTING = {
  source: "text" as const,
  title: "Frontend-Entwickler (m/w/d)",
  company: "Hansa Digital",
  text: "Wir suchen eine erfahrene Frontend-Entwicklerin oder einen erfahrenen Frontend-Entwickler für unser Team in Hamburg. Du arbeitest mit React und TypeScript und baust ein Designsystem für unsere Produkte.",
};

/** The browser's session is this user's: every client call goes to the in-process app as them. */
const actAs = (user: User) => {
  sessionCookie = JSON.stringify({ user: { id: user.id, email: user.email, is_admin: false, country: "GB" }, auth: { access_token: user.token, expires_in: 900 } });
};

async function userWithCv(): Promise<User> {
  const user = await t.signUp({ complete: true });
  await t.db.insert(resumes).values({
    userId: user.id,
    fileName: "cv.pdf",
    mimeType: "application/pdf",
    sizeBytes: 1,
    sha256: "0",
    storageKey: `${user.id}/cv.pdf`,
    text: RICH_CV_TEXT,
    facts: { skills: ["React", "TypeScript", "Angular", "GraphQL"], titles: ["Senior Frontend Engineer", "Frontend Developer"], yearsOfExperience: 7 },
    createdAt: t.clock.now(),
  });
  return user;
}

async function applicationOf(user: User, job: { title: string; company: string }) {
  const posting = await insertJob(t.db, { ...job, descriptionText: "React and TypeScript for our shop.", now: t.clock.now() });
  const [row] = await t.db.insert(applications).values({ userId: user.id, jobId: posting.id, stage: "review", score: 80, jobSnapshot: job }).returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

beforeEach(() => {
  (globalThis as { window?: unknown }).window = { location: { pathname: "/cover-letter-builder", search: "", assign: jest.fn() } };
  global.fetch = jest.fn((url: string | URL | Request, init?: RequestInit) => t.app.request(String(url), init)) as typeof fetch;
});

describe("coverLetterKeys and lettersKey", () => {
  it("are the API's paths, each page after the cursor of the one before, until there is none", () => {
    expect(coverLetterKeys.usage).toBe("/cover-letters/usage");
    expect(coverLetterKeys.letter("a/b")).toBe("/cover-letters/a%2Fb");
    expect(coverLetterKeys.file("id", "pdf")).toBe("/cover-letters/id/pdf");
    expect(coverLetterKeys.file("id", "docx", "letter")).toBe("/cover-letters/id/docx?paper=letter");
    const pages = lettersKey();
    expect(pages(0, null)).toBe("/cover-letters");
    const page = (next: string | null): LetterPage => ({ data: { items: [], next_cursor: next } });
    expect(pages(1, page("c1"))).toBe("/cover-letters?cursor=c1");
    expect(pages(2, page(null))).toBeNull();
    expect(lettersKey("app-1")(1, page("c2"))).toBe("/cover-letters?application_id=app-1&cursor=c2");
  });
});

describe("the builder's calls", () => {
  it("write a letter from a German posting, then read, list and count it", async () => {
    const user = await userWithCv();
    actAs(user);
    const { data: letter } = await createCoverLetter({ job: GERMAN_POSTING });
    expect(letter).toMatchObject({ origin: "builder", application_id: null, language: "de", tone: "formal", length: "medium", engine: "offline", claims: [] });
    expect(letter.paragraphs[0]).toBe("Sehr geehrte Damen und Herren,");
    expect(letter.paragraphs.join(" ")).toContain("Hansa Digital");
    expect(letter.facts).toEqual(expect.arrayContaining([{ kind: "cv_skill", ref: "React" }]));

    const read = await apiRequest<Data<CoverLetter>>("GET", coverLetterKeys.letter(letter.id));
    const { claims: _claims, ...stored } = letter;
    expect(read.data).toEqual(stored);
    const listed = await apiRequest<LetterPage>("GET", lettersKey()(0, null) as string);
    expect(listed.data.items.map((item) => item.id)).toEqual([letter.id]);
    const usage = await apiRequest<Data<CoverLetterQuota>>("GET", coverLetterKeys.usage);
    expect(usage.data).toMatchObject({ used: 1, remaining: usage.data.limit - 1 });
  });

  it("write for one of the user's applications, found by the picker's search; another user's is not found", async () => {
    const user = await userWithCv();
    const other = await userWithCv();
    actAs(other);
    const theirs = await applicationOf(other, { title: "Backend Engineer", company: "Initech" });
    actAs(user);
    const mine = await applicationOf(user, { title: "Frontend Engineer", company: "Acme" });

    const [path, params] = applicationSearchKey("acme");
    const found = await apiRequest<Data<Page<Application>>>("GET", path, { params });
    expect(found.data.items.map((item) => item.id)).toEqual([mine.id]);
    const [, none] = applicationSearchKey("initech");
    expect((await apiRequest<Data<Page<Application>>>("GET", path, { params: none })).data.items).toEqual([]);
    const [, all] = applicationSearchKey("");
    expect(all).not.toHaveProperty("q", "");

    const { data: letter } = await createCoverLetter({ job: { source: "application", application_id: mine.id }, tone: "warm", length: "short" });
    expect(letter).toMatchObject({ application_id: mine.id, job: { title: "Frontend Engineer", company: "Acme" }, tone: "warm", length: "short" });
    const refused = await createCoverLetter({ job: { source: "application", application_id: theirs.id } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404 });
  });

  it("are refused with the quota's own code once the month's letters are written", async () => {
    const user = await t.signUp({ complete: true });
    actAs(user);
    const { data: usage } = await apiRequest<Data<CoverLetterQuota>>("GET", coverLetterKeys.usage);
    for (let written = 0; written < usage.limit; written++) {
      expect((await t.call("POST", "/cover-letters", { token: user.token, body: { job: GERMAN_POSTING } })).status).toBe(201);
    }
    const refused = await createCoverLetter({ job: GERMAN_POSTING }).catch((error: unknown) => error);
    expect(isLetterQuotaExceeded(refused)).toBe(true);
    expect((refused as ApiError).retryAfter).toBeGreaterThan(0);
    expect(isLetterQuotaExceeded(new ApiError(429, { error: { code: "rate_limited" } }))).toBe(false);
  });
});

describe("the result page's calls", () => {
  it("save edits, write a body paragraph again, refuse the greeting, and delete", async () => {
    const user = await userWithCv();
    actAs(user);
    const { data: letter } = await createCoverLetter({ job: GERMAN_POSTING, language: "en", length: "long" });
    expect(letter.language).toBe("en");

    const edited = [...letter.paragraphs];
    edited[1] = `${edited[1]} I look forward to hearing from you.`;
    const { data: saved } = await updateCoverLetter(letter.id, { paragraphs: edited });
    expect(saved.paragraphs).toEqual(edited);
    expect(saved.paragraph_kinds).toEqual(letter.paragraph_kinds);

    const body = saved.paragraph_kinds.findIndex((kind) => kind === "skills" || kind === "results" || kind === "fit");
    expect(body).toBeGreaterThan(0);
    const { data: again } = await regenerateCoverLetterParagraph(letter.id, body);
    expect(again.paragraphs[body]).not.toBe(saved.paragraphs[body]);
    expect(again.paragraphs.filter((_, index) => index !== body)).toEqual(saved.paragraphs.filter((_, index) => index !== body));
    expect(again.claims).toEqual([]);

    const greeting = await regenerateCoverLetterParagraph(letter.id, 0).catch((error: unknown) => error);
    expect(isNotRegenerable(greeting)).toBe(true);

    await deleteCoverLetter(letter.id);
    const gone = await apiRequest("GET", coverLetterKeys.letter(letter.id)).catch((error: unknown) => error);
    expect(gone).toMatchObject({ status: 404 });
  });

  it("agree with the API on each paragraph's part after any edit, so Write again shows where it works", async () => {
    const user = await userWithCv();
    actAs(user);
    const { data: written } = await createCoverLetter({ job: GERMAN_POSTING, language: "en", length: "long" });
    let saved: CoverLetter = written;
    // A fixed sequence of the editor's moves: edits in place, additions, removals, a copied paragraph.
    const moves = ["add", "edit", "remove", "copy", "edit", "add", "remove", "remove", "edit"] as const;
    for (const [step, move] of moves.entries()) {
      let draft = draftOf(saved);
      const at = (step * 3 + 1) % draft.paragraphs.length;
      const key = draft.paragraphs[at]!.key;
      if (move === "add") draft = editParagraph(addParagraphAfter(draft, key).draft, `p${draft.nextKey}`, `My own paragraph ${step}.`);
      else if (move === "edit") draft = editParagraph(draft, key, `${draft.paragraphs[at]!.text} (${step})`);
      else if (move === "remove") draft = removeParagraph(draft, key).draft;
      else draft = { paragraphs: [...draft.paragraphs, { key: "copy", text: draft.paragraphs[at]!.text }], nextKey: draft.nextKey + 1 };

      const expected = kindsAfterSave(saved, textsOf(draft));
      const { data } = await updateCoverLetter(saved.id, { paragraphs: textsOf(draft) });
      expect({ step, move, kinds: data.paragraph_kinds }).toEqual({ step, move, kinds: expected });
      saved = data;
    }
    // Every paragraph the editor offers to write again can be written again, and no other.
    for (const [index, kind] of saved.paragraph_kinds.entries()) {
      const outcome = await regenerateCoverLetterParagraph(saved.id, index).then(
        () => "written",
        (error: unknown) => (isNotRegenerable(error) ? "refused" : error),
      );
      expect({ index, kind, outcome }).toEqual({ index, kind, outcome: isRegenerable(kind) ? "written" : "refused" });
    }
  });
});
