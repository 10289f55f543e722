import { amountsIn, askIn } from "./amounts";
import { intentOf } from "./intents";

const values = (text: string) => amountsIn(text).map((amount) => amount.value);

describe("amounts as written", () => {
  it.each([
    ["85k", 85_000],
    ["85K", 85_000],
    ["85 k", 85_000],
    ["€85.000", 85_000],
    ["85.000 €", 85_000],
    ["85 000 €", 85_000],
    ["85\u00a0000 €", 85_000],
    ["85\u202f000 €", 85_000],
    ["85,000", 85_000],
    ["$85,000.00", 85_000],
    ["85.000,00 €", 85_000],
    ["CHF 85'000", 85_000],
    ["EUR85000", 85_000],
    ["85,5k", 85_500],
    ["85.5k", 85_500],
    ["1.250.000", 1_250_000],
    ["1,2 Mio", 1_200_000],
    ["1.2M", 1_200_000],
    ["85 Tsd.", 85_000],
    ["85 Tausend", 85_000],
    ["85 mil euros", 85_000],
    ["85 mila euro", 85_000],
    ["85 mille euros", 85_000],
    ["85 duizend euro", 85_000],
    ["12 millones de pesos", 12_000_000],
  ])("reads %s as %d", (text, expected) => {
    expect(values(text)).toEqual([expected]);
  });

  it("does not read a word starting like a multiplier as one", () => {
    expect(values("85 mehr, 2 months")).toEqual([85, 2]);
  });

  it("marks percentages", () => {
    expect(amountsIn("10% more")).toEqual([{ value: 10, percent: true, index: 0, end: 3 }]);
    expect(amountsIn("10 % de plus")[0]).toMatchObject({ value: 10, percent: true });
  });
});

describe("the ask in a message", () => {
  const table = 70_000;

  it("takes the figure near the offer, the highest of several", () => {
    expect(askIn("I was hoping for 85k", table)).toEqual({ amount: 85_000, range: false, relative: false });
    expect(askIn("I earn 72k today, so I would need 85.000 €", table)?.amount).toBe(85_000);
    expect(askIn("I have 9 years of experience and 3 offers; in 2026 I want 85 000 €", table)?.amount).toBe(85_000);
    expect(askIn("Ich hätte gern 82.500 € im Jahr", table)?.amount).toBe(82_500);
  });

  it("reads a range as its lower end", () => {
    expect(askIn("somewhere in 80-90k", table)).toEqual({ amount: 80_000, range: true, relative: false });
    expect(askIn("zwischen 80.000 und 90.000 €", table)).toEqual({ amount: 80_000, range: true, relative: false });
    expect(askIn("entre 80 000 € et 90 000 €", table)).toEqual({ amount: 80_000, range: true, relative: false });
    expect(askIn("80k to 90k", table)).toMatchObject({ amount: 80_000, range: true });
  });

  it("reads a percentage as a raise on what is on the table", () => {
    expect(askIn("Could you do 10% more?", table)).toEqual({ amount: 77_000, range: false, relative: true });
  });

  it("finds none where there is none", () => {
    expect(askIn("That is too low for me.", table)).toBeNull();
    expect(askIn("I have 5 years of experience", table)).toBeNull();
  });
});

describe("what a message says", () => {
  it.each([
    ["I accept", "accept"],
    ["Deal!", "accept"],
    ["Ok, that works for me", "accept"],
    ["No problem, I accept.", "accept"],
    ["Einverstanden, ich nehme an.", "accept"],
    ["Acepto la oferta", "accept"],
    ["D’accord, j’accepte", "accept"],
    ["Va bene, accetto", "accept"],
    ["Aceito, negócio fechado", "accept"],
    ["Akkoord, ik accepteer", "accept"],
    ["I can't accept that", "refuse"],
    ["That's too low", "refuse"],
    ["No.", "refuse"],
    ["Nein, das ist zu wenig", "refuse"],
    ["Nicht einverstanden", "refuse"],
    ["No acepto, es muy bajo", "refuse"],
    ["Non, c’est trop bas", "refuse"],
    ["No, è troppo basso", "refuse"],
    ["Não aceito, é muito baixo", "refuse"],
    ["Nee, dat is te laag", "refuse"],
    ["What about a signing bonus?", "benefits"],
    ["Too low. What about more vacation?", "benefits"],
    ["Gibt es eine Antrittsprämie oder Homeoffice?", "benefits"],
    ["¿Hay teletrabajo?", "benefits"],
    ["Et le télétravail ?", "benefits"],
    ["Ci sono benefit o smart working?", "benefits"],
    ["E quanto a férias?", "benefits"],
    ["Is er een tekenbonus?", "benefits"],
    ["Deal, with the signing bonus you mentioned", "accept"],
    ["Let me think about it", null],
  ])("%s → %s", (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });
});
