"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { RetryAlert } from "@/components/applications/retry-alert";
import { EngineBadge } from "@/components/assistants/engine-badge";
import { describeError } from "@/components/forms/error-text";
import { useHydrated } from "@/components/forms/use-hydrated";
import { useBannerText } from "@/components/forms/use-error-text";
import { Button, buttonClasses } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useAssistantEngine } from "@/lib/api/assistant";
import { coverLetterKeys, isNotRegenerable, regenerateCoverLetterParagraph, updateCoverLetter, useCoverLetter } from "@/lib/api/cover-letters";
import { ApiError } from "@/lib/api/request";
import type { ClaimValue } from "@/lib/contracts/assistant";
import type { CoverLetter } from "@/lib/contracts/cover-letter";
import { encodeFieldError } from "@/lib/contracts/errors";
import { useSWRConfig } from "@/lib/swr/hooks";
import { jobLabel } from "./builder-draft";
import { forgetClaims, recalledClaims, rememberClaims } from "./claims-store";
import { useLeaveGuard } from "./leave-guard";
import { CopyLetter, LetterDownloads } from "./letter-actions";
import { LetterEditor } from "./letter-editor";
import { ClaimsNotice, LetterFacts } from "./letter-facts";
import { useLanguageName } from "./language-names";
import { OriginBadge } from "./letter-list";
import { LetterNotFound } from "./letter-not-found";
import { letterText } from "./letter-text";
import { applicationHref, BUILDER_HREF } from "./links";
import {
  addParagraphAfter,
  draftOf,
  draftProblems,
  editParagraph,
  isDirty,
  kindsAfterSave,
  removeParagraph,
  textsOf,
  withTexts,
  type DraftProblems,
  type LetterDraft,
} from "./paragraph-draft";

/** The problems without those of one paragraph (edited or removed since). */
const withoutProblemOf = (key: string) => (current: DraftProblems | null): DraftProblems | null =>
  current ? { ...current, paragraphs: Object.fromEntries(Object.entries(current.paragraphs).filter(([at]) => at !== key)) } : current;

const sameTexts = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((text, index) => text === b[index]);

/** The API's problems with the paragraphs ("paragraphs.2"), keyed by the paragraph they belong to. */
function problemsFromApi(error: unknown, draft: LetterDraft): DraftProblems | null {
  if (!(error instanceof ApiError) || !error.fields) return null;
  const problems: DraftProblems = { paragraphs: {}, list: null };
  for (const [name, problem] of Object.entries(error.fields)) {
    const code = encodeFieldError(problem.code, problem.params);
    const index = /^paragraphs\.(\d+)$/.exec(name)?.[1];
    const paragraph = index !== undefined ? draft.paragraphs[Number(index)] : undefined;
    if (paragraph) problems.paragraphs[paragraph.key] = code;
    else problems.list ??= code;
  }
  return problems;
}

/**
 * One letter, ready to send: the paragraphs edited in place and saved, a paragraph written again,
 * the facts it rests on, copy and the PDF and Word files.
 */
