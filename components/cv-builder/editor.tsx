"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useDeferredValue, useId, useMemo, useReducer, useState, type KeyboardEvent } from "react";
import { toast } from "@/lib/toast";
import { Button, buttonClasses } from "@/components/ui/button";
import { tabForKey } from "@/components/ui/tab-keys";
import { restoreCvDocumentVersion, useCvDocument } from "@/lib/api/cv-documents";
import { ApiError } from "@/lib/api/request";
import type { CvDocument } from "@/lib/contracts/cv-document";
import { orderedSections } from "@/lib/cv/layout";
import { BasicsPanel } from "./basics-panel";
import { DesignPanel } from "./design-panel";
import { EditorSkeleton } from "./editor-skeleton";
import { EditorContext, type EditorContextValue } from "./editor-context";
import { editorReducer, idsOf, initialEditorState } from "./editor-state";
import { TextInput } from "./text-input";
import { entryOfPath, NotesPanel } from "./notes-panel";
import { CvPreview } from "./preview";
import { resultHref } from "./routes";
import { SaveIndicator } from "./save-indicator";
import { SectionPanel } from "./section-panel";
import { SortableList } from "./sortable";
import { forgetStartNotes, readStartNotes } from "./start-notes";
import { useAutosave } from "./use-autosave";
import { VersionsDialog } from "./versions-dialog";

const TABS = ["edit", "preview"] as const;
type Tab = (typeof TABS)[number];

/** Another tab or device saved this CV since it was opened here: which one to keep. */
function ConflictPanel({ onLoadLatest, onKeepMine }: { onLoadLatest: () => Promise<void>; onKeepMine: () => Promise<void> }) {
  const t = useTranslations("CvBuilder.conflict");
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section role="alert" aria-labelledby={headingId} className="rounded-2xl border border-red-200 bg-red-50 p-4 mobile:p-5">
      <h2 id={headingId} className="text-base font-semibold text-red-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-red-900">{t("text")}</p>
      {failed ? <p className="mt-2 text-sm font-medium text-red-800">{t("failed")}</p> : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => void run(onLoadLatest)} disabled={busy}>
          {t("loadLatest")}
        </Button>
        <Button variant="secondary" onClick={() => void run(onKeepMine)} disabled={busy}>
          {t("keepMine")}
        </Button>
      </div>
    </section>
  );
}

