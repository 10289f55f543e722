import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { SWRConfig } from "swr";
import en from "@/messages/en.json";
import type { AssistantMessage, AssistantThreadDetail } from "@/lib/contracts/assistant";
import { Chat } from "./chat";
import { InterviewCardKit } from "./interview/card-kit";
import { questionFixture, reportFixture } from "./interview/fixtures";

let counter = 0;
const message = (role: "user" | "assistant", content: string, overrides: Partial<AssistantMessage> = {}): AssistantMessage => ({
  id: `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`,
  role,
  content,
  data: null,
  input: null,
  status: "complete",
  engine: role === "user" ? null : "offline",
  flags: [],
  created_at: "2026-03-02T09:00:00.000Z",
  ...overrides,
});

const thread = (messages: AssistantMessage[], status: "active" | "finished" = "active"): AssistantThreadDetail => ({
  id: "00000000-0000-4000-8000-00000000aaaa",
  assistant_id: "job_interview",
  title: "Data Analyst · behavioural",
  status,
  engine: "offline",
  message_count: messages.length,
  preview: null,
  created_at: "2026-03-02T09:00:00.000Z",
  updated_at: "2026-03-02T09:00:00.000Z",
  messages,
});

const render = (detail: AssistantThreadDetail) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <SWRConfig value={{ fetcher: () => new Promise(() => undefined) }}>
        <InterviewCardKit>
          <Chat thread={detail} group="interview-roleplay" mutate={jest.fn()} />
        </InterviewCardKit>
      </SWRConfig>
    </NextIntlClientProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

const opening = message("assistant", "Welcome.\nLet us start.", { data: { ...questionFixture, index: 1 } });

describe("Chat", () => {
  it("lists the messages in a polite log, who said what, line breaks kept as plain text", () => {
    const html = render(thread([opening, message("user", "When our report took <two> days, I rebuilt it.")]));
    expect(html).toMatch(/<div role="log" aria-live="polite" aria-label="Messages"><ol/);
    expect(html).toContain('<span class="sr-only">Assistant:</span><p class="whitespace-pre-wrap break-words">Welcome.\nLet us start.</p>');
    expect(html).toContain('<span class="sr-only">You:</span><p class="whitespace-pre-wrap break-words">When our report took &lt;two&gt; days, I rebuilt it.</p>');
    expect(html.match(/<h2/g)).toHaveLength(1);
  });

  it("puts the card under the assistant's message; only the latest card can finish the interview", () => {
    const second = message("assistant", "Next.", { data: { ...questionFixture } });
    const html = render(thread([opening, message("user", "Answer"), second]));
    expect(text(html)).toContain("Question 1 of 5");
    expect(text(html)).toContain("Question 2 of 5");
    expect(html.match(/Finish and get my report<\/button>/g)).toHaveLength(1);
  });

  it("offers Copy on each answer and Retry on a last answer that stopped", () => {
    const html = render(thread([opening, message("user", "Answer"), message("assistant", "Thank y", { status: "stopped" })]));
    expect(html.match(/>Copy<\/button>/g)).toHaveLength(2);
    expect(text(html)).toContain("Stopped");
    expect(html).toMatch(/<button type="button"[^>]*>Retry<\/button>/);
  });

  it("warns under an answer that says what the profile and CV do not", () => {
    const flagged = message("assistant", "With your Python and Kubernetes skills…", {
      engine: "llm",
      flags: [
        { kind: "skill", value: "Python" },
        { kind: "skill", value: "Kubernetes" },
        { kind: "skill", value: "Python" },
      ],
    });
    expect(text(render(thread([opening, message("user", "Hi"), flagged])))).toContain("Not in your profile or CV: Python and Kubernetes");
  });

  it("says what a structured input was when it came without words", () => {
    const html = render(thread([opening, message("user", "", { input: { action: "finish" } }), message("assistant", "Your report.", { data: reportFixture })], "finished"));
    expect(html).toContain('<p class="italic">Finish and get my report</p>');
    expect(text(html)).toContain("Interview report");
  });

  it("has a labelled composer that says how Enter works, with Send; no microphone where the browser cannot listen", () => {
    const html = render(thread([opening]));
    const id = /<label for="([^"]+)" class="sr-only">Your message<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<textarea id="${id}"[^>]*aria-describedby="${id}-hint"`));
    expect(html).toContain(`<p id="${id}-hint">Enter sends, Shift+Enter starts a new line.</p>`);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Send<\/button>/);
    expect(html).not.toContain("Dictate");
  });

  it("replaces the composer with a note and a way to start again once the conversation is finished", () => {
    const html = render(thread([opening, message("user", "Bye"), message("assistant", "Report", { data: reportFixture })], "finished"));
    expect(html).not.toContain("<textarea");
    expect(text(html)).toContain("This conversation is finished. Start a new one");
    expect(html).toMatch(/<a[^>]*href="\/interview-roleplay"[^>]*>Start a new one<\/a>/);
  });
});
