import type { EmploymentType, Seniority } from "../types";
import { fold } from "./text";

/** Folded words, as the sources and postings write them in our languages → employment type. Checked in order. */
const EMPLOYMENT_PATTERNS: [RegExp, EmploymentType][] = [
  [/\b(intern|internship|praktikum|praktikant(in)?|stage|stagiaire|stagiair|practicas|becario|becaria|tirocinio|estagio|trainee|apprentice(ship)?|ausbildung|azubi|alternance|alternant|werkstudent(in)?|working student|student job)\b/, "internship"],
  [/\b(freelance|freelancer|freiberuflich|freie mitarbeit|self employed|autonomo|zzp)\b/, "freelance"],
  [/\b(contract|contractor|contracting|b2b|vertrag auf zeit|contrato|contratto|interim|consultant contract|1099|c2c)\b/, "contract"],
  [/\b(temporary|temp|fixed term|befristet|cdd|seasonal|saisonal|aushilfe|tijdelijk)\b/, "temporary"],
  [/\b(part time|parttime|teilzeit|temps partiel|tiempo parcial|media jornada|part time job|deeltijd|tempo parziale|meio periodo|minijob)\b/, "part_time"],
  [/\b(full time|fulltime|vollzeit|permanent|festanstellung|unbefristet|cdi|indefinido|temps plein|tiempo completo|jornada completa|tempo pieno|indeterminato|voltijd|tempo integral|regular|salaried|berufserfahren)\b/, "full_time"],
];

/** Maps a source's employment label ("Full-time", "FullTime", "fulltime_permanent", "Vollzeit", "CDI"…) to ours. */
export function parseEmploymentType(...labels: (string | null | undefined)[]): EmploymentType | null {
  for (const label of labels) {
    if (!label) continue;
    // "FullTime" → "full time" before folding.
    const text = ` ${fold(label.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " "))} `;
    for (const [pattern, type] of EMPLOYMENT_PATTERNS) if (pattern.test(text)) return type;
  }
  return null;
}

/** Title words → seniority, most specific first. */
const SENIORITY_PATTERNS: [RegExp, Seniority][] = [
  [/\b(intern|internship|praktikum|praktikant(in)?|werkstudent(in)?|working student|stagiaire|stage|stagiair|becario|becaria|practicas|tirocinio|tirocinante|estagio|estagiario|apprentice|azubi|ausbildung|alternance|alternant|trainee|leerling|bbl)\b/, "intern"],
  [/\b(head of|vp|svp|evp|vice president|chief|cto|ceo|cfo|coo|cmo|cpo|ciso|director|directeur|directrice|director a|direttore|directeur rice|bereichsleiter(in)?|abteilungsleiter(in)?|leiter(in)?|leitung|geschaftsfuhrer(in)?|managing director|general manager)\b/, "executive"],
  [/\b(principal|distinguished|fellow)\b/, "principal"],
  [/\b(staff|lead|tech lead|team lead|teamlead|teamleiter(in)?|teamleitung|lider|responsable d equipe|team leader)\b/, "lead"],
  [/\b(senior|sr|snr|sen|senior level|confirme|confirmee|experimente|experimentee|iii|iv|erfahren)\b/, "senior"],
  [/\b(junior|jr|entry level|entry|graduate|grad|new grad|berufseinsteiger(in)?|einsteiger(in)?|debutant|debutante|junior level|i|associate)\b/, "junior"],
  [/\b(mid level|mid|midlevel|medior|intermediate|ii)\b/, "mid"],
];

/** Phrases that look like seniority but are not ("Lead Generation Manager"). */
const FALSE_SENIORITY = /\b(lead generation|lead gen|leads|staff accountant|staffing|mid market|mid size|mid sized)\b/g;

/** Seniority from the title ("Senior", "Sr.", "Lead", "Principal", "Junior", "Intern", "Werkstudent", "Head of"…), else the source's level. */
export function detectSeniority(title: string, ...levelHints: (string | null | undefined)[]): Seniority | null {
  const text = ` ${fold(title).replace(FALSE_SENIORITY, " ")} `;
  for (const [pattern, seniority] of SENIORITY_PATTERNS) {
    if (pattern.test(text)) return seniority;
  }
  for (const hint of levelHints) {
    const level = hint ? seniorityFromLevel(hint) : null;
    if (level) return level;
  }
  return null;
}

/** The level vocabularies of SmartRecruiters (experienceLevel.id) and Recruitee (experience_code), and plain labels. */
function seniorityFromLevel(label: string): Seniority | null {
  const text = fold(label.replace(/_/g, " "));
  if (/\b(internship|intern|student|student college)\b/.test(text)) return "intern";
  if (/\b(executive|director|senior manager)\b/.test(text)) return "executive";
  if (/\b(mid senior|senior|experienced|manager)\b/.test(text)) return "senior";
  if (/\b(mid level|mid|associate)\b/.test(text)) return "mid";
  if (/\b(entry level|entry|junior|graduate)\b/.test(text)) return "junior";
  return null;
}
