import { foldCase } from "@/lib/text/fold";

/**
 * What a message in the roleplay says besides a number, in any of the seven languages: yes to
 * the offer, no to it, or a question about what else there is. Phrases are matched whole on folded
 * text ("nao" for "não"); a trailing * matches the word's start ("benefit*").
 */
export type Intent = "accept" | "refuse" | "benefits";

// A clear no, checked before any yes: "I can't accept" holds "accept", "nicht einverstanden" holds "einverstanden".
const CLEAR_NO = [
  // en
  "can't accept", "cannot accept", "can not accept", "won't accept", "not accept*", "don't accept", "no deal", "not enough", "too low",
  "decline", "reject*", "walk away", "not interested", "not happy", "doesn't work", "does not work",
  // de
  "nicht einverstanden", "nicht annehmen", "nicht akzeptieren", "kann ich nicht", "zu niedrig", "zu wenig", "nicht genug", "ablehnen", "lehne ab",
  // es
  "no acepto", "no puedo aceptar", "no es suficiente", "muy bajo", "demasiado bajo", "insuficiente", "rechazo", "no me convence",
  // fr
  "n'accepte pas", "ne peux pas accepter", "pas d'accord", "pas assez", "trop bas", "trop faible", "insuffisant*", "je refuse", "je decline",
  // it
  "non accetto", "non posso accettare", "non sono d'accordo", "non basta", "troppo basso", "insufficiente", "rifiuto",
  // pt
  "nao aceito", "nao posso aceitar", "nao concordo", "nao e suficiente", "muito baixo", "insuficiente", "recuso",
  // nl
  "niet akkoord", "niet accepteren", "kan niet akkoord", "niet genoeg", "te laag", "onvoldoende", "ik weiger", "afwijzen", "wijs af",
];

const YES = [
  // en
  "i accept", "accept*", "deal", "it's a deal", "agreed", "i agree", "sounds good", "i'll take it", "works for me", "let's do it", "yes", "ok", "okay",
  // de
  "ich nehme an", "nehme das angebot an", "angenommen", "einverstanden", "abgemacht", "akzeptiere", "passt", "klingt gut", "ja",
  // es
  "acepto", "aceptado", "trato hecho", "de acuerdo", "me parece bien", "hecho", "vale", "perfecto",
  // fr
  "j'accepte", "accepte", "d'accord", "marche conclu", "ca me va", "ca marche", "entendu", "parfait", "oui",
  // it
  "accetto", "accettato", "d'accordo", "affare fatto", "va bene", "perfetto", "ci sto",
  // pt
  "aceito", "aceitamos", "fechado", "negocio fechado", "de acordo", "combinado", "esta bem", "perfeito", "sim",
  // nl
  "ik accepteer", "accepteer", "akkoord", "afgesproken", "prima", "klinkt goed", "ik ga akkoord", "ja",
];

// A bare no, read only when nothing says yes: "no problem, I accept" is a yes.
const BARE_NO = ["no", "nope", "nein", "non", "nao", "nee", "niet"];

const BENEFITS = [
  // en
  "benefit*", "perk*", "bonus*", "signing", "sign-on", "equity", "stock*", "shares", "vacation", "holiday*", "pto", "remote", "home office",
  "training", "learning budget", "start date", "relocation", "pension", "anything else", "what else",
  // de
  "zusatzleistung*", "benefits", "antrittspramie", "startpramie", "pramie", "urlaub*", "homeoffice", "mobiles arbeiten", "weiterbildung*",
  "fortbildung*", "startdatum", "eintrittsdatum", "aktien", "umzug*", "altersvorsorge", "sonst noch",
  // es
  "beneficios", "prestaciones", "bono", "prima", "vacaciones", "teletrabajo", "remoto", "formacion", "fecha de inicio", "acciones",
  "reubicacion", "que mas",
  // fr
  "avantages", "prime", "conges", "vacances", "teletravail", "formation", "date de debut", "date de demarrage", "actions", "demenagement",
  "quoi d'autre",
  // it
  "vantaggi", "premio", "ferie", "smart working", "da remoto", "formazione", "data di inizio", "azioni", "trasferimento", "cos'altro",
  // pt
  "beneficios", "bonus", "premio", "ferias", "teletrabalho", "remoto", "formacao", "treinamento", "data de inicio", "acoes", "relocalizacao",
  "que mais",
  // nl
  "secundaire arbeidsvoorwaarden", "voordelen", "tekenbonus", "vakantie*", "thuiswerk*", "opleiding*", "trainingsbudget", "startdatum",
  "aandelen", "verhuiz*", "wat nog meer",
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function matcher(phrases: string[]): RegExp {
  const alternatives = phrases.map((phrase) => {
    const folded = foldCase(phrase);
    return folded.endsWith("*") ? escape(folded.slice(0, -1)) : `${escape(folded)}(?![\\p{L}\\p{N}])`;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})`, "u");
}

const CLEAR_NO_PATTERN = matcher(CLEAR_NO);
const YES_PATTERN = matcher(YES);
const BARE_NO_PATTERN = matcher(BARE_NO);
const BENEFITS_PATTERN = matcher(BENEFITS);

/**
 * The message's intent. A question naming a benefit asks about it ("too low; what about a signing
 * bonus?"); a clear no wins over a yes; a benefit named in a yes ("deal, with the signing bonus")
 * does not undo it.
 */
export function intentOf(text: string): Intent | null {
  const folded = foldCase(text);
  const benefits = BENEFITS_PATTERN.test(folded);
  if (benefits && folded.includes("?")) return "benefits";
  if (CLEAR_NO_PATTERN.test(folded)) return "refuse";
  if (YES_PATTERN.test(folded)) return "accept";
  if (benefits) return "benefits";
  if (BARE_NO_PATTERN.test(folded)) return "refuse";
  return null;
}
