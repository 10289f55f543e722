import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { SWRConfig } from "swr";
import { unstable_serialize } from "swr/infinite";
import en from "@/messages/en.json";
import type { EmailLogItem } from "@/lib/contracts/email";
import { MAIL_LOG_FIRST_PAGE, mailLogKey } from "@/lib/api/email";
import { EmailReports } from "./email-reports";

const item = (overrides: Partial<EmailLogItem>): EmailLogItem => ({
  id: "00000000-0000-4000-8000-000000000001",
  kind: "report",
  recipient: "ada@example.com",
  subject: "Your weekly job report: 3 new matches",
  status: "sent",
  error: null,
  created_at: "2026-03-02T09:00:00.000Z",
  ...overrides,
});

/** The section as the server renders it, with its data already in the SWR cache. */
function render({ verified = true, frequency = "weekly", items = [item({})], nextCursor = null as string | null } = {}) {
  const fallback = {
    "/settings": { data: { locale: "en", email_report_frequency: frequency, notifications: { new_matches: true, application_updates: true, product_news: false } } },
    "/profile": { data: { email: "ada@example.com", email_verified: verified } },
    [unstable_serialize(mailLogKey)]: [{ data: { items, next_cursor: nextCursor } }],
  };
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <SWRConfig value={{ fallback, fetcher: () => new Promise(() => undefined) }}>
        <EmailReports />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

/** The opening tag of the button whose text ends with `label`. */
function buttonTag(html: string, label: string) {
  const before = html.slice(0, html.indexOf(`${label}</button>`));
  const start = before.lastIndexOf("<button");
  return before.slice(start, before.indexOf(">", start) + 1);
}

describe("EmailReports", () => {
  it("labels the frequency select and shows the saved choice", () => {
    const html = render({ frequency: "daily" });
    const id = /<label for="([^"]+)"[^>]*>Send the report<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<select id="${id}"[^>]*aria-describedby="[^"]+"`));
    expect(html).toMatch(/<option value="off">Never<\/option><option value="daily" selected="">Every day<\/option><option value="weekly">Every week<\/option>/);
    expect(html).toContain("The preview and the report on request cover the last 24 hours.");
  });

  it("a confirmed address may ask for a report now", () => {
    const html = render();
    expect(buttonTag(html, "Preview report")).toContain('aria-haspopup="dialog"');
    expect(buttonTag(html, "Send me one now")).not.toContain('disabled=""');
    expect(html).not.toContain("Confirm your email address to receive reports");
  });

  it("an unconfirmed one is told why not, and can have the confirmation mailed again", () => {
    const html = render({ verified: false });
    const send = buttonTag(html, "Send me one now");
    expect(send).toContain('disabled=""');
    const describedBy = /aria-describedby="([^"]+)"/.exec(send)![1];
    expect(html).toMatch(new RegExp(`<div id="${describedBy}"[^>]*><p>Confirm your email address to receive reports`));
    expect(html).toContain(">Send the confirmation email again</button>");
  });

  it("lists the mail log with kind, status, date and why a mail failed", () => {
    const html = render({
      items: [
        item({}),
        item({ id: "00000000-0000-4000-8000-000000000002", kind: "verify_email", subject: "Confirm your email address", created_at: "2026-03-01T08:30:00.000Z" }),
        item({ id: "00000000-0000-4000-8000-000000000003", kind: "something_new", subject: "A newer kind", status: "failed", error: "550 mailbox unavailable" }),
      ],
      nextCursor: "abc",
    });
    expect(html).toContain('<ul aria-label="Sent emails"');
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain(">Your weekly job report: 3 new matches</p>");
    expect(html).toContain(">Report</span>");
    expect(html).toContain(">Email confirmation</span>");
    // A kind this screen does not know yet still gets a name.
    expect(html).toContain(">Email</span>");
    expect(html).toMatch(/>Sent<\/span>/);
    expect(html).toMatch(/>Not delivered<\/span>/);
    expect(html).toContain("Reason: 550 mailbox unavailable");
    expect(html).toContain('<time dateTime="2026-03-01T08:30:00.000Z">Mar 1, 2026, 8:30 AM</time>');
    expect(html).toContain(">Show more</button>");
  });

  it("says when nothing was sent yet, without a Show more", () => {
    const html = render({ items: [] });
    expect(html).toContain("No emails yet.");
    expect(html).not.toContain("Show more");
  });

  it("prefetches the first page from the path the key asks for", () => {
    expect(mailLogKey(0, null)).toEqual(["/email", { limit: 10, cursor: undefined }]);
    expect(mailLogKey(1, { data: { items: [], next_cursor: "next" } })).toEqual(["/email", { limit: 10, cursor: "next" }]);
    expect(mailLogKey(1, { data: { items: [], next_cursor: null } })).toBeNull();
    expect(MAIL_LOG_FIRST_PAGE).toBe("/email?limit=10");
  });
});
