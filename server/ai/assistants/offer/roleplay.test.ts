import { locales, type Locale } from "@/lib/i18n/locales";
import { emptySources, type UserSources } from "../../sources";
import { analyse } from "./analysis";
import { money } from "./format";
import { offerContext } from "./index";
import type { MarketSample } from "./market";
import { negotiate, onTheTable, openNegotiation, recruiterBudget, restartNegotiation, type Negotiation, type RecruiterTurn } from "./roleplay";
import type { OfferSetup } from "./schema";
import { claimsIn, germanMarket, offer, richSources, sampleOf } from "./test-fixtures";

function practice(setup: OfferSetup, sample: MarketSample | null, sources: UserSources, locale: Locale = sources.locale) {
  const analysis = analyse(setup, sample, sources);
  const situation = { setup, analysis, locale };
  let negotiation: Negotiation = openNegotiation(setup, analysis);
  const said: string[] = [];
  return {
    analysis,
    get negotiation() {
      return negotiation;
    },
    say(message: string): RecruiterTurn {
      said.push(message);
      const turn = negotiate(situation, negotiation, message);
      negotiation = turn.negotiation;
      // The recruiter's words and the coaching repeat only the offer, the market, the engine's figures and what the user said.
      const context = [...offerContext({ setup, analysis, negotiation }, locale), ...said];
      expect(claimsIn([turn.text, turn.card.tip], sources, context)).toEqual([]);
      return turn;
    },
  };
}

const moves = (turns: RecruiterTurn[]) => turns.map((turn) => [turn.card.move, turn.card.offered_base, turn.card.asked_base]);

describe("the recruiter's budget", () => {
  it("is 10% over the offer, capped at the market's upper quartile, none above it", () => {
    expect(recruiterBudget(70_000, { market: null })).toBe(77_000);
    expect(recruiterBudget(70_000, germanMarket())).toBe(77_000);
    expect(recruiterBudget(85_000, germanMarket())).toBe(90_000);
    expect(recruiterBudget(95_000, germanMarket())).toBe(95_000);
  });

  it("is never passed, whatever the user says", () => {
    const messages = ["60k", "71.000 €", "75k", "77k", "80k", "85 000 €", "90k", "150k", "10% more", "No.", "too low", "What about a signing bonus?", "Hmm.", "I accept"];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (const [setup, sample] of [[offer(), germanMarket()], [offer(), null], [offer({ base_salary: 85_000 }), germanMarket()], [offer({ base_salary: 95_000 }), germanMarket()]] as const) {
      for (let run = 0; run < 60; run++) {
        const session = practice(setup, sample, richSources());
        for (let step = 0; step < 8 && !session.negotiation.closed; step++) {
          const turn = session.say(messages[next() % messages.length]!);
          expect(turn.card.offered_base).toBeLessThanOrEqual(session.negotiation.budget);
          expect(turn.card.offered_base).toBeLessThanOrEqual(setup.base_salary * 1.1);
          expect(turn.card.offered_base).toBeGreaterThanOrEqual(setup.base_salary);
        }
      }
    }
  });
});

