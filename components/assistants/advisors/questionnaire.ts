import type { ScaleValue } from "./types";

// The personality questionnaire's paging, progress and answers, apart from the screen so they can
// be tested on their own; and the answers kept in the browser's storage until they are sent.

export const PAGE_SIZE = 10;

export type Statement = { id: string; text: string };
export type Answers = Readonly<Record<string, ScaleValue>>;
export type Gap = { page: number; missing: number };

export const NO_ANSWERS: Answers = Object.freeze({});

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The statements of a page, 0-based. */
export const pageItems = <T>(items: readonly T[], page: number) => items.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

export const answeredCount = (items: readonly Statement[], answers: Answers) => items.filter((item) => answers[item.id] !== undefined).length;

/** The pages (0-based) that still have statements without an answer, and how many. */
export function gaps(items: readonly Statement[], answers: Answers): Gap[] {
  const found: Gap[] = [];
  for (let page = 0; page < pageCount(items.length); page += 1) {
    const missing = pageItems(items, page).filter((item) => answers[item.id] === undefined).length;
    if (missing > 0) found.push({ page, missing });
  }
  return found;
}

/** The input the assistant takes, once every statement has its answer; null before. */
export function answersInput(items: readonly Statement[], answers: Answers): { answers: Record<string, ScaleValue> } | null {
  const complete: Record<string, ScaleValue> = {};
  for (const item of items) {
    const value = answers[item.id];
    if (value === undefined) return null;
    complete[item.id] = value;
  }
  return { answers: complete };
}

/** Sends the answers once all are there (with no text: the card is the message); false when some are missing. */
export function submitAnswers(items: readonly Statement[], answers: Answers, onInput: (input: unknown, text?: string) => void): boolean {
  const input = answersInput(items, answers);
  if (!input) return false;
  onInput(input, "");
  return true;
}

const isScaleValue = (value: unknown): value is ScaleValue => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;

/** Answers read back from storage: only this questionnaire's statements with a 1-5 answer count. */
export function parseStoredAnswers(raw: string | null, ids: ReadonlySet<string>): Answers {
  if (!raw) return NO_ANSWERS;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return NO_ANSWERS;
    return Object.fromEntries(Object.entries(parsed).filter(([id, value]) => ids.has(id) && isScaleValue(value)));
  } catch {
    return NO_ANSWERS;
  }
}

/**
 * Where a questionnaire's answers are kept. Cards know nothing of their thread, so the key comes
 * from the statements themselves (a hash of their ids): the same questionnaire finds its answers
 * again after a reload, also in another language.
 */
export function storageKey(items: readonly Statement[]): string {
  let hash = 0x811c9dc5;
  for (const char of items.map((item) => item.id).join("|")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `personality-answers:${items.length}:${hash.toString(16).padStart(8, "0")}`;
}

export type AnswersStore = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Answers;
  getServerSnapshot: () => Answers;
  set: (answers: Answers) => void;
  clear: () => void;
};

/**
 * The answers of one questionnaire, kept in `storage` (the browser's localStorage) at each change.
 * Without storage (private windows, blocked cookies) they live as long as the page.
 */
export function createAnswersStore(key: string, ids: ReadonlySet<string>, storage: () => Storage | null): AnswersStore {
  const listeners = new Set<() => void>();
  let current: Answers | null = null;
  const load = () => {
    try {
      return parseStoredAnswers(storage()?.getItem(key) ?? null, ids);
    } catch {
      return NO_ANSWERS;
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  const persist = (answers: Answers) => {
    try {
      if (Object.keys(answers).length === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify(answers));
    } catch {
      // Full or blocked: the answers stay in memory.
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    current = load();
    notify();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot: () => (current ??= load()),
    getServerSnapshot: () => NO_ANSWERS,
    set: (answers) => {
      current = answers;
      persist(answers);
      notify();
    },
    clear: () => {
      current = NO_ANSWERS;
      persist(NO_ANSWERS);
      notify();
    },
  };
}

/** The browser's localStorage, or null where it cannot be reached. */
export const browserStorage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};
