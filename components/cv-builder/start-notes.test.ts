import { forgetStartNotes, keepStartNotes, readStartNotes, type StartNotes } from "./start-notes";
import { entryOfPath } from "./notes-panel";

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const NOTES: StartNotes = {
  notes: [{ code: "entry_without_dates", path: "work.1", lines: ["Freelance Web Developer"], message: "No dates were found for “Freelance Web Developer”." }],
  dropped: [{ path: "basics.picture", reason: "unknown_field" }],
};

describe("start notes", () => {
  it("are kept per document until forgotten", () => {
    const store = memoryStore();
    keepStartNotes("doc-1", NOTES, store);
    expect(readStartNotes("doc-1", store)).toEqual(NOTES);
    expect(readStartNotes("doc-2", store)).toBeNull();
    forgetStartNotes("doc-1", store);
    expect(readStartNotes("doc-1", store)).toBeNull();
  });

  it("keep nothing when there is nothing to check, and survive a broken or missing store", () => {
    const store = memoryStore();
    keepStartNotes("doc-1", { notes: [], dropped: [] }, store);
    expect(store.items.size).toBe(0);
    store.setItem("cv-builder:start-notes:doc-3", "{not json");
    expect(readStartNotes("doc-3", store)).toBeNull();
    expect(readStartNotes("doc-1", null)).toBeNull();
    const full = { ...memoryStore(), setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(() => keepStartNotes("doc-1", NOTES, full)).not.toThrow();
  });

  it("point at the entry they are about", () => {
    expect(entryOfPath("work.1")).toEqual({ section: "work", index: 1 });
    expect(entryOfPath("education.0.startDate")).toEqual({ section: "education", index: 0 });
    expect(entryOfPath("basics")).toBeNull();
    expect(entryOfPath("colors.2")).toBeNull();
    expect(entryOfPath(null)).toBeNull();
  });
});