function LetterWorkspace({ letter, model }: { letter: CoverLetter; model: string | null }) {
  const t = useTranslations("CoverLetters.result");
  const format = useFormatter();
  const bannerText = useBannerText();
  const languageName = useLanguageName();
  const { mutate } = useSWRConfig();
  const headingId = useId();
  const [base, setBase] = useState(letter);
  const [draft, setDraft] = useState<LetterDraft>(() => draftOf(letter));
  const [problems, setProblems] = useState<DraftProblems | null>(null);
  const [saving, setSaving] = useState(false);
  const [regeneratingKey, setRegeneratingKey] = useState<string | null>(null);
  const [notices, setNotices] = useState<Record<string, string>>({});
  // Null until a new wording brings its own or the notice is dismissed: those the letter came with until then.
  const [newClaims, setNewClaims] = useState<ClaimValue[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const paragraphRefs = useRef(new Map<string, HTMLTextAreaElement>());
  const dirty = isDirty(draft, base);
  const kinds = kindsAfterSave(base, textsOf(draft));

  // The claims came with the answer that wrote the letter, before this page opened (kept in the
  // tab's storage, which the server's render cannot read).
  const hydrated = useHydrated();
  const claims = newClaims ?? (hydrated ? recalledClaims(letter.id) : []);
  useLeaveGuard(dirty, t("leaveQuestion"));

  // A newer letter from the server (another tab) replaces the page's, unless the user has edits.
  if (letter.updated_at > base.updated_at && !dirty && !saving && regeneratingKey === null) {
    setBase(letter);
    setDraft((current) => withTexts(current, letter.paragraphs));
  }

  const focusParagraph = (key: string | null) => key && requestAnimationFrame(() => paragraphRefs.current.get(key)?.focus());

  const keep = (saved: CoverLetter) => {
    setBase(saved);
    void mutate(coverLetterKeys.letter(saved.id), { data: saved }, { revalidate: false });
  };

  /** Saves the draft when it differs from the saved letter; the saved letter, or null when it could not be saved. */
  const save = async (): Promise<CoverLetter | null> => {
    const found = draftProblems(draft);
    if (found) {
      setProblems(found);
      focusParagraph(draft.paragraphs.find((paragraph) => found.paragraphs[paragraph.key])?.key ?? null);
      return null;
    }
    setProblems(null);
    if (!dirty) return base;
    const sent = textsOf(draft);
    setSaving(true);
    try {
      const { data } = await updateCoverLetter(base.id, { paragraphs: sent.map((text) => text.trim()) });
      keep(data);
      // Typing on while it saved keeps what was typed since.
      setDraft((current) => (sameTexts(textsOf(current), sent) ? withTexts(current, data.paragraphs) : current));
      setAnnouncement(t("savedStatus"));
      return data;
    } catch (error) {
      const fromApi = problemsFromApi(error, draft);
      if (fromApi) setProblems(fromApi);
      toast.error(fromApi ? t("checkParagraphs") : (bannerText(describeError(error).banner) ?? t("saveFailed")));
      return null;
    } finally {
      setSaving(false);
    }
  };

  const regenerate = async (key: string) => {
    const index = draft.paragraphs.findIndex((paragraph) => paragraph.key === key);
    if (index === -1) return;
    setNotices((current) => Object.fromEntries(Object.entries(current).filter(([at]) => at !== key)));
    // The API writes the saved letter's paragraph: what is unsaved is saved first.
    if (dirty && !(await save())) return;
    setRegeneratingKey(key);
    try {
      const { data } = await regenerateCoverLetterParagraph(base.id, index);
      const { claims: found, ...saved } = data;
      keep(saved);
      setDraft((current) => (current.paragraphs.length === saved.paragraphs.length ? editParagraph(current, key, saved.paragraphs[index]!) : withTexts(current, saved.paragraphs)));
      if (found.length > 0) {
        setNewClaims(found);
        rememberClaims(saved.id, found);
      }
      setAnnouncement(t("regenerated", { position: index + 1 }));
      focusParagraph(key);
    } catch (error) {
      if (isNotRegenerable(error)) setNotices((current) => ({ ...current, [key]: t("notRegenerable") }));
      else toast.error(bannerText(describeError(error).banner) ?? t("regenerateFailed"));
    } finally {
      setRegeneratingKey(null);
    }
  };

  const add = (key: string) => {
    const added = addParagraphAfter(draft, key);
    setDraft(added.draft);
    focusParagraph(added.key);
  };
  const remove = (key: string) => {
    const removed = removeParagraph(draft, key);
    setDraft(removed.draft);
    setProblems(withoutProblemOf(key));
    setAnnouncement(t("removed"));
    focusParagraph(removed.focus);
  };
  const edit = (key: string, text: string) => {
    setDraft((current) => editParagraph(current, key, text));
    if (problems?.paragraphs[key]) setProblems(withoutProblemOf(key));
  };
  const discard = () => {
    setDraft((current) => withTexts(current, base.paragraphs));
    setProblems(null);
    setAnnouncement(t("discarded"));
  };

  const written = format.dateTime(new Date(base.created_at), { dateStyle: "medium" });
  const edited = base.updated_at !== base.created_at ? format.dateTime(new Date(base.updated_at), { dateStyle: "medium", timeStyle: "short" }) : null;
  const status = saving ? t("saving") : dirty ? t("unsaved") : t("saved");

  return (
    <div className="mt-8 flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h2 id={headingId} className="break-words text-xl font-semibold text-gray-900 mobile:text-2xl">
          {jobLabel(base.job) || t("untitled")}
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-600">
          <OriginBadge origin={base.origin} />
          <EngineBadge
            className="print:hidden"
            engine={{ engine: base.engine, model }}
            texts={
              base.engine === "offline"
                ? { label: t("engine.offline"), description: t("engine.offlineDescription") }
                : { label: t("engine.llm", { model: model ?? t("engine.unnamedModel") }), description: t("engine.llmDescription") }
            }
          />
          <span>{t("settings", { tone: t(`tones.${base.tone}`), length: t(`lengths.${base.length}`), language: languageName(base.language) })}</span>
          <span>{edited ? t("writtenEdited", { written, edited }) : t("written", { date: written })}</span>
        </div>
      </header>

      <ClaimsNotice
        claims={claims}
        onDismiss={() => {
          setNewClaims([]);
          forgetClaims(base.id);
        }}
      />

      <div className="flex flex-wrap items-center gap-2 print:hidden" role="group" aria-label={t("actions")}>
        <CopyLetter text={letterText(textsOf(draft))} />
        <LetterDownloads letterId={base.id} job={base.job} beforeDownload={async () => (await save()) !== null} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div
          className="flex min-w-0 flex-col gap-3"
          onKeyDown={(event) => {
            // Ctrl+S or Cmd+S saves, as in any editor.
            if (event.key.toLowerCase() === "s" && (event.ctrlKey || event.metaKey) && !event.altKey) {
              event.preventDefault();
              void save();
            }
          }}
        >
          <LetterEditor
            draft={draft}
            kinds={kinds}
            problems={problems}
            notices={notices}
            regeneratingKey={regeneratingKey}
            saving={saving}
            lang={base.language}
            onEdit={edit}
            onAdd={add}
            onRemove={remove}
            onRegenerate={(key) => void regenerate(key)}
            paragraphRefs={paragraphRefs}
          />
          <div className="sticky bottom-3 z-10 flex flex-col gap-2 rounded-xl border border-gray-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur mobile:flex-row mobile:items-center mobile:justify-between print:hidden">
            <p className="flex items-center gap-2 text-sm font-medium text-gray-700">
              <span aria-hidden className={dirty ? "size-2 rounded-full bg-amber-500" : "size-2 rounded-full bg-emerald-500"} />
              <span>{status}</span>
              <span className="hidden text-xs font-normal text-gray-500 mobile:inline">{dirty ? t("saveShortcut") : null}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" onClick={discard} disabled={!dirty || saving || regeneratingKey !== null}>
                {t("discard")}
              </Button>
              <Button onClick={() => void save()} disabled={!dirty || saving || regeneratingKey !== null}>
                {saving ? t("saving") : t("save")}
              </Button>
            </div>
          </div>
          <p className="sr-only" role="status" aria-live="polite">
            {announcement}
          </p>
        </div>

        <div className="flex flex-col gap-4">
          <LetterFacts letter={base} />
          {base.application_id ? (
            <section className="flex flex-col gap-2 rounded-2xl border border-gray-200 p-4 mobile:p-5">
              <p className="text-sm leading-relaxed text-gray-600">{t("applicationNote")}</p>
              <Link href={applicationHref(base.application_id)} className={buttonClasses("secondary", "self-start")}>
                {t("openApplication")}
              </Link>
            </section>
          ) : null}
          <details className="group rounded-2xl border border-gray-200 p-4 mobile:p-5">
            <summary className="cursor-pointer rounded-sm text-sm font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
              {t("posting")}
            </summary>
            <p className="mt-3 whitespace-pre-line break-words text-sm leading-relaxed text-gray-700">{base.job.text || t("noPostingText")}</p>
          </details>
          <Link href={BUILDER_HREF} className={buttonClasses("primary", "self-start")}>
            {t("writeAnother")}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The result page's body: the letter once read, a way to retry a failed read, or "not found". */
export function LetterResult({ id }: { id: string }) {
  const t = useTranslations("CoverLetters.result");
  const letter = useCoverLetter(id);
  const engine = useAssistantEngine();

  if (letter.error instanceof ApiError && (letter.error.status === 404 || letter.error.status === 400)) return <LetterNotFound />;
  if (!letter.data && letter.error) return <RetryAlert className="mt-8" message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void letter.mutate()} />;
  if (!letter.data) return <LoadingDots label={t("loading")} />;
  return <LetterWorkspace key={id} letter={letter.data.data} model={engine.data?.data.model ?? null} />;
}
