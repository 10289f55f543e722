import type { CvDocumentMeta, CvSection, JsonResume } from "@/lib/contracts/cv-document";
import { orderedSections } from "@/lib/cv/layout";

// The editor's document and the ids that keep each reorderable item the same item while it moves
// (drag and drop, focus and screen-reader announcements need them; JSON Resume entries have none).

/** The sections whose entries have bullet points. */
export const HIGHLIGHT_SECTIONS = ["work", "volunteer", "projects"] as const;
export type HighlightSection = (typeof HIGHLIGHT_SECTIONS)[number];

/** A list the user reorders: a section's entries, the profiles in the basics, or an entry's bullet points. */
export type ListRef = { kind: "section"; section: CvSection } | { kind: "profiles" } | { kind: "highlights"; section: HighlightSection; index: number };

/** A field's place in the document, as the schemas and the API name it: ["work", 0, "position"]. */
export type FieldPath = readonly (string | number)[];

export type EditorState = {
  document: JsonResume;
  name: string;
  /** The ids of each list's items, in the list's order, by listKey. */
  ids: Record<string, string[]>;
};

export type EditorAction =
  | { type: "field"; path: FieldPath; value: string | string[] | undefined }
  /** `id` when the caller needs to know the new item's (to unfold and focus it). */
  | { type: "add"; list: ListRef; item: unknown; id?: string }
  /** `id` given back when an item is put back (undo); a new item gets a new one. */
  | { type: "insert"; list: ListRef; index: number; item: unknown; id?: string }
  | { type: "remove"; list: ListRef; index: number }
  | { type: "move"; list: ListRef; from: number; to: number }
  | { type: "moveSection"; from: CvSection; to: CvSection }
  | { type: "meta"; patch: Partial<Pick<CvDocumentMeta, "template" | "paper" | "locale">> }
  | { type: "rename"; name: string }
  | { type: "load"; document: JsonResume; name: string };

let lastId = 0;
/** A new item's id: unique for the page's life. */
export const newItemId = () => `item-${++lastId}`;
const newId = newItemId;

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);

export function getIn(value: Json, path: FieldPath): Json {
  return path.reduce<Json>((node, key) => (node === undefined || node === null ? undefined : (node as Record<string | number, Json>)[key]), value);
}

/** An empty text or list is no value: the key is left out, as JSON Resume files leave out what they do not know. */
const isBlank = (value: Json) => value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * A copy of `root` with `value` at `path`; the objects on the way are copied, the rest is shared.
 * A blank value removes an object's key (an array's item stays, as ""); missing objects are made.
 */
export function setIn<T>(root: T, path: FieldPath, value: Json): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[key as number] = rest.length === 0 && value === undefined ? "" : setIn(copy[key as number], rest, value);
    return copy as T;
  }
  const base: Record<string, Json> = isObject(root) ? { ...root } : {};
  const next = rest.length === 0 ? value : setIn(base[key] ?? (typeof rest[0] === "number" ? [] : {}), rest, value);
  if (rest.length === 0 && isBlank(next)) delete base[key];
  else base[key] = next;
  return base as T;
}

export const listPath = (list: ListRef): FieldPath =>
  list.kind === "section" ? [list.section] : list.kind === "profiles" ? ["basics", "profiles"] : [list.section, list.index, "highlights"];

const listItems = (document: JsonResume, list: ListRef): Json[] => {
  const items = getIn(document, listPath(list));
  return Array.isArray(items) ? items : [];
};

/** The key of a list's ids. Bullet points go by their entry's id, so they keep theirs when the entry moves. */
export function listKey(ids: EditorState["ids"], list: ListRef): string {
  if (list.kind === "section") return `section:${list.section}`;
  if (list.kind === "profiles") return "profiles";
  return `highlights:${ids[`section:${list.section}`]?.[list.index] ?? `${list.section}-${list.index}`}`;
}

/** The ids of a list's items, in order. */
export const idsOf = (state: EditorState, list: ListRef): string[] => state.ids[listKey(state.ids, list)] ?? [];

/** Every list of the document with as many ids as it has items: new ones for items not seen yet. */
function withIds(document: JsonResume, previous: EditorState["ids"] = {}): EditorState["ids"] {
  const ids: EditorState["ids"] = {};
  const fill = (list: ListRef) => {
    const key = listKey(ids, list);
    const count = listItems(document, list).length;
    const known = (previous[key] ?? []).slice(0, count);
    ids[key] = [...known, ...Array.from({ length: count - known.length }, newId)];
  };
  for (const section of orderedSections(document.meta)) fill({ kind: "section", section });
  fill({ kind: "profiles" });
  for (const section of HIGHLIGHT_SECTIONS) {
    listItems(document, { kind: "section", section }).forEach((_, index) => fill({ kind: "highlights", section, index }));
  }
  return ids;
}

export function initialEditorState(document: JsonResume, name: string): EditorState {
  return { document, name, ids: withIds(document) };
}

/** `items` with the one at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved!);
  return copy;
}

function changeList(state: EditorState, list: ListRef, items: (current: Json[]) => Json[], ids: (current: string[]) => string[]): EditorState {
  const key = listKey(state.ids, list);
  const document = setIn(state.document, listPath(list), items(listItems(state.document, list)));
  return { ...state, document, ids: { ...state.ids, [key]: ids(state.ids[key] ?? []) } };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "field":
      return { ...state, document: setIn(state.document, action.path, action.value) };
    case "add":
      return changeList(state, action.list, (items) => [...items, action.item], (ids) => [...ids, action.id ?? newId()]);
    case "insert": {
      const at = (items: readonly unknown[]) => Math.max(0, Math.min(action.index, items.length));
      return changeList(
        state,
        action.list,
        (items) => [...items.slice(0, at(items)), action.item, ...items.slice(at(items))],
        (ids) => [...ids.slice(0, at(ids)), action.id ?? newId(), ...ids.slice(at(ids))],
      );
    }
    case "remove": {
      const without = <T,>(items: T[]) => items.filter((_, index) => index !== action.index);
      return changeList(state, action.list, without, without);
    }
    case "move":
      return changeList(
        state,
        action.list,
        (items) => moveItem(items, action.from, action.to),
        (ids) => moveItem(ids, action.from, action.to),
      );
    case "moveSection": {
      const order = orderedSections(state.document.meta);
      const moved = moveItem(order, order.indexOf(action.from), order.indexOf(action.to));
      return { ...state, document: { ...state.document, meta: { ...state.document.meta, section_order: moved } } };
    }
    case "meta":
      return { ...state, document: { ...state.document, meta: { ...state.document.meta, ...action.patch } } };
    case "rename":
      return { ...state, name: action.name };
    case "load":
      return { document: action.document, name: action.name, ids: withIds(action.document, state.ids) };
  }
}
