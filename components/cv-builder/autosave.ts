import { ApiError } from "@/lib/api/request";
import type { CvDocument, JsonResume, UpdateCvDocumentInput } from "@/lib/contracts/cv-document";
import { apiFieldErrors, type FieldErrors } from "./validation";

// Autosave of the CV editor, apart from React so its rules can be tested: a change is saved a
// moment after the typing pauses, as the version after the one the editor holds. Nothing typed is
// lost: a refusal or a failure keeps the draft and says why; the next change, a retry or the
// connection coming back sends it again. Another tab's save first is a conflict the user settles.

/** How long typing may pause before the document is saved. */
export const AUTOSAVE_DELAY_MS = 1200;

/**
 * saved: the server has what is on screen; saving: changes on their way (or about to be);
 * invalid: a field the save would refuse, nothing sent; failed: the save did not get through;
 * conflict: another tab or device saved first, nothing is sent until the user chooses.
 */
export type SaveStatus = "saved" | "saving" | "invalid" | "failed" | "conflict";
export type SaveFailure = "network" | "server" | "too_large" | "fields" | "gone";

export type Draft = { document: JsonResume; name: string };

export type AutosaveState = {
  status: SaveStatus;
  failure: SaveFailure | null;
  /** Field problems: the schema's while they hold the save back, else those of the API's last refusal. */
  errors: FieldErrors;
  /** The version on the server that the next save builds on. */
  version: number;
};

export type AutosaveDeps = {
  save: (input: UpdateCvDocumentInput) => Promise<CvDocument>;
  fetchLatest: () => Promise<CvDocument>;
  /** The problems that keep a draft from being sent: the API's own schema, checked here. */
  validate: (draft: Draft) => FieldErrors;
  /** A document the server now holds (saved, loaded or restored). */
  onSaved?: (document: CvDocument) => void;
  delayMs?: number;
};

/** What a save compares: the name as the server keeps it (trimmed), and the document. */
export const draftKey = ({ document, name }: Draft) => JSON.stringify({ name: name.trim(), document });

const NO_ERRORS: FieldErrors = Object.freeze({}) as FieldErrors;

type Problem = { key: string; failure: SaveFailure | "invalid"; errors: FieldErrors };

function failureOf(error: unknown, fields: FieldErrors): SaveFailure {
  if (Object.keys(fields).length > 0) return "fields";
  if (!(error instanceof ApiError)) return "network";
  if (error.status === 413) return "too_large";
  if (error.status === 404) return "gone";
  return "server";
}

const isConflict = (error: unknown) => error instanceof ApiError && error.code === "version_conflict";

export class Autosave {
  private draft: Draft;
  private saved: { version: number; key: string; name: string };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private saving = false;
  private conflict = false;
  private problem: Problem | null = null;
  private listeners = new Set<() => void>();
  private state: AutosaveState;

  constructor(
    loaded: CvDocument,
    private readonly deps: AutosaveDeps,
  ) {
    this.draft = { document: loaded.document, name: loaded.name };
    this.saved = { version: loaded.version, key: draftKey(this.draft), name: loaded.name };
    this.state = this.compute();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = () => this.state;

  /** The editor's document changed: saved once typing pauses, unless a conflict or the same problem holds it back. */
  edit(draft: Draft) {
    this.draft = draft;
    this.schedule();
    this.publish();
  }

  /** Saves now; true when the server then has what is on screen. */
  async flush(): Promise<boolean> {
    await this.saveNow();
    return !this.dirty();
  }

  retry() {
    void this.saveNow();
  }

  /** After a conflict: the other save's document replaces the draft (what was changed here is dropped). */
  async loadLatest(): Promise<CvDocument> {
    const latest = await this.deps.fetchLatest();
    this.conflict = false;
    this.replace(latest);
    return latest;
  }

  /** After a conflict: the draft is saved over the other save, which stays among the versions. */
  async keepMine(): Promise<void> {
    const latest = await this.deps.fetchLatest();
    this.markSaved(latest);
    this.conflict = false;
    this.problem = null;
    this.publish();
    await this.saveNow();
  }

  /** A document the server answered with (a restored version) becomes the draft, known as saved. */
  replace(document: CvDocument) {
    this.clearTimer();
    this.draft = { document: document.document, name: document.name };
    this.markSaved(document);
    this.problem = null;
    this.publish();
  }

  /** The editor is going away (another page): a save waiting for the typing to pause goes now. */
  dispose() {
    if (!this.timer) return;
    this.clearTimer();
    void this.saveNow();
  }

  private dirty() {
    return draftKey(this.draft) !== this.saved.key;
  }

  private markSaved(document: CvDocument) {
    this.saved = { version: document.version, key: draftKey({ document: document.document, name: document.name }), name: document.name };
    this.deps.onSaved?.(document);
  }

  private heldBack(key: string) {
    return this.conflict || (this.problem !== null && this.problem.key === key);
  }

  private schedule() {
    this.clearTimer();
    if (!this.dirty()) return;
    const key = draftKey(this.draft);
    // Held back by its fields: checked again as they change, and saved once they pass.
    if (this.problem?.failure === "invalid" && this.problem.key !== key) {
      const errors = this.deps.validate(this.draft);
      if (Object.keys(errors).length > 0) this.problem = { key, failure: "invalid", errors };
    }
    if (this.heldBack(key)) return;
    this.timer = setTimeout(() => void this.saveNow(), this.deps.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** One save of the draft as it is now, after any save still on its way. */
  private async saveNow(): Promise<void> {
    this.clearTimer();
    while (this.inFlight) await this.inFlight;
    if (this.conflict) return;
    const draft = this.draft;
    const key = draftKey(draft);
    if (key === this.saved.key) {
      this.problem = null;
      return this.publish();
    }
    const errors = this.deps.validate(draft);
    if (Object.keys(errors).length > 0) {
      this.problem = { key, failure: "invalid", errors };
      return this.publish();
    }
    const name = draft.name.trim();
    const input: UpdateCvDocumentInput = { document: draft.document, expected_version: this.saved.version, ...(name !== this.saved.name ? { name } : {}) };
    this.saving = true;
    this.publish();
    this.inFlight = (async () => {
      try {
        const answer = await this.deps.save(input);
        // Saved as sent: what was typed meanwhile is compared with this, and saved next.
        this.markSaved({ ...answer, document: draft.document });
        this.problem = null;
      } catch (error) {
        if (isConflict(error)) {
          this.conflict = true;
        } else {
          const fields = apiFieldErrors(error);
          this.problem = { key, failure: failureOf(error, fields), errors: fields };
        }
      } finally {
        this.saving = false;
        this.inFlight = null;
      }
    })();
    await this.inFlight;
    this.schedule();
    this.publish();
  }

  private compute(): AutosaveState {
    const key = draftKey(this.draft);
    const dirty = key !== this.saved.key;
    const problem = this.problem;
    const current = problem !== null && problem.key === key;
    const errors = current ? problem.errors : NO_ERRORS;
    const status: SaveStatus = this.conflict
      ? "conflict"
      : this.saving
        ? "saving"
        : !dirty
          ? "saved"
          : current
            ? problem.failure === "invalid"
              ? "invalid"
              : "failed"
            : "saving";
    return { status, failure: current && problem.failure !== "invalid" ? problem.failure : null, errors, version: this.saved.version };
  }

  /** Tells the listeners when what they show changed (not on every keystroke). */
  private publish() {
    const next = this.compute();
    const last = this.state;
    if (next.status === last.status && next.failure === last.failure && next.errors === last.errors && next.version === last.version) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
