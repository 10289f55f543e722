import type { RemoteType } from "../types";
import { fold } from "./text";

// Many postings leave the work mode out of their fields and say it in the text. Only phrases that
// cannot be read two ways count; a text naming both hybrid and on-site work is hybrid ("on site
// three days a week").

const HYBRID = [
  /\bhybrid (role|position|working|work|model|setup|set up|arrangement)\b/,
  /\b(two|three|four|2|3|4) days (a|per|each) week (in|at) (the|our) (office|studio|site)\b/,
  /\b(hybrid|hybride|hibrido|ibrido) (arbeiten|werken|stelle|functie|rol|poste|trabajo|modalidad|lavoro)\b/,
  /\b(teilweise|gedeeltelijk) (remote|homeoffice|thuis)\b/,
  /\b(en|in) (mode|modalidad|modalita|regime) (hybride|hibrida|ibrida)\b/,
];
const ONSITE = [
  /\b(fully|100|100 percent|entirely|strictly) (on site|onsite|in office|office based)\b/,
  /\b(on site|onsite|in the office|in our office|in our studio|at our office) (five|5) days (a|per) week\b/,
  /\b(this|the) (role|position|job) is (not remote|not a remote|on site|onsite|office based)\b/,
  /\bno (remote|home office|homeoffice) (work|working|option|possible)\b/,
  /\b(100|vollstandig|ausschliesslich) (vor ort|im buro)\b/,
  /\b(100|entierement) (sur site|en presentiel|presentiel)\b/,
  /\b(100|totalmente|completamente) presencial\b/,
  /\b(100|completamente|interamente) in (sede|presenza)\b/,
  /\b(100|volledig) op (kantoor|locatie)\b/,
];

/** The work mode the text states, or null when it says nothing clear. */
export function workModeFromText(text: string | null | undefined): Exclude<RemoteType, "remote" | "unknown"> | null {
  if (!text) return null;
  const folded = fold(text.slice(0, 30_000));
  if (HYBRID.some((pattern) => pattern.test(folded))) return "hybrid";
  if (ONSITE.some((pattern) => pattern.test(folded))) return "onsite";
  return null;
}