function LoadedEditor({ loaded }: { loaded: CvDocument }) {
  const t = useTranslations("CvBuilder");
  const router = useRouter();
  const id = loaded.id;
  const [state, dispatch] = useReducer(editorReducer, loaded, (document) => initialEditorState(document.document, document.name));
  const onLoad = useCallback((document: CvDocument) => dispatch({ type: "load", document: document.document, name: document.name }), []);
  const save = useAutosave({ id, state, loaded });
  const { autosave } = save;
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const [notes, setNotes] = useState(() => readStartNotes(id));
  const [tab, setTab] = useState<Tab>("edit");
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const tabsId = useId();
  // The preview follows the typing a beat behind, so the fields stay quick on long CVs.
  const previewDocument = useDeferredValue(state.document);

  const setOpen = useCallback((itemId: string, open: boolean) => {
    setOpenIds((current) => {
      const next = new Set(current);
      if (open) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  }, []);
  const reveal = useCallback(
    (itemId: string) => {
      setOpen(itemId, true);
      setFocusId(itemId);
      setTab("edit");
    },
    [setOpen],
  );
  const clearFocus = useCallback(() => setFocusId(null), []);

  const context = useMemo<EditorContextValue>(
    () => ({ state, dispatch, errors: save.errors, isOpen: (itemId) => openIds.has(itemId), setOpen, reveal, focusId, clearFocus }),
    [state, save.errors, openIds, setOpen, reveal, focusId, clearFocus],
  );

  const sections = orderedSections(state.document.meta);
  const sectionLabel = (section: string) => t(`sections.${section}` as never);

  const showNote = (path: string | null) => {
    const entry = entryOfPath(path);
    const itemId = entry ? idsOf(state, { kind: "section", section: entry.section })[entry.index] : undefined;
    if (itemId) {
      reveal(itemId);
      requestAnimationFrame(() => document.getElementById(`entry-${itemId}`)?.scrollIntoView({ block: "start", behavior: "smooth" }));
    } else {
      setTab("edit");
      document.getElementById("cv-basics")?.scrollIntoView({ block: "start", behavior: "smooth" });
    }
  };

  const openResult = async () => {
    setLeaving(true);
    if (await autosave.flush()) {
      router.push(resultHref(id));
      return;
    }
    setLeaving(false);
    toast.error(autosave.getState().status === "conflict" ? t("conflict.title") : t("editor.saveBeforeLeaving"));
  };

  const restore = async (version: number) => {
    await autosave.flush();
    const { data } = await restoreCvDocumentVersion(id, version);
    autosave.replace(data);
    onLoad(data);
    toast.success(t("versions.restored", { version }));
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(event.key, TABS, tab);
    if (!next) return;
    event.preventDefault();
    setTab(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  return (
    <EditorContext.Provider value={context}>
      <div className="mt-6 flex flex-col gap-5">
        {/* Stays in view from tablet width up; on phones it would take a third of the screen. */}
        <div className="-mx-2 flex flex-col gap-2 border-b border-gray-100 bg-white/95 px-2 py-2 backdrop-blur mobile:sticky mobile:top-16 mobile:z-20 mobile:flex-row mobile:flex-wrap mobile:items-center mobile:justify-between">
          <SaveIndicator status={save.status} failure={save.failure} onRetry={() => autosave.retry()} />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" onClick={() => setVersionsOpen(true)}>
              <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path d="M10 3a7 7 0 1 1-6.6 9.3 1 1 0 1 1 1.9-.6A5 5 0 1 0 6 6.1L7.4 7.5A.6.6 0 0 1 7 8.5H3.6a.6.6 0 0 1-.6-.6V4.5a.6.6 0 0 1 1-.4l.6.6A7 7 0 0 1 10 3Zm0 3a1 1 0 0 1 1 1v2.6l1.7 1.7a1 1 0 1 1-1.4 1.4l-2-2A1 1 0 0 1 9 10V7a1 1 0 0 1 1-1Z" />
              </svg>
              {t("editor.history")}
            </Button>
            <Button onClick={() => void openResult()} disabled={leaving}>
              {leaving ? t("editor.opening") : t("editor.toResult")}
            </Button>
          </div>
          <div role="tablist" aria-label={t("editor.viewLabel")} className="flex rounded-lg bg-gray-100 p-1 lg:hidden mobile:w-full">
            {TABS.map((option) => (
              <button
                key={option}
                id={`${tabsId}-${option}`}
                type="button"
                role="tab"
                aria-selected={tab === option}
                aria-controls={`${tabsId}-${option}-panel`}
                tabIndex={tab === option ? 0 : -1}
                onClick={() => setTab(option)}
                onKeyDown={onTabKey}
                className={clsx(
                  "flex-1 rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
                  tab === option ? "bg-white text-gray-900 shadow-sm" : "text-gray-600 hover:text-gray-900",
                )}
              >
                {t(`editor.tabs.${option}`)}
              </button>
            ))}
          </div>
        </div>

        {save.status === "conflict" ? <ConflictPanel onLoadLatest={async () => onLoad(await autosave.loadLatest())} onKeepMine={() => autosave.keepMine()} /> : null}
        {save.failure === "gone" ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {t("editor.gone")}{" "}
            <Link href="/cv-builder" className="font-semibold underline underline-offset-2">
              {t("editor.backToList")}
            </Link>
          </p>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
          <div
            id={`${tabsId}-edit-panel`}
            role="tabpanel"
            aria-labelledby={`${tabsId}-edit`}
            className={clsx("min-w-0 flex-col gap-5", tab === "edit" ? "flex" : "hidden lg:flex")}
          >
            {notes ? (
              <NotesPanel
                notes={notes}
                onShow={showNote}
                onDone={() => {
                  forgetStartNotes(id);
                  setNotes(null);
                }}
              />
            ) : null}
            <TextInput
              label={t("editor.name")}
              hint={t("editor.nameHint")}
              value={state.name}
              onChange={(name) => dispatch({ type: "rename", name })}
              error={save.errors.name}
            />
            <DesignPanel />
            <div id="cv-basics" className="scroll-mt-36">
              <BasicsPanel />
            </div>
            <section aria-labelledby={`${tabsId}-sections`} className="flex flex-col gap-3">
              <div>
                <h2 id={`${tabsId}-sections`} className="text-lg font-semibold text-gray-900">
                  {t("editor.sections")}
                </h2>
                <p className="mt-1 text-sm text-gray-600">{t("editor.sectionsHint")}</p>
              </div>
              <SortableList ids={sections} labelOf={sectionLabel} onMove={(from, to) => dispatch({ type: "moveSection", from: sections[from]!, to: sections[to]! })}>
                <ul className="flex flex-col gap-3">
                  {sections.map((section) => (
                    <SectionPanel key={section} section={section} />
                  ))}
                </ul>
              </SortableList>
            </section>
          </div>
          <div
            id={`${tabsId}-preview-panel`}
            role="tabpanel"
            aria-labelledby={`${tabsId}-preview`}
            className={clsx("min-w-0 lg:sticky lg:top-36", tab === "preview" ? "block" : "hidden lg:block")}
          >
            <CvPreview
              document={previewDocument}
              label={t("editor.previewLabel")}
              emptyText={t("editor.previewEmpty")}
              scrollable
              className="lg:max-h-[calc(100vh-10rem)] lg:overflow-y-auto"
            />
            <p className="mt-2 text-xs text-gray-500">{t("editor.previewNote")}</p>
          </div>
        </div>
      </div>
      <VersionsDialog id={id} open={versionsOpen} onOpenChange={setVersionsOpen} currentVersion={save.version} onRestore={restore} />
    </EditorContext.Provider>
  );
}

/** The editor of one CV: the form beside its live preview (one or the other on phones), saved as it is typed. */
export default function CvEditor({ id }: { id: string }) {
  const t = useTranslations("CvBuilder.editor");
  // Read once: later answers must not replace what is being typed (a save that meets another one says so).
  const { data, error, mutate } = useCvDocument(id, { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false });
  if (data) return <LoadedEditor key={id} loaded={data.data} />;
  if (error) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{gone ? t("gone") : t("loadFailed")}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {gone ? null : (
            <Button variant="secondary" onClick={() => void mutate()}>
              {t("tryAgain")}
            </Button>
          )}
          <Link href="/cv-builder" className={buttonClasses("secondary")}>
            {t("backToList")}
          </Link>
        </div>
      </div>
    );
  }
  return <EditorSkeleton />;
}
