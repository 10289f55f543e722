import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { registerSchema } from "@/lib/contracts/auth";
import { SignupFlow } from "./signup-flow";

const render = (messages: typeof en, locale: "en" | "de" = "en") =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <SignupFlow initialStep="account" referralCode={null} />
    </NextIntlClientProvider>,
  );

/** The opening tag of the element with this id. */
const tagWithId = (html: string, id: string) => new RegExp(`<[a-z]+ [^>]*id="${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`).exec(html)?.[0] ?? "";

describe("sign-up consent", () => {
  it("is an unticked checkbox labelled with links to the terms and the privacy notice, which open in a new tab", () => {
    const html = render(en);
    const label = /<label for="([^"]+)"[^>]*>(I accept the .*?)<\/label>/.exec(html);
    expect(label).not.toBeNull();
    const [, id, text] = label!;
    const checkbox = tagWithId(html, id!);
    expect(checkbox).toMatch(/type="checkbox"/);
    expect(checkbox).not.toMatch(/checked/);
    expect(text).toContain('<a href="/terms" target="_blank" rel="noopener"');
    expect(text).toContain('<a href="/privacy" target="_blank" rel="noopener"');
    expect(text!.replace(/<[^>]+>/g, "")).toBe("I accept the terms of use and the privacy notice.");
    // The hint that says so is read with the checkbox and with each link.
    const hintId = /aria-describedby="([^"]+)"/.exec(checkbox)![1]!;
    expect(tagWithId(html, hintId)).toBeTruthy();
    expect(html).toContain("Both open in a new tab, so what you typed here stays.");
    expect(text!.match(new RegExp(`aria-describedby="${hintId}"`, "g"))).toHaveLength(2);
  });

  it("is said in the reader's language", () => {
    expect(render(de as unknown as typeof en, "de")).toContain("Ich akzeptiere die");
  });

  it("is required by the shared schema with the code terms_required", () => {
    const base = { email: "ada@example.com", password: "a long enough passphrase" };
    for (const refused of [base, { ...base, accept_terms: false }]) {
      const issue = registerSchema.safeParse(refused).error?.issues.find((found) => found.path[0] === "accept_terms");
      expect(issue?.message).toBe("terms_required");
    }
    expect(registerSchema.safeParse({ ...base, accept_terms: true }).success).toBe(true);
    expect(en.Errors.fields.terms_required).toBe("Accept the terms of use and the privacy notice to create your account.");
  });
});
