import type { Locale } from "@/lib/i18n/locales";
import type { ErrorScreenTexts } from "./error-screen";

/**
 * The error screen's three lines per locale, for global-error.tsx, which renders without the intl
 * provider. Kept apart from the message files (held equal to their ErrorScreen by a test) so no page
 * carries a whole translation file for three lines.
 */
export const ERROR_SCREEN_TEXTS: Readonly<Record<Locale, ErrorScreenTexts>> = {
  de: { title: "Hoppla, ein unerwarteter Fehler ist aufgetreten", refresh: "Seite neu laden", back: "Zurück" },
  en: { title: "Whoops, an unexpected error has occurred", refresh: "Refresh page", back: "Go back" },
  es: { title: "Vaya, se ha producido un error inesperado", refresh: "Recargar la página", back: "Volver" },
  fr: { title: "Oups, une erreur inattendue s’est produite", refresh: "Actualiser la page", back: "Retour" },
  it: { title: "Ops, si è verificato un errore imprevisto", refresh: "Ricarica la pagina", back: "Torna indietro" },
  nl: { title: "Oeps, er is een onverwachte fout opgetreden", refresh: "Pagina vernieuwen", back: "Ga terug" },
  pt: { title: "Ups, ocorreu um erro inesperado", refresh: "Atualizar a página", back: "Voltar" },
};
