import { movedItems, wordParts } from "./diff";

describe("wordParts", () => {
  it("keeps the shared words and marks those taken out and put in", () => {
    const parts = wordParts("Built dashboards in React", "Built React dashboards");
    expect(parts.filter((part) => part.kind === "same").map((part) => part.text.trim()).join(" ")).toContain("Built");
    // Word diffs may move a space between parts; the words themselves read back exactly.
    const words = (kind: "added" | "removed") => parts.map((part) => (part.kind === kind ? "" : part.text)).join("").split(/\s+/).filter(Boolean);
    expect(words("removed")).toEqual(["Built", "React", "dashboards"]);
    expect(words("added")).toEqual(["Built", "dashboards", "in", "React"]);
  });

  it("is one unchanged part when nothing changed", () => {
    expect(wordParts("Led a team of 5", "Led a team of 5")).toEqual([{ text: "Led a team of 5", kind: "same" }]);
  });
});

describe("movedItems", () => {
  it("says where each item was and how far it moved", () => {
    expect(movedItems(["Vue", "React", "SQL"], ["React", "SQL", "Vue"])).toEqual([
      { text: "React", position: 1, was: 2, moved: 1 },
      { text: "SQL", position: 2, was: 3, moved: 1 },
      { text: "Vue", position: 3, was: 1, moved: -2 },
    ]);
  });

  it("matches repeated items one to one", () => {
    expect(movedItems(["a", "b", "a"], ["a", "a", "b"]).map((item) => item.was)).toEqual([1, 3, 2]);
  });
});
