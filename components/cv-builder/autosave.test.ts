import { ApiError } from "@/lib/api/request";
import type { CvDocument, JsonResume, UpdateCvDocumentInput } from "@/lib/contracts/cv-document";
import { AUTOSAVE_DELAY_MS, Autosave, type AutosaveDeps, type Draft } from "./autosave";
import { documentErrors } from "./validation";

const META: JsonResume["meta"] = { template: "classic", paper: "a4", locale: "en", section_order: [] };

const loadedAt = (version: number, basics: JsonResume["basics"] = { name: "Ada Lovelace" }, name = "Analyst CV"): CvDocument => ({
  id: "00000000-0000-4000-8000-000000000001",
  name,
  source: "empty",
  resume_id: null,
  tailored_for: null,
  version,
  created_at: "2026-05-01T09:00:00.000Z",
  updated_at: "2026-05-01T09:00:00.000Z",
  document: { basics, meta: META },
});

const draftOf = (basics: JsonResume["basics"], name = "Analyst CV"): Draft => ({ document: { basics, meta: META }, name });

/** A server that answers saves with the next version, or with what `next` says once. */
function fakeServer(start: CvDocument) {
  const sent: UpdateCvDocumentInput[] = [];
  let current = start;
  let next: ((input: UpdateCvDocumentInput) => Promise<CvDocument>) | null = null;
  const deps: AutosaveDeps = {
    save: async (input) => {
      sent.push(input);
      if (next) {
        const answer = next;
        next = null;
        current = await answer(input);
        return current;
      }
      current = { ...current, version: current.version + 1, document: input.document, name: input.name ?? current.name };
      return current;
    },
    fetchLatest: async () => current,
    validate: (draft) => documentErrors(draft.document, draft.name),
    onSaved: jest.fn(),
  };
  return {
    deps,
    sent,
    once: (answer: (input: UpdateCvDocumentInput) => Promise<CvDocument>) => {
      next = answer;
    },
    /** Another tab saved: the server is a version ahead. */
    savedElsewhere: (basics: JsonResume["basics"]) => {
      current = { ...current, version: current.version + 1, document: { basics, meta: META } };
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("Autosave", () => {
  it("saves once typing pauses, as the version after the loaded one", async () => {
    const server = fakeServer(loadedAt(3));
    const autosave = new Autosave(loadedAt(3), server.deps);
    expect(autosave.getState()).toMatchObject({ status: "saved", version: 3 });

    autosave.edit(draftOf({ name: "Ada" }));
    autosave.edit(draftOf({ name: "Ada L" }));
    expect(autosave.getState().status).toBe("saving");
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(server.sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);

    expect(server.sent).toEqual([{ document: { basics: { name: "Ada L" }, meta: META }, expected_version: 3 }]);
    expect(autosave.getState()).toEqual({ status: "saved", failure: null, errors: {}, version: 4 });
    expect(server.deps.onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
  });

  it("sends what was typed during a save next, on the version that save made", async () => {
    const server = fakeServer(loadedAt(1));
    const autosave = new Autosave(loadedAt(1), server.deps);
    let finish!: () => void;
    server.once((input) => new Promise((resolve) => (finish = () => resolve({ ...loadedAt(2), document: input.document }))));

    autosave.edit(draftOf({ name: "First" }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    autosave.edit(draftOf({ name: "Second" }));
    expect(autosave.getState().status).toBe("saving");
    finish();
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);

    expect(server.sent.map((input) => [input.document.basics?.name, input.expected_version])).toEqual([
      ["First", 1],
      ["Second", 2],
    ]);
    expect(autosave.getState()).toMatchObject({ status: "saved", version: 3 });
  });

  it("sends the name only when it changed, trimmed as the server keeps it", async () => {
    const server = fakeServer(loadedAt(1));
    const autosave = new Autosave(loadedAt(1), server.deps);
    autosave.edit(draftOf({ name: "Ada Lovelace" }, "  Data roles  "));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    autosave.edit(draftOf({ name: "Ada" }, "Data roles"));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.sent.map((input) => input.name)).toEqual(["Data roles", undefined]);
  });

  it("holds back a draft the API would refuse, says where, and saves it once fixed", async () => {
    const server = fakeServer(loadedAt(1));
    const autosave = new Autosave(loadedAt(1), server.deps);
    const work = (startDate: string) => ({ basics: { name: "Ada" }, work: [{ name: "Analytical Engines", startDate }], meta: META });

    autosave.edit({ document: work("20"), name: "Analyst CV" });
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.sent).toHaveLength(0);
    expect(autosave.getState()).toMatchObject({ status: "invalid", errors: { "work.0.startDate": "cv_date_invalid" } });

    // Still wrong while typing: still held back, no request.
    autosave.edit({ document: work("202"), name: "Analyst CV" });
    expect(autosave.getState().status).toBe("invalid");
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(server.sent).toHaveLength(0);

    autosave.edit({ document: work("2021"), name: "Analyst CV" });
    expect(autosave.getState()).toMatchObject({ status: "saving", errors: {} });
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.sent).toHaveLength(1);
    expect(autosave.getState().status).toBe("saved");
  });

  it("keeps the draft when a save fails, does not loop, and sends it again on retry or on the next change", async () => {
    const server = fakeServer(loadedAt(1));
    const autosave = new Autosave(loadedAt(1), server.deps);
    server.once(() => Promise.reject(new TypeError("Failed to fetch")));

    autosave.edit(draftOf({ name: "Offline edit" }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getState()).toMatchObject({ status: "failed", failure: "network" });
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 10);
    expect(server.sent).toHaveLength(1);

    autosave.retry();
    await jest.advanceTimersByTimeAsync(0);
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]!.document.basics?.name).toBe("Offline edit");
    expect(autosave.getState()).toMatchObject({ status: "saved", version: 2 });

    server.once(() => Promise.reject(new ApiError(500, { error: { code: "internal_error", message: "Something went wrong." } })));
    autosave.edit(draftOf({ name: "Next edit" }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getState()).toMatchObject({ status: "failed", failure: "server" });
    autosave.edit(draftOf({ name: "Next edit, again" }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getState()).toMatchObject({ status: "saved", version: 3 });
  });

  it("shows the API's field problems where the editor shows them", async () => {
    const server = fakeServer(loadedAt(1));
    const autosave = new Autosave(loadedAt(1), server.deps);
    server.once(() =>
      Promise.reject(new ApiError(400, { error: { code: "validation_error", message: "Some fields are invalid.", fields: { "document.basics.email": { code: "email_invalid", message: "x" } } } })),
    );
    autosave.edit(draftOf({ name: "Ada", email: "ada@example.com" }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getState()).toMatchObject({ status: "failed", failure: "fields", errors: { "basics.email": "email_invalid" } });
  });

  it("stops at a conflict: nothing is sent until the user keeps the draft (saved over the other) or loads the other", async () => {
    const server = fakeServer(loadedAt(1));
    const autosave = new Autosave(loadedAt(1), server.deps);
    server.savedElsewhere({ name: "From the other tab" });
    server.once(() => Promise.reject(new ApiError(409, { error: { code: "version_conflict", message: "Saved elsewhere." } })));

    autosave.edit(draftOf({ name: "Mine" }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getState().status).toBe("conflict");
    autosave.edit(draftOf({ name: "Mine, more" }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(server.sent).toHaveLength(1);
    expect(await autosave.flush()).toBe(false);

    await autosave.keepMine();
    expect(server.sent.at(-1)).toMatchObject({ expected_version: 2, document: { basics: { name: "Mine, more" } } });
    expect(autosave.getState()).toMatchObject({ status: "saved", version: 3 });

    server.savedElsewhere({ name: "The other tab again" });
    server.once(() => Promise.reject(new ApiError(409, { error: { code: "version_conflict", message: "Saved elsewhere." } })));
    autosave.edit(draftOf({ name: "Mine, lost" }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    const latest = await autosave.loadLatest();
    expect(latest.document.basics?.name).toBe("The other tab again");
    expect(autosave.getState()).toMatchObject({ status: "saved", version: 4 });
  });

  it("flushes at once, true once the server has the draft; false while a field holds it back", async () => {
    const server = fakeServer(loadedAt(5));
    const autosave = new Autosave(loadedAt(5), server.deps);
    autosave.edit(draftOf({ name: "Before leaving" }));
    expect(await autosave.flush()).toBe(true);
    expect(server.sent).toHaveLength(1);

    autosave.edit(draftOf({ name: "Before leaving", url: "ftp://example.com" }));
    expect(await autosave.flush()).toBe(false);
    expect(autosave.getState()).toMatchObject({ status: "invalid", errors: { "basics.url": "url_invalid" } });
  });

  it("takes a restored version as the draft and as saved", () => {
    const server = fakeServer(loadedAt(7));
    const autosave = new Autosave(loadedAt(7), server.deps);
    autosave.edit(draftOf({ name: "Typed" }));
    autosave.replace(loadedAt(9, { name: "Restored" }));
    expect(autosave.getState()).toMatchObject({ status: "saved", version: 9 });
    autosave.edit(draftOf({ name: "Restored" }));
    expect(autosave.getState().status).toBe("saved");
  });

  it("sends a waiting save at once when the editor goes away, and nothing when there is none", async () => {
    const server = fakeServer(loadedAt(1));
    const autosave = new Autosave(loadedAt(1), server.deps);
    autosave.dispose();
    autosave.edit(draftOf({ name: "Typed, then left" }));
    autosave.dispose();
    await jest.advanceTimersByTimeAsync(0);
    expect(server.sent.map((input) => input.document.basics?.name)).toEqual(["Typed, then left"]);
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(server.sent).toHaveLength(1);
  });

  it("tells its listeners when what it shows changes, not on every keystroke", async () => {
    const server = fakeServer(loadedAt(1));
    const autosave = new Autosave(loadedAt(1), server.deps);
    const seen: string[] = [];
    const stop = autosave.subscribe(() => seen.push(autosave.getState().status));
    autosave.edit(draftOf({ name: "A" }));
    autosave.edit(draftOf({ name: "Ad" }));
    autosave.edit(draftOf({ name: "Ada" }));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    stop();
    autosave.edit(draftOf({ name: "Ada, unheard" }));
    expect(seen).toEqual(["saving", "saved"]);
    expect(autosave.getState().status).toBe("saving");
  });
});
