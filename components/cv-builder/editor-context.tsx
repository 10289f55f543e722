"use client";

import { createContext, useContext, type Dispatch } from "react";
import type { EditorAction, EditorState } from "./editor-state";
import type { FieldErrors } from "./validation";

export type EditorContextValue = {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  /** Field problems by dotted path ("work.0.startDate"). */
  errors: FieldErrors;
  /** Which entries are unfolded, by item id. */
  isOpen: (id: string) => boolean;
  setOpen: (id: string, open: boolean) => void;
  /** Unfolds an item and gives its first field the focus (a new entry, a note's entry). */
  reveal: (id: string) => void;
  /** The item id whose first field takes the focus once shown (a new entry); null once taken. */
  focusId: string | null;
  clearFocus: () => void;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditor is used outside the CV editor");
  return value;
}
