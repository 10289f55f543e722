import { createTranslator } from "use-intl/core";
import type { PrefillNote, PrefillNoteCode } from "@/lib/contracts/cv-document";
import type { Locale } from "@/lib/i18n/locales";
import type { SectionKey } from "../cv/sections";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import it from "./locales/it.json";
import nl from "./locales/nl.json";
import pt from "./locales/pt.json";

export type CvBuilderMessages = typeof en;
export const MESSAGES: Record<Locale, CvBuilderMessages> = { en, de, es, fr, it, pt, nl };

/** A note before it is put into words: what it concerns, in the document and in the CV. */
export type NoteFact =
  | { code: "no_sections" | "no_name"; path: null; lines: [] }
  | { code: "unplaced_lines"; path: string; lines: string[]; section: SectionKey | null }
  | { code: "unplaced_lines" | "entry_without_dates" | "entry_guessed"; path: string; lines: string[]; entry: string; kind: "work" | "education" | "other" };

/** The notes in the user's language. */
export function describeNotes(facts: NoteFact[], locale: Locale): PrefillNote[] {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "notes" });
  const sections = createTranslator({ locale, messages: MESSAGES[locale], namespace: "sections" });
  return facts.map((fact) => {
    const note = (code: PrefillNoteCode, message: string): PrefillNote => ({ code, path: fact.path, lines: fact.lines, message });
    if (fact.code === "no_sections" || fact.code === "no_name") return note(fact.code, t(fact.code));
    if ("entry" in fact) {
      if (fact.code === "unplaced_lines") return note(fact.code, t("unplaced_entry", { count: fact.lines.length, entry: fact.entry }));
      if (fact.code === "entry_guessed") return note(fact.code, t("entry_guessed", { entry: fact.entry, kind: fact.kind }));
      return note(fact.code, t("entry_without_dates", { entry: fact.entry }));
    }
    const section = "section" in fact ? fact.section : null;
    if (section === null) return note("unplaced_lines", t("unplaced_header", { count: fact.lines.length }));
    return note("unplaced_lines", t("unplaced_section", { count: fact.lines.length, section: sections(section) }));
  });
}
