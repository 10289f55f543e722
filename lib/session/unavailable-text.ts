import type { Locale } from "@/lib/i18n/locales";

/**
 * The one sentence the Edge middleware shows when the backend cannot be reached, per locale.
 * Kept apart from the message files (the same text as their Errors.serviceUnavailable, held equal
 * by a test) so the middleware bundle does not carry every translation for one line.
 */
export const SERVICE_UNAVAILABLE_TEXT: Readonly<Record<Locale, string>> = {
  de: "Der Dienst antwortet gerade nicht. Bitte versuche es gleich noch einmal.",
  en: "The service is not responding right now. Please try again in a moment.",
  es: "El servicio no responde en este momento. Vuelve a intentarlo en unos instantes.",
  fr: "Le service ne répond pas pour le moment. Veuillez réessayer dans un instant.",
  it: "Il servizio non risponde in questo momento. Riprova tra poco.",
  nl: "De dienst reageert op dit moment niet. Probeer het zo meteen opnieuw.",
  pt: "O serviço não está a responder neste momento. Tente novamente daqui a pouco.",
};
