import type { AppDeps } from "../deps";

/**
 * How long an answer to "is this sign-in still live?" is reused. A page render makes several
 * authenticated calls with one token, and each re-read the refresh-token family. Sign-outs made
 * by this process drop the answer at once; one made by another process (the standalone API, a
 * script) is seen within this long, still far sooner than the access token's 15 minutes.
 */
export const LIVENESS_TTL_MS = 5_000;
/** Bounded: beyond this many sign-ins the oldest answers are dropped (they are re-read on demand). */
export const LIVENESS_MAX_ENTRIES = 10_000;

type Answer = { live: boolean; userId: string; expiresAt: number };
type Store = {
  answers: Map<string, Answer>;
  /** Bumped by every sign-out: a check that started before one does not store what it read. */
  generation: number;
};

// One store per database, so test files with their own databases never see each other's sign-ins.
const stores = new WeakMap<object, Store>();

function storeOf(deps: AppDeps): Store {
  let store = stores.get(deps.db);
  if (!store) {
    store = { answers: new Map(), generation: 0 };
    stores.set(deps.db, store);
  }
  return store;
}

/** Whether the sign-in `sessionId` of `userId` is live: a recent answer, else `check()`'s, kept for LIVENESS_TTL_MS. */
export async function cachedLiveness(deps: AppDeps, sessionId: string, userId: string, check: () => Promise<boolean>): Promise<boolean> {
  const store = storeOf(deps);
  const now = deps.now().getTime();
  const known = store.answers.get(sessionId);
  if (known && known.userId === userId && known.expiresAt > now) return known.live;
  const generation = store.generation;
  const live = await check();
  if (store.generation === generation) {
    // Re-inserted at the end, so the first entry is always the oldest one.
    store.answers.delete(sessionId);
    if (store.answers.size >= LIVENESS_MAX_ENTRIES) store.answers.delete(store.answers.keys().next().value!);
    store.answers.set(sessionId, { live, userId, expiresAt: now + LIVENESS_TTL_MS });
  }
  return live;
}

/** Forgets the answers for these sign-ins: call after signing them out. */
export function forgetSessions(deps: AppDeps, sessionIds: Iterable<string>) {
  const store = storeOf(deps);
  store.generation += 1;
  for (const id of sessionIds) store.answers.delete(id);
}

/** Forgets the answers for every sign-in of the user: call after signing them all out or deleting the account. */
export function forgetUserSessions(deps: AppDeps, userId: string) {
  const store = storeOf(deps);
  store.generation += 1;
  for (const [id, answer] of store.answers) if (answer.userId === userId) store.answers.delete(id);
}
