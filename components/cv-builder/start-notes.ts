import type { DroppedField, PrefillNote } from "@/lib/contracts/cv-document";

// What a new document's start could not do (an uploaded CV's unplaced lines, a JSON Resume file's
// dropped fields) is only in the create answer: kept for the tab, so the editor lists it for the
// user to check, until the user says it is checked.

export type StartNotes = { notes: PrefillNote[]; dropped: DroppedField[] };

const keyOf = (id: string) => `cv-builder:start-notes:${id}`;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const sessionStore = (): Store | null => {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage refused (private mode, a blocked cookie setting): the notes are simply not kept.
    return null;
  }
};

export function keepStartNotes(id: string, notes: StartNotes, store: Store | null = sessionStore()) {
  if (notes.notes.length === 0 && notes.dropped.length === 0) return;
  try {
    store?.setItem(keyOf(id), JSON.stringify(notes));
  } catch {
    // Full storage: the editor opens without the list.
  }
}

export function readStartNotes(id: string, store: Store | null = sessionStore()): StartNotes | null {
  try {
    const raw = store?.getItem(keyOf(id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StartNotes>;
    return { notes: Array.isArray(parsed.notes) ? parsed.notes : [], dropped: Array.isArray(parsed.dropped) ? parsed.dropped : [] };
  } catch {
    return null;
  }
}

export function forgetStartNotes(id: string, store: Store | null = sessionStore()) {
  try {
    store?.removeItem(keyOf(id));
  } catch {
    // Nothing to forget.
  }
}
