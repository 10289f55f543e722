import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import it from "./locales/it.json";
import nl from "./locales/nl.json";
import pt from "./locales/pt.json";

export type RenderMessages = typeof en;
export const RENDER_MESSAGES: Record<Locale, RenderMessages> = { en, de, es, fr, it, pt, nl };

/** The text a template writes in the document's language: headings, "Present", labels. */
export const documentTranslator = (locale: Locale) => createTranslator({ locale, messages: RENDER_MESSAGES[locale] });

/** The ATS check's advice, in the user's language. */
export const adviceTranslator = (locale: Locale) => createTranslator({ locale, messages: RENDER_MESSAGES[locale], namespace: "ats" });
