import { foldCase } from "./fold";

describe("foldCase", () => {
  it("folds case, accents, ligatures and special letters", () => {
    expect(foldCase("Müller Straße")).toBe("muller strasse");
    expect(foldCase("Œuvre Æther Søren Łódź Đorđe Işık")).toBe("oeuvre aether soren lodz dorde isik");
    expect(foldCase("ﬁnance")).toBe("finance");
  });

  it("makes every apostrophe the ASCII one and keeps other punctuation", () => {
    expect(foldCase("d’Arc l`eau O´Neil ‘x")).toBe("d'arc l'eau o'neil 'x");
    expect(foldCase("C++ / C#")).toBe("c++ / c#");
  });
});
