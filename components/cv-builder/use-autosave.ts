"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { cvDocumentKeys, saveCvDocument } from "@/lib/api/cv-documents";
import type { Data } from "@/lib/api/data";
import type { CvDocument } from "@/lib/contracts/cv-document";
import { apiRequest } from "@/lib/session/browser";
import { useSWRConfig } from "@/lib/swr/hooks";
import { Autosave } from "./autosave";
import type { EditorState } from "./editor-state";
import { documentErrors } from "./validation";

/**
 * The editor's autosave (see Autosave): its state for the screen, and the actions of its
 * indicator, its conflict panel and its history.
 */
export function useAutosave({ id, state, loaded }: { id: string; state: EditorState; loaded: CvDocument }) {
  const { mutate } = useSWRConfig();
  const [autosave] = useState(
    () =>
      new Autosave(loaded, {
        save: async (input) => (await saveCvDocument(id, input)).data,
        fetchLatest: async () => (await apiRequest<Data<CvDocument>>("GET", cvDocumentKeys.one(id))).data,
        validate: (draft) => documentErrors(draft.document, draft.name),
        onSaved: (document) => {
          void mutate(cvDocumentKeys.one(id), { data: document }, { revalidate: false });
          void mutate(cvDocumentKeys.versions(id));
          void mutate(cvDocumentKeys.list);
        },
      }),
  );
  const saveState = useSyncExternalStore(autosave.subscribe, autosave.getState, autosave.getState);

  useEffect(() => {
    autosave.edit({ document: state.document, name: state.name });
  }, [autosave, state.document, state.name]);
  useEffect(() => () => autosave.dispose(), [autosave]);

  // Back online: what failed for want of a connection goes now.
  const offline = saveState.failure === "network";
  useEffect(() => {
    if (!offline) return;
    const retry = () => autosave.retry();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [offline, autosave]);

  // Leaving with changes the server does not have asks first.
  const unsaved = saveState.status !== "saved";
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  return { ...saveState, autosave };
}
