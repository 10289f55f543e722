import { addChip, addChips, clamp, formatFileSize, moveActive, removeAt, splitEntries } from "./chips";

describe("addChip", () => {
  it("adds a trimmed entry with single spaces", () => {
    expect(addChip(["React"], "  Type   Script ")).toEqual({ values: ["React", "Type Script"], outcome: "added" });
  });

  it("refuses empty text, repeats that differ only in case, and a full list", () => {
    expect(addChip(["React"], "   ").outcome).toBe("empty");
    expect(addChip(["React"], "react")).toEqual({ values: ["React"], outcome: "duplicate" });
    expect(addChip(["a", "b"], "c", 2)).toEqual({ values: ["a", "b"], outcome: "full" });
  });

  it("tells accented entries apart", () => {
    expect(addChip(["Resume"], "Résumé").outcome).toBe("added");
  });

  it("does not change the list it was given", () => {
    const list = ["a"];
    addChip(list, "b");
    expect(list).toEqual(["a"]);
  });
});

describe("splitEntries and addChips", () => {
  it("splits on commas, semicolons and line breaks", () => {
    expect(splitEntries("React, TypeScript;Node\n\n GraphQL ,")).toEqual(["React", "TypeScript", "Node", "GraphQL"]);
  });

  it("adds every new entry and reports the last refusal", () => {
    expect(addChips(["react"], "React, Vue, Svelte", 3)).toEqual({ values: ["react", "Vue", "Svelte"], outcome: "duplicate" });
    expect(addChips([], "a, b, c", 2)).toEqual({ values: ["a", "b"], outcome: "full" });
    expect(addChips([], "a, b")).toEqual({ values: ["a", "b"], outcome: "added" });
    expect(addChips([], " , ")).toEqual({ values: [], outcome: "empty" });
  });
});

describe("removeAt", () => {
  it("removes one entry by position", () => {
    expect(removeAt(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(removeAt(["a"], 3)).toEqual(["a"]);
  });
});

describe("moveActive", () => {
  it("starts at the first or last option and wraps around", () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(1, 1, 3)).toBe(2);
  });

  it("has nothing to highlight in an empty list", () => {
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});

describe("clamp", () => {
  it("keeps whole numbers within the range", () => {
    expect(clamp(7, 1, 5)).toBe(5);
    expect(clamp(0, 1, 5)).toBe(1);
    expect(clamp(2.6, 1, 5)).toBe(3);
    expect(clamp(Number.NaN, 1, 5, 4)).toBe(4);
  });
});

describe("formatFileSize", () => {
  it("uses B, KB and MB", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(200)).toBe("200 B");
    expect(formatFileSize(1536)).toBe("2 KB");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatFileSize(1.5 * 1024 * 1024, "de")).toBe("1,5 MB");
  });
});
