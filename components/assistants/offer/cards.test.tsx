import type { ComponentProps } from "react";
import type { Button as ButtonType } from "@/components/ui/button";
import { plainText, render, textOf } from "../advisors/test-utils";
import { OfferAnalysisCard } from "./analysis-card";
import { offerAnalysisFixture, offerAnalysisNoMarketFixture, recruiterMoveFixture } from "./fixtures";
import { OFFER_CARDS } from "./card-kit";
import { RecruiterMoveCard } from "./recruiter-move-card";
import { OfferSetupForm } from "./setup-form";
import { OFFER_SETUP_FORMS } from "./start-kit";

// Without a DOM, a click is the onClick a rendered Button received.
const mockButtons: ComponentProps<typeof ButtonType>[] = [];
jest.mock("@/components/ui/button", () => {
  const actual = jest.requireActual("@/components/ui/button");
  return { ...actual, Button: (props: ComponentProps<typeof ButtonType>) => (mockButtons.push(props), actual.Button(props)) };
});
const button = (label: string) => mockButtons.find((props) => textOf(props.children) === label);

beforeEach(() => {
  mockButtons.length = 0;
});

const card = { busy: false, onInput: () => undefined, last: true };

describe("OfferAnalysisCard", () => {
  const html = render(<OfferAnalysisCard data={offerAnalysisFixture} {...card} />);
  const text = plainText(html);

  it("tabulates the total compensation per year in the offer's currency", () => {
    expect(text).toContain("Total compensation per year Part Per year Base salary €68,000 Bonus €6,800 Equity €0 Signing bonus (first year) €5,000 Total per year €79,800");
    expect(html.match(/<th scope="row"/g)).toHaveLength(5);
  });

  it("shows the market with its scope, the offer's place on the range in words, and the position", () => {
    expect(text).toContain("Based on 14 comparable postings: data analyst, Germany, Senior.");
    expect(html).toMatch(/<figure[^>]*><div aria-hidden="true"/);
    expect(html).toContain("<figcaption");
    expect(text).toContain("Your base salary of €68,000 compared with the typical range of €65,000 to €80,000; the median is €72,000.");
    expect(text).toContain("Median €72,000 Typical range (25th to 75th percentile) €65,000 – €80,000 Lowest to highest €52,000 – €95,000");
    expect(text).toContain("Within the market range Your base is higher than 38% of the comparable postings.");
    expect(text).not.toContain("so postings of all levels are included");
  });

  it("recommends a counter-offer with its reasons", () => {
    expect(text).toContain("Recommended counter-offer Base salary €76,000 Total per year €88,600 Why The median of 14 comparable postings in Germany is €72,000.");
  });

  it("gives the email in read-only fields and the call's talking points in order, each with Copy", () => {
    expect(html).toMatch(/<input id="[^"]+-subject" readOnly="" [^>]*value="Data Analyst offer – base salary"/);
    expect(html).toMatch(/<textarea id="[^"]+-body" readOnly=""[^>]*>\s*Dear Ms Weber,\n\nThank you/);
    expect(html).toMatch(/<label for="[^"]+-body"[^>]*>Message<\/label>/);
    const points = /<ol aria-labelledby="[^"]+-call"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? "";
    expect(points.match(/<li>/g)).toHaveLength(4);
    expect(points).toContain("<li>Name the number first: a base salary of €76,000.</li>");
    render(<OfferAnalysisCard data={offerAnalysisFixture} {...card} />);
    expect(mockButtons.map((props) => textOf(props.children))).toEqual(["Copy subject", "Copy email", "Copy talking points"]);
    expect(text).toContain("Practise with a recruiter Reply with the salary you would ask for.");
  });

  it("copies the email's text to the clipboard", async () => {
    render(<OfferAnalysisCard data={offerAnalysisFixture} {...card} />);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(globalThis, "navigator", { value: { clipboard: { writeText } }, configurable: true });
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    button("Copy email")!.onClick!({} as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writeText).toHaveBeenCalledWith(offerAnalysisFixture.scripts.email.body);
    error.mockRestore();
  });

  it("says when the market was broadened and names what the scope no longer narrows", () => {
    const broadened = render(
      <OfferAnalysisCard
        data={{ ...offerAnalysisFixture, market: { ...offerAnalysisFixture.market!, scope: { title_family: "data analyst", country: null, seniority: null }, broadened: ["seniority", "country"] } }}
        {...card}
      />,
    );
    const broadenedText = plainText(broadened);
    expect(broadenedText).toContain("Based on 14 comparable postings: data analyst, all countries, all levels.");
    expect(broadenedText).toContain("Too few postings at this level, so postings of all levels are included.");
    expect(broadenedText).toContain("Too few postings in this country, so postings from other countries are included.");
  });

  it("says there is no market to compare with, and still gives the counter and the scripts", () => {
    const none = plainText(render(<OfferAnalysisCard data={offerAnalysisNoMarketFixture} {...card} />));
    expect(none).toContain("The market No market range to compare with The app has not read enough comparable postings with a salary yet");
    expect(none).not.toContain("Based on 14 comparable postings:");
    expect(none).not.toContain("higher than");
    expect(none).toContain("Recommended counter-offer Base salary €71,400");
    expect(none).toContain("Talking points for a call");
  });

  it("writes amounts and labels in the user's language", () => {
    const german = plainText(render(<OfferAnalysisCard data={offerAnalysisFixture} {...card} />, "de"));
    expect(german).toContain("Grundgehalt 68.000 €");
    expect(german).toContain("Auf Basis von 14 vergleichbaren Stellenanzeigen: data analyst, Deutschland, Senior.");
    expect(german).toContain("Dein Grundgehalt liegt über 38 % der vergleichbaren Anzeigen.");
  });

  it("renders nothing for data that is not an offer analysis", () => {
    expect(render(<OfferAnalysisCard data={{ kind: "offer_analysis", currency: "EUR" }} {...card} />)).toBe("");
  });
});

