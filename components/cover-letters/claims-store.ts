import type { ClaimValue } from "@/lib/contracts/assistant";

// What a model's draft named that nothing on file supports comes only with the answer that wrote
// the letter; the result page opens after it. Kept for the browser tab's session, per letter, so
// the notice is there on arrival and after a reload.

const PREFIX = "cover-letter-claims:";
const CLAIM_KINDS = new Set<string>(["skill", "number", "degree", "employer"]);

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const browserStore = (): Store | null => {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off: the notice then shows only with the answer itself.
    return null;
  }
};

const isClaim = (value: unknown): value is ClaimValue =>
  typeof value === "object" && value !== null && CLAIM_KINDS.has((value as ClaimValue).kind) && typeof (value as ClaimValue).value === "string";

export function rememberClaims(letterId: string, claims: readonly ClaimValue[], store: Store | null = browserStore()) {
  if (!store) return;
  try {
    if (claims.length === 0) store.removeItem(PREFIX + letterId);
    else store.setItem(PREFIX + letterId, JSON.stringify(claims));
  } catch {
    // A full storage loses the notice after a reload, nothing more.
  }
}

export function recalledClaims(letterId: string, store: Store | null = browserStore()): ClaimValue[] {
  const stored = store?.getItem(PREFIX + letterId);
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isClaim) : [];
  } catch {
    return [];
  }
}

export const forgetClaims = (letterId: string, store: Store | null = browserStore()) => store?.removeItem(PREFIX + letterId);
