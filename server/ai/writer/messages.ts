import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import it from "./locales/it.json";
import nl from "./locales/nl.json";
import pt from "./locales/pt.json";

export type WriterMessages = typeof en;

/** The writer's own wording, by locale: answers in the applicant's voice, and what the user is told. */
export const WRITER_MESSAGES: Record<Locale, WriterMessages> = { en, de, es, fr, it, pt, nl };

/** Answers, written as the applicant, in the question's language. */
export const answerTranslator = (locale: Locale) => createTranslator({ locale, messages: WRITER_MESSAGES[locale], namespace: "answer" });

/** What the user reads when the writer cannot answer for them, in the user's language. */
export const needsTranslator = (locale: Locale) => createTranslator({ locale, messages: WRITER_MESSAGES[locale], namespace: "needs" });

/** "React, TypeScript and Node.js" in the locale's words. */
export const listOf = (locale: Locale, items: string[]) => new Intl.ListFormat(locale, { type: "conjunction", style: "long" }).format(items);
