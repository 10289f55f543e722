export type ReviewAction = "next" | "previous" | "approve" | "reject" | "select" | "help";

const KEYS: Record<string, ReviewAction> = { j: "next", k: "previous", a: "approve", r: "reject", x: "select", "?": "help" };

/** Inputs that take no typed text: a shortcut still works while one of them has the focus. */
const NOT_TYPED = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image"]);

type TargetLike = { tagName?: string; type?: string; isContentEditable?: boolean } | null | undefined;

/** Whether keys pressed now are someone typing (a text field, a select, editable content). */
export function isTypingTarget(target: TargetLike): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  return tag === "INPUT" && !NOT_TYPED.has((target.type ?? "text").toLowerCase());
}

/** The review action a key press asks for, or null: never while typing, never with Ctrl, Cmd or Alt. */
export function reviewShortcut(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; target?: TargetLike }): ReviewAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  return KEYS[event.key] ?? KEYS[event.key.toLowerCase()] ?? null;
}