describe("a negotiation", () => {
  it("pushes back, concedes half the gap twice, offers non-salary items, gives a final offer and closes on a yes", () => {
    const session = practice(offer(), germanMarket(), richSources());
    const turns = [
      session.say("Thank you! I was hoping for a base salary of 82k, given the market median of 80k."),
      session.say("I understand, but 82k is where comparable roles pay."),
      session.say("Could we meet at €80.000?"),
      session.say("I still think 80k is fair."),
      session.say("80k is really my number."),
      session.say("Okay, I accept."),
    ];
    expect(moves(turns)).toEqual([
      ["pushback", 70_000, 82_000],
      ["concession", 76_000, 82_000],
      ["concession", 77_000, 80_000],
      ["non_salary", 77_000, 80_000],
      ["final", 77_000, 80_000],
      ["accepted", 77_000, null],
    ]);
    expect(turns[0]!.text).toBe(
      "Thank you for being direct. I have to be honest with you: the budget band for this role is fixed, and €70,000 is where we placed you so that it stays fair with the rest of the team. What makes you ask for €82,000?",
    );
    expect(turns[0]!.card.tip).toBe("You named a number first and anchored at or above your prepared counter: good. Pushback is normal. Hold your number and repeat one reason, such as the market median of €80,000.");
    expect(turns[1]!.card.tip).toBe("The recruiter moved €6,000 towards you. Accept, or ask once more with one reason.");
    expect(turns[3]!.text).toBe("€77,000 is the most I can approve for the base salary. Where I do have room is elsewhere: a signing bonus of €3,500, a flexible start date, more remote days, and a training budget. Would that help?");
    expect(turns[5]!.text).toBe("Wonderful, then we have a deal at a base salary of €77,000. I will send you the updated offer in writing. Welcome aboard!");
    expect(turns[5]!.card.tip).toBe("You closed at €77,000: €7,000 more than the first offer.");
    expect(session.negotiation.closed).toBe(true);
  });

  it("meets an ask inside the budget, and coaches a low anchor", () => {
    const session = practice(offer(), germanMarket(), richSources());
    const first = session.say("Would 74k be possible?");
    expect(first.card.tip).toContain("You asked for €74,000, less than your prepared counter of €80,500.");
    expect(session.say("74k please").card).toMatchObject({ move: "concession", offered_base: 72_000, asked_base: 74_000 });
    // The gap left is two rounding steps: the recruiter closes it.
    const third = session.say("74k, and we have a deal");
    expect(third.card).toMatchObject({ move: "concession", offered_base: 74_000, asked_base: 74_000, tip: "The recruiter met your number. Accept it and ask for the offer in writing." });
    expect(third.text).toBe("I spoke with the hiring manager, and we can meet your number: a base salary of €74,000.");
    expect(session.say("Deal").card).toMatchObject({ move: "accepted", offered_base: 74_000 });

    // A no once the number is met gets no more: the recruiter's offer is final.
    const holdout = practice(offer(), germanMarket(), richSources());
    for (const message of ["74k?", "74k", "74k"]) holdout.say(message);
    expect(holdout.say("No.").card).toMatchObject({ move: "final", offered_base: 74_000 });
  });

  it("asks for a number when there is none, answers benefit questions, and reads a no as holding the last ask", () => {
    const session = practice(offer(), null, emptySources());
    expect(session.say("Hmm, I expected more.").card).toMatchObject({ move: "pushback", asked_base: null, tip: "Name one specific yearly number: without one, the recruiter sets the terms." });
    expect(session.say("Not sure.").text).toBe("I hear you, but the band is the band, and internal equity matters to us. Help me make the case to the hiring manager: what number would make this a yes?");
    expect(session.say("What about the signing bonus?").card).toMatchObject({ move: "non_salary", offered_base: 70_000 });
    expect(session.say("I'd need 80k").card).toMatchObject({ move: "pushback", asked_base: 80_000 });
    expect(session.say("No, that's too low").card).toMatchObject({ move: "concession", offered_base: 75_000, asked_base: null });
  });

  it("takes an ask under the table as a yes, and says so", () => {
    const session = practice(offer(), germanMarket(), richSources());
    session.say("82k");
    session.say("82k");
    const turn = session.say("OK, 72k is fine");
    expect(turn.card).toMatchObject({ move: "accepted", offered_base: 72_000, asked_base: 72_000 });
    expect(turn.card.tip).toBe("You asked for less than the €76,000 already on the table. Never go below what is offered: a recruiter will gladly take the lower number.");
  });

  it("above the market, concedes nothing on the base but offers the rest", () => {
    const session = practice(offer({ base_salary: 95_000, signing_bonus: 5_000 }), germanMarket(), richSources());
    expect(moves([session.say("100k?"), session.say("100k"), session.say("100k"), session.say("Fine, deal.")])).toEqual([
      ["pushback", 95_000, 100_000],
      ["non_salary", 95_000, 100_000],
      ["final", 95_000, 100_000],
      ["accepted", 95_000, null],
    ]);
  });

  it("gives a model the persona, the budget and the move", () => {
    const session = practice(offer(), germanMarket(), richSources());
    const turn = session.say("82k");
    expect(turn.voice.system).toContain("You are a recruiter at Acme negotiating a job offer for the Senior Backend Engineer role");
    expect(turn.voice.system).toContain("Your budget for the base salary is at most €77,000: never agree to more");
    expect(turn.voice.system).toContain("Never state facts about the candidate");
    expect(turn.voice.instruction).toBe("Answer as the recruiter with this move: pushback, offering €70,000.");
  });

  it("starts over with the written offer on the table", () => {
    const setup = offer();
    const analysis = analyse(setup, germanMarket(), richSources());
    const restarted = restartNegotiation({ setup, analysis, locale: "de" });
    expect(onTheTable(restarted.negotiation)).toBe(70_000);
    expect(restarted.negotiation).toEqual(openNegotiation(setup, analysis));
    expect(restarted.text).toBe(`Fangen wir noch einmal an. Wir möchten Ihnen die Stelle als Senior Backend Engineer mit einem Grundgehalt von ${money(70_000, "EUR", "de")} anbieten. Was meinen Sie?`);
  });

  it("speaks every language and claims nothing about the user, with or without a CV", () => {
    const script: Record<Locale, string[]> = {
      en: ["I'd like 80k", "That's too low", "What about remote days?", "80k", "80k", "80k", "I accept"],
      de: ["Ich hätte gern 80.000 €", "Zu wenig", "Gibt es Homeoffice?", "80k", "80k", "80k", "Einverstanden"],
      es: ["Me gustaría 80.000 €", "Es muy bajo", "¿Hay teletrabajo?", "80 mil", "80 mil", "80 mil", "Acepto"],
      fr: ["Je souhaiterais 80 000 €", "C’est trop bas", "Et le télétravail ?", "80k", "80k", "80k", "J’accepte"],
      it: ["Vorrei 80.000 €", "Troppo basso", "E lo smart working?", "80 mila", "80 mila", "80 mila", "Accetto"],
      pt: ["Gostaria de 80.000 €", "É muito baixo", "E o teletrabalho?", "80 mil", "80 mil", "80 mil", "Aceito"],
      nl: ["Ik zou graag 80.000 € willen", "Dat is te laag", "Kan ik thuiswerken?", "80k", "80k", "80k", "Akkoord"],
    };
    const texts = new Set<string>();
    for (const locale of locales) {
      for (const sources of [richSources(locale), emptySources(locale)]) {
        const session = practice(offer({ start_date: "2026-04-15" }), sources.cv ? germanMarket() : null, sources, locale);
        const turns = script[locale].map((message) => session.say(message));
        expect(turns.map((turn) => turn.card.move)).toEqual(["pushback", "concession", "non_salary", "concession", "final", "final", "accepted"]);
        for (const turn of turns) {
          expect(turn.text).not.toMatch(/[{}]|undefined|NaN/);
          expect(turn.card.tip).not.toMatch(/[{}]|undefined|NaN/);
        }
        texts.add(turns[0]!.text);
      }
    }
    expect(texts.size).toBe(locales.length);
  });

  it("answers the same messages the same way", () => {
    const run = () => {
      const session = practice(offer(), sampleOf([60_000, 72_000, 79_000, 88_000]), richSources());
      return ["81k", "no", "78.500 €", "benefits?", "ok"].map((message) => session.say(message));
    };
    expect(run()).toEqual(run());
  });
});
