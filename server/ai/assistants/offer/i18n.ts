import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import en from "./locales/en.json";
import de from "./locales/de.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import it from "./locales/it.json";
import pt from "./locales/pt.json";
import nl from "./locales/nl.json";

export type OfferMessages = typeof en;

/** Every locale has the English file's keys: a missing one fails the type-check, and a test checks none is empty. */
export const OFFER_MESSAGES: Record<Locale, OfferMessages> = { en, de, es, fr, it, pt, nl };

export const offerTranslator = (locale: Locale) => createTranslator({ locale, messages: OFFER_MESSAGES[locale] });
export type OfferTranslator = ReturnType<typeof offerTranslator>;
