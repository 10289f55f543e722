import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { SWRConfig } from "swr";
import { unstable_serialize } from "swr/infinite";
import en from "@/messages/en.json";
import { assistantKeys, threadsKey } from "@/lib/api/assistant";
import { ApiError } from "@/lib/api/request";
import type { AiQuotaValue, AssistantThread } from "@/lib/contracts/assistant";
import { setupFieldErrors, StartPanel } from "./start-panel";
import { withoutItem } from "@/lib/swr/paged-delete";
import { ThreadList } from "./thread-list";
import { finalTranscript, speechRecognitionOf } from "./use-speech-input";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const ADVISORS = ["fresh_grad", "personality_test", "career_switch"] as const;

const threadItem = (overrides: Partial<AssistantThread> = {}): AssistantThread => ({
  id: "00000000-0000-4000-8000-000000000001",
  assistant_id: "career_switch",
  title: "From teaching to UX design",
  status: "active",
  engine: "offline",
  message_count: 3,
  preview: "Here are the skills UX postings ask for…",
  created_at: "2026-03-02T09:00:00.000Z",
  updated_at: "2026-03-03T10:30:00.000Z",
  ...overrides,
});

const quota = (remaining: number): AiQuotaValue => ({
  plan: { id: "free", name: "Free" },
  limit: 20,
  used: 20 - remaining,
  remaining,
  resets_at: "2026-04-01T00:00:00.000Z",
  by_feature: {},
  tokens: { prompt: 0, completion: 0, total: 0 },
});

function render(node: React.ReactNode, fallback: Record<string, unknown>) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <SWRConfig value={{ fallback, fetcher: () => new Promise(() => undefined) }}>{node}</SWRConfig>
    </NextIntlClientProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
const listed = (items: AssistantThread[], nextCursor: string | null = null) => ({ [unstable_serialize(threadsKey(ADVISORS))]: [{ data: { items, next_cursor: nextCursor } }] });

describe("ThreadList", () => {
  it("lists each conversation with a link, its assistant, status, date, size and preview, and a named Delete", () => {
    const html = render(<ThreadList group="career-advisors" assistantIds={ADVISORS} />, listed([threadItem(), threadItem({ id: "00000000-0000-4000-8000-000000000002", assistant_id: "personality_test", title: "Personality test", status: "finished", message_count: 1, preview: null })]));
    expect(html).toMatch(/<h3 id="([^"]+)"[^>]*><a[^>]*href="\/career-advisors\/00000000-0000-4000-8000-000000000001"[^>]*>From teaching to UX design<\/a><\/h3>/);
    const words = text(html);
    expect(words).toContain("Career switch advisor In progress Last activity Mar 3, 2026, 10:30 AM 3 messages");
    expect(words).toContain("Personality test Finished");
    expect(words).toContain("1 message");
    const titleId = /<h3 id="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`aria-describedby="${titleId}"`);
    expect(html).not.toContain("Show more conversations");
  });

  it("offers more when there is a next page", () => {
    expect(render(<ThreadList group="career-advisors" assistantIds={ADVISORS} />, listed([threadItem()], "next"))).toContain("Show more conversations");
  });

  it("says there is nothing yet", () => {
    expect(text(render(<ThreadList group="career-advisors" assistantIds={ADVISORS} />, listed([])))).toContain("No conversations yet");
  });

  it("drops a deleted conversation from every page", () => {
    const pages = [{ data: { items: [threadItem(), threadItem({ id: "x" })], next_cursor: "c" } }, { data: { items: [threadItem({ id: "y" })], next_cursor: null } }];
    expect(withoutItem(pages, "x")!.map((page) => page.data.items.map(({ id }) => id))).toEqual([["00000000-0000-4000-8000-000000000001"], ["y"]]);
  });
});

describe("StartPanel", () => {
  it("shows each advisor with its description and a way to start", () => {
    const html = render(<StartPanel group="career-advisors" assistantIds={ADVISORS} />, { [assistantKeys.usage]: { data: quota(5) } });
    const words = text(html);
    expect(words).toContain("Choose an advisor");
    for (const name of ["Fresh graduate advisor", "Personality test", "Career switch advisor"]) expect(html).toMatch(new RegExp(`<h3 id="[^"]+"[^>]*>${name}</h3>`));
    expect(words).toContain("Rate 120 statements about yourself");
  });

  it("stands aside for the limit screen when no message is left", () => {
    const html = render(<StartPanel group="interview-roleplay" assistantIds={["job_interview"]} />, { [assistantKeys.usage]: { data: quota(0) } });
    expect(text(html)).toContain("You have used this month’s AI messages");
    expect(html).not.toContain("Start the interview");
    expect(html).toMatch(/href="\/ai-tools"[^>]*>Back</);
  });

  it("keeps the setup's field problems without their prefix", () => {
    const error = new ApiError(400, {
      error: {
        code: "validation_error",
        message: "Some fields are invalid.",
        fields: { "setup.job.title": { code: "too_short", params: { min: 2 }, message: "x" }, setup: { code: "invalid", message: "y" }, assistant_id: { code: "choose_one_of", message: "z" } },
      },
    });
    expect(setupFieldErrors(error)).toEqual({ "job.title": { code: "too_short", params: { min: 2 }, message: "x" }, "": { code: "invalid", message: "y" } });
    expect(setupFieldErrors(new Error("x"))).toEqual({});
  });
});

describe("speech input", () => {
  it("finds the browser's recognition, prefixed or not", () => {
    const Recognition = function () {} as never;
    expect(speechRecognitionOf({ webkitSpeechRecognition: Recognition })).toBe(Recognition);
    expect(speechRecognitionOf({ SpeechRecognition: Recognition })).toBe(Recognition);
    expect(speechRecognitionOf({})).toBeNull();
  });

  it("keeps the finished phrases of a result event", () => {
    const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal }) as never;
    const results = { length: 3, 0: result("old phrase", true), 1: result(" I led the project ", true), 2: result("and then", false) };
    expect(finalTranscript({ resultIndex: 1, results })).toBe("I led the project");
  });
});
