import { personalityItemsFixture } from "./fixtures";
import {
  answeredCount,
  answersInput,
  createAnswersStore,
  gaps,
  pageCount,
  pageItems,
  parseStoredAnswers,
  storageKey,
  submitAnswers,
  type Answers,
} from "./questionnaire";
import type { ScaleValue } from "./types";

const items = personalityItemsFixture.items;
const ids = new Set(items.map((item) => item.id));
const answerAll = (value: ScaleValue = 3): Answers => Object.fromEntries(items.map((item) => [item.id, value]));

/** An in-memory Storage, as localStorage behaves. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe("questionnaire paging and progress", () => {
  it("shows the 120 statements ten a page, on twelve pages, in order", () => {
    expect(items).toHaveLength(120);
    expect(pageCount(items.length)).toBe(12);
    expect(pageItems(items, 0).map((item) => item.id)).toEqual(items.slice(0, 10).map((item) => item.id));
    expect(pageItems(items, 11)).toHaveLength(10);
    expect(pageItems(items, 11).at(-1)).toBe(items[119]);
    expect(pageItems(items, 12)).toEqual([]);
    expect(pageCount(0)).toBe(1);
  });

  it("counts the answered statements and lists the pages with gaps", () => {
    // The first 37 answered: pages 1-3 complete, page 4 lacks 3 of its 10, pages 5-12 all.
    const answers: Answers = Object.fromEntries(items.slice(0, 37).map((item) => [item.id, 4]));
    expect(answeredCount(items, answers)).toBe(37);
    expect(gaps(items, answers)).toEqual([
      { page: 3, missing: 3 },
      ...Array.from({ length: 8 }, (_, index) => ({ page: index + 4, missing: 10 })),
    ]);
    expect(answersInput(items, answers)).toBeNull();
  });

  it("gives the input with every answer once all 120 are there", () => {
    const answers = { ...answerAll(2), [items[5]!.id]: 5 as const };
    const input = answersInput(items, answers);
    expect(gaps(items, answers)).toEqual([]);
    expect(Object.keys(input!.answers)).toHaveLength(120);
    expect(input!.answers[items[5]!.id]).toBe(5);
    expect(input!.answers[items[0]!.id]).toBe(2);
  });

  it("sends {answers} with no text only when the questionnaire is complete", () => {
    const onInput = jest.fn();
    expect(submitAnswers(items, { [items[0]!.id]: 1 }, onInput)).toBe(false);
    expect(onInput).not.toHaveBeenCalled();
    expect(submitAnswers(items, answerAll(4), onInput)).toBe(true);
    expect(onInput).toHaveBeenCalledTimes(1);
    const [input, text] = onInput.mock.calls[0] as [{ answers: Record<string, number> }, string];
    expect(text).toBe("");
    expect(Object.keys(input.answers).sort()).toEqual([...ids].sort());
    expect(Object.values(input.answers).every((value) => value === 4)).toBe(true);
  });
});

describe("answers kept on the device", () => {
  it("keys a questionnaire by its statements, not by their wording", () => {
    const key = storageKey(items);
    expect(key).toMatch(/^personality-answers:120:[0-9a-f]{8}$/);
    expect(storageKey(items.map((item) => ({ ...item, text: `${item.text} (de)` })))).toBe(key);
    expect(storageKey(items.slice(1))).not.toBe(key);
    expect(storageKey([...items].reverse())).not.toBe(key);
  });

  it("reads back only this questionnaire's answers from 1 to 5", () => {
    const raw = JSON.stringify({ [items[0]!.id]: 5, [items[1]!.id]: 0, [items[2]!.id]: 2.5, [items[3]!.id]: "4", unknown: 3, [items[4]!.id]: 1 });
    expect(parseStoredAnswers(raw, ids)).toEqual({ [items[0]!.id]: 5, [items[4]!.id]: 1 });
    expect(parseStoredAnswers("not json", ids)).toEqual({});
    expect(parseStoredAnswers("[1,2]", ids)).toEqual({});
    expect(parseStoredAnswers(null, ids)).toEqual({});
  });

  it("keeps each change, finds the answers again after a reload and forgets them when cleared", () => {
    const storage = memoryStorage();
    const key = storageKey(items);
    const store = createAnswersStore(key, ids, () => storage);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).toEqual({});
    store.set({ [items[0]!.id]: 4 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(key)!)).toEqual({ [items[0]!.id]: 4 });
    // The same snapshot while nothing changes (useSyncExternalStore needs a stable value).
    expect(store.getSnapshot()).toBe(store.getSnapshot());

    const reloaded = createAnswersStore(key, ids, () => storage);
    expect(reloaded.getSnapshot()).toEqual({ [items[0]!.id]: 4 });
    expect(reloaded.getServerSnapshot()).toEqual({});

    store.clear();
    expect(storage.getItem(key)).toBeNull();
    expect(store.getSnapshot()).toEqual({});
    unsubscribe();
  });

  it("keeps the answers in memory when the storage refuses them", () => {
    const refusing: Storage = { ...memoryStorage(), setItem: () => { throw new Error("QuotaExceededError"); }, getItem: () => null };
    const store = createAnswersStore("key", ids, () => refusing);
    store.set({ [items[0]!.id]: 2 });
    expect(store.getSnapshot()).toEqual({ [items[0]!.id]: 2 });
    const none = createAnswersStore("key", ids, () => null);
    none.set({ [items[1]!.id]: 3 });
    expect(none.getSnapshot()).toEqual({ [items[1]!.id]: 3 });
  });
});