describe("RecruiterMoveCard", () => {
  it("shows the move, the amounts on the table and the coaching tip", () => {
    const text = plainText(render(<RecruiterMoveCard data={recruiterMoveFixture} {...card} last={false} />));
    expect(text).toBe(
      "The recruiter’s move: Concession Offered 72,000 You asked 76,000 Coach’s tip: You named a number first and anchored high: good. Now hold it once before you move.",
    );
    expect(mockButtons).toHaveLength(0);
  });

  it("offers to start the negotiation again on the latest message, sending restart_roleplay with no text", () => {
    const onInput = jest.fn();
    render(<RecruiterMoveCard data={recruiterMoveFixture} busy={false} onInput={onInput} last />);
    const restart = button("Start the negotiation again")!;
    expect(restart.disabled).toBe(false);
    restart.onClick!({} as never);
    expect(onInput).toHaveBeenCalledWith({ action: "restart_roleplay" }, "");
  });

  it("keeps the button disabled while an answer is coming", () => {
    render(<RecruiterMoveCard data={recruiterMoveFixture} {...card} busy />);
    expect(button("Start the negotiation again")!.disabled).toBe(true);
  });

  it("leaves out amounts that are not there and shows them in a currency when the card names one", () => {
    const accepted = plainText(render(<RecruiterMoveCard data={{ ...recruiterMoveFixture, move: "accepted", offered_base: null, asked_base: null }} {...card} />));
    expect(accepted).toContain("The recruiter’s move: Accepted");
    expect(accepted).not.toContain("Offered");
    expect(plainText(render(<RecruiterMoveCard data={{ ...recruiterMoveFixture, currency: "EUR" }} {...card} />))).toContain("Offered €72,000 You asked €76,000");
    expect(plainText(render(<RecruiterMoveCard data={recruiterMoveFixture} {...card} />, "de"))).toContain("Der Zug des Recruiters: Entgegenkommen Angeboten 72.000 Deine Forderung 76.000");
  });

  it("renders nothing for an unknown move", () => {
    expect(render(<RecruiterMoveCard data={{ ...recruiterMoveFixture, move: "walk_out" }} {...card} />)).toBe("");
  });
});

describe("OfferSetupForm", () => {
  const form = { busy: false, fieldErrors: {}, onStart: () => undefined };

  it("labels every field and marks the required ones", () => {
    const html = render(<OfferSetupForm {...form} />);
    const text = plainText(html);
    expect(text).toContain("Fields marked * are required.");
    for (const label of ["Job title *", "Country *", "Currency *", "Base salary per year *"]) expect(html).toContain(`>${label}</label>`);
    for (const label of ["Company", "Level", "City", "Equity per year", "Signing bonus", "Start date"]) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('role="combobox"');
    expect(html).toMatch(/<legend[^>]*>Bonus<\/legend>/);
    expect(html).toMatch(/<legend[^>]*>Benefits<\/legend>/);
    expect(html).toMatch(/<input id="[^"]+-start" type="date"[^>]*name="start_date"/);
  });

  it("offers the convertible currencies, the four levels, and the bonus as percent or amount", () => {
    const html = render(<OfferSetupForm {...form} />);
    const currency = /<select[^>]*aria-required="true"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "";
    expect(currency.match(/<option/g)).toHaveLength(23);
    expect(currency).toContain('<option value="CHF">CHF – Swiss Franc</option>');
    expect(html).toContain('<option value="mid">Mid-level</option>');
    expect(html.match(/<input type="radio" [^>]*name="bonus_type" value="\w+"/g)?.map((tag) => /value="(\w+)"/.exec(tag)![1])).toEqual(["percent", "amount"]);
    // The percent is chosen until the user picks the amount.
    expect(html).toMatch(/<label class="[^"]*bg-brand-600 text-white[^"]*"><input type="radio"[^>]*value="percent"\/>Percent of base<\/label>/);
  });

  it("takes amounts as decimal text and shows an example in the user's number format", () => {
    expect(render(<OfferSetupForm {...form} />)).toMatch(/<input id="[^"]+-base_salary" type="text" inputMode="decimal"[^>]*aria-required="true"/);
    expect(plainText(render(<OfferSetupForm {...form} />))).toContain("For example 85,000");
    expect(plainText(render(<OfferSetupForm {...form} />, "de"))).toContain("Zum Beispiel 85.000");
  });

  it("disables the form and says so while the thread is being created", () => {
    const html = render(<OfferSetupForm {...form} busy />);
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(button("Analysing…")!.disabled).toBe(true);
  });

  it("shows a server problem that belongs to no field above the form, translated or as the server said it", () => {
    const text = plainText(
      render(
        <OfferSetupForm
          {...form}
          fieldErrors={{ nickname: { code: "unknown_field", message: "Unknown field" }, mood: { code: "mood_unknown", message: "Say how you feel." } }}
        />,
      ),
    );
    expect(text).toContain("Say how you feel.");
    expect(text).not.toContain("Unknown field");
  });

  it("are the entries of the kits", () => {
    expect(Object.keys(OFFER_CARDS).sort()).toEqual(["offer_analysis", "recruiter_move"]);
    expect(OFFER_SETUP_FORMS).toEqual({ offer_negotiation: OfferSetupForm });
  });
});
