import type { JsonResume } from "@/lib/contracts/cv-document";
import { CV_SECTIONS } from "@/lib/contracts/cv-document";
import { editorReducer, getIn, idsOf, initialEditorState, moveItem, newItemId, setIn, type EditorState, type ListRef } from "./editor-state";

const META: JsonResume["meta"] = { template: "classic", paper: "a4", locale: "en", section_order: ["education", "work"] };

const document = (): JsonResume => ({
  basics: { name: "Ada Lovelace", profiles: [{ network: "GitHub" }, { network: "LinkedIn" }] },
  work: [
    { name: "Analytical Engines", position: "Analyst", highlights: ["Wrote the first program", "Explained the engine"] },
    { name: "Difference Ltd", position: "Assistant" },
  ],
  education: [{ institution: "Home schooling" }],
  meta: META,
});

const WORK: ListRef = { kind: "section", section: "work" };
const run = (state: EditorState, ...actions: Parameters<typeof editorReducer>[1][]) => actions.reduce(editorReducer, state);

describe("setIn", () => {
  it("copies the objects on the way and shares the rest", () => {
    const before = document();
    const after = setIn(before, ["work", 1, "position"], "Engineer");
    expect(getIn(after, ["work", 1, "position"])).toBe("Engineer");
    expect(before.work![1]!.position).toBe("Assistant");
    expect(after.work![0]).toBe(before.work![0]);
    expect(after.education).toBe(before.education);
  });

  it("leaves out an emptied text or list, as JSON Resume files do, but keeps an emptied bullet point", () => {
    const before = document();
    expect(setIn(before, ["basics", "name"], "").basics).toEqual({ profiles: before.basics!.profiles });
    expect(setIn(before, ["work", 0, "highlights"], []).work![0]).toEqual({ name: "Analytical Engines", position: "Analyst" });
    expect(setIn(before, ["work", 0, "highlights", 1], "").work![0]!.highlights).toEqual(["Wrote the first program", ""]);
  });

  it("makes the objects a path needs", () => {
    expect(setIn({ meta: META } as JsonResume, ["basics", "location", "city"], "London").basics).toEqual({ location: { city: "London" } });
  });
});

describe("editorReducer", () => {
  it("gives every reorderable list one id per item", () => {
    const state = initialEditorState(document(), "CV");
    expect(idsOf(state, WORK)).toHaveLength(2);
    expect(idsOf(state, { kind: "profiles" })).toHaveLength(2);
    expect(idsOf(state, { kind: "highlights", section: "work", index: 0 })).toHaveLength(2);
    expect(idsOf(state, { kind: "highlights", section: "work", index: 1 })).toEqual([]);
    expect(new Set(Object.values(state.ids).flat()).size).toBe(Object.values(state.ids).flat().length);
  });

  it("moves an entry with its id, and its bullet points keep theirs", () => {
    const state = initialEditorState(document(), "CV");
    const [first, second] = idsOf(state, WORK);
    const bullets = idsOf(state, { kind: "highlights", section: "work", index: 0 });
    const moved = run(state, { type: "move", list: WORK, from: 0, to: 1 });
    expect(moved.document.work!.map((job) => job.name)).toEqual(["Difference Ltd", "Analytical Engines"]);
    expect(idsOf(moved, WORK)).toEqual([second, first]);
    expect(idsOf(moved, { kind: "highlights", section: "work", index: 1 })).toEqual(bullets);
  });

  it("adds, removes and puts back an entry (undo) with the same id", () => {
    const state = initialEditorState(document(), "CV");
    const id = newItemId();
    const added = run(state, { type: "add", list: WORK, item: {}, id });
    expect(added.document.work).toHaveLength(3);
    expect(idsOf(added, WORK)[2]).toBe(id);

    const [firstId] = idsOf(state, WORK);
    const removed = run(state, { type: "remove", list: WORK, index: 0 });
    expect(removed.document.work!.map((job) => job.name)).toEqual(["Difference Ltd"]);
    const undone = run(removed, { type: "insert", list: WORK, index: 0, item: state.document.work![0], id: firstId });
    expect(undone.document.work).toEqual(state.document.work);
    expect(idsOf(undone, WORK)).toEqual(idsOf(state, WORK));
  });

  it("edits, inserts and reorders bullet points", () => {
    const bullets: ListRef = { kind: "highlights", section: "work", index: 0 };
    const state = run(
      initialEditorState(document(), "CV"),
      { type: "insert", list: bullets, index: 1, item: "" },
      { type: "field", path: ["work", 0, "highlights", 1], value: "Translated the memoir" },
      { type: "move", list: bullets, from: 2, to: 0 },
    );
    expect(state.document.work![0]!.highlights).toEqual(["Explained the engine", "Wrote the first program", "Translated the memoir"]);
    expect(idsOf(state, bullets)).toHaveLength(3);
  });

  it("removing the last entry leaves the section out", () => {
    const state = run(initialEditorState(document(), "CV"), { type: "remove", list: { kind: "section", section: "education" }, index: 0 });
    expect("education" in state.document).toBe(false);
  });

  it("reorders the sections over the whole order, those not listed yet included", () => {
    const state = run(initialEditorState(document(), "CV"), { type: "moveSection", from: "skills", to: "education" });
    const order = state.document.meta.section_order;
    expect(order.slice(0, 3)).toEqual(["skills", "education", "work"]);
    expect([...order].sort()).toEqual([...CV_SECTIONS].sort());
  });

  it("changes the layout settings and the name, and loads another version", () => {
    const state = run(initialEditorState(document(), "CV"), { type: "meta", patch: { template: "modern", locale: "de" } }, { type: "rename", name: "Data roles" });
    expect(state.document.meta).toMatchObject({ template: "modern", paper: "a4", locale: "de" });
    expect(state.name).toBe("Data roles");
    const other: JsonResume = { work: [{ name: "Only job", highlights: ["One"] }], meta: META };
    const loaded = run(state, { type: "load", document: other, name: "Restored" });
    expect(loaded.document).toBe(other);
    expect(idsOf(loaded, WORK)).toHaveLength(1);
    expect(idsOf(loaded, { kind: "highlights", section: "work", index: 0 })).toHaveLength(1);
    expect(idsOf(loaded, { kind: "profiles" })).toEqual([]);
  });
});

describe("moveItem", () => {
  it("moves one item and leaves a move out of range as it was", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(moveItem(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
});
