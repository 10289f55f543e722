import { fold } from "./text";

/**
 * Phrases that say the employer will not sponsor a visa or work permit, in English, German, French,
 * Dutch, Spanish, Italian and Portuguese, matched on folded text (lower case, no accents or punctuation).
 */
const NO_SPONSORSHIP: RegExp[] = [
  // English
  /\b(not|unable|cannot|can t|can not|won t|will not|don t|do not|does not|doesn t|are not able|is not able|aren t able|isn t able|not be able|no longer) (to )?(currently )?(able to )?(offer|provide|sponsor|support|consider)( any)?( visa| work visa| immigration| employment visa| work permit| h 1b| h1b)*( sponsorship| sponsorships| sponsoring)?\b/,
  /\b(no|without)( the need for)?( any)?( current or future)?( visa| work visa| immigration| employment| h 1b| h1b)* sponsorship\b/,
  /\bsponsorship (is|will|would|can)( not|n t)( be)? (available|provided|offered|possible|considered)\b/,
  /\bsponsorship not (available|provided|offered|possible)\b/,
  /\bnot (eligible|available) for (visa |immigration )?sponsorship\b/,
  /\b(unable|not able|cannot|can t|will not|won t|do not|don t) sponsor\b/,
  /\bnow or in the future require (visa )?sponsorship\b/,
  // German
  /\b(kein|keine|keinen) (visa|visum|visa sponsoring|visum sponsoring|visa sponsorship|visumsponsoring|visasponsoring|sponsoring|sponsorship|unterstutzung bei (der |dem )?(visa|visum|arbeitserlaubnis|aufenthaltstitel))/,
  /\b(visa|visum) ?(sponsoring|sponsorship|unterstutzung) (ist |sind |wird )?(leider )?(nicht|kein) /,
  /\bkonnen (leider )?(kein|keine|keinen) (visa|visum|arbeitserlaubnis|sponsoring)/,
  /\bohne (visa |visum )?(sponsoring|sponsorship)\b/,
  // French
  /\b(pas|aucun|aucune) (de )?(sponsoring|sponsorisation|parrainage) (de )?(visa|visas)\b/,
  /\bne (pouvons|pourrons|proposons|sommes) pas (en mesure de )?(sponsoriser|parrainer|proposer de sponsoring|offrir de sponsoring|de sponsoring)\b/,
  // Dutch
  /\b(geen) (visum|visa|visumsponsoring|visa sponsoring|sponsoring|sponsorship)\b/,
  /\bkunnen (helaas )?geen (visum|visa|werkvergunning|sponsoring)/,
  // Spanish, Italian, Portuguese
  /\bno (ofrecemos|podemos ofrecer|proporcionamos) (el |un )?patrocinio (de )?(visa|visado)\b/,
  /\bsin patrocinio (de )?(visa|visado)\b/,
  /\bnon (offriamo|possiamo offrire|forniamo) (la )?sponsorizzazione (del |di )?(visto|visti)\b/,
  /\bnao (oferecemos|podemos oferecer|fornecemos) (patrocinio|sponsorship) (de )?(visto|vistos)\b/,
];

/** True when the posting says it offers no visa sponsorship ("We are unable to sponsor visas", "Kein Visum-Sponsoring"…). */
/** "No sponsorship is needed for EU citizens": who needs none, not a refusal to the others. */
const NOT_NEEDED = /\b(no|without)( visa| work visa| immigration)* sponsorship (is |will be )?(needed|required|necessary) (for|by)\b/g;

export function offersNoSponsorship(text: string | null | undefined): boolean {
  if (!text) return false;
  const folded = fold(text).replace(NOT_NEEDED, " ");
  return NO_SPONSORSHIP.some((pattern) => pattern.test(folded));
}
