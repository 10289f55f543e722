import { NextIntlClientProvider, useFormatter, useLocale, useTranslations } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { MessagesScope } from "./messages-scope";
import { pickMessages } from "./pick-messages";

/** Reads a namespace of each scope, the locale and the time zone of the root provider. */
function Probe() {
  const notices = useTranslations("Shell.notices");
  const pages = useTranslations("Pages");
  const format = useFormatter();
  const title = (page: "copilot" | "applications") => (pages.has(`${page}.title`) ? pages(`${page}.title`) : "-");
  const time = format.dateTime(new Date("2026-03-02T23:30:00Z"), { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return <p>{[useLocale(), notices("languageChanged", { language: "X" }), title("copilot"), title("applications"), time].join(" | ")}</p>;
}

describe("MessagesScope", () => {
  it("adds a page's namespaces to the root's and keeps the root's locale and time zone", () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="de" timeZone="Asia/Tokyo" messages={pickMessages(de, ["Shell.notices"])}>
        <MessagesScope messages={pickMessages(de, ["Pages.applications"])}>
          <Probe />
        </MessagesScope>
      </NextIntlClientProvider>,
    );
    expect(html).toBe("<p>de | Sprache geändert: X | - | Bewerbungen | 08:30</p>");
  });

  it("merges parts of one namespace sent by a layout and by its page", () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={{}}>
        <MessagesScope messages={pickMessages(en, ["Shell.notices", "Pages.copilot"])}>
          <MessagesScope messages={pickMessages(en, ["Pages.applications"])}>
            <Probe />
          </MessagesScope>
        </MessagesScope>
      </NextIntlClientProvider>,
    );
    expect(html).toBe("<p>en | Language changed to X | Copilot | Applications | 23:30</p>");
  });
});
