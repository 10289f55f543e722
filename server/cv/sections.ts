import { fold, isBulletLine } from "./text";

export const SECTION_KEYS = [
  "summary", "experience", "education", "skills", "languages", "projects", "certifications",
  "awards", "publications", "volunteering", "interests", "references", "contact",
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** Headings as people write them in en, de, fr, es, it, pt and nl (compared after `fold`). */
const HEADINGS: Record<SectionKey, string[]> = {
  summary: [
    "summary", "professional summary", "career summary", "executive summary", "profile", "professional profile",
    "personal profile", "about me", "about", "objective", "career objective", "personal statement", "overview",
    "profil", "kurzprofil", "uber mich", "zusammenfassung", "berufsprofil", "personliches profil", "karriereziel",
    "profil professionnel", "a propos", "a propos de moi", "objectif", "objectif professionnel", "presentation",
    "perfil", "perfil profesional", "resumen", "resumen profesional", "sobre mi", "acerca de mi", "objetivo",
    "objetivo profesional", "profilo", "profilo professionale", "sommario", "chi sono", "obiettivo",
    "obiettivo professionale", "perfil profissional", "resumo", "resumo profissional", "sobre mim",
    "objetivo profissional", "profiel", "persoonlijk profiel", "samenvatting", "over mij", "doelstelling",
  ],
  experience: [
    "experience", "work experience", "professional experience", "relevant experience", "employment",
    "employment history", "work history", "career history", "career", "professional background", "internships",
    "berufserfahrung", "erfahrung", "berufliche erfahrung", "beruflicher werdegang", "werdegang", "berufspraxis",
    "praktische erfahrung", "berufliche laufbahn", "arbeitserfahrung", "praxiserfahrung", "praktika",
    "experiences", "experience professionnelle", "experiences professionnelles", "parcours professionnel",
    "historique professionnel", "stages", "experiencia", "experiencia laboral", "experiencia profesional",
    "trayectoria profesional", "historial laboral", "practicas", "esperienza", "esperienze", "esperienza lavorativa",
    "esperienze lavorative", "esperienza professionale", "esperienze professionali", "percorso professionale", "tirocini",
    "experiencia profissional", "experiencias profissionais", "percurso profissional", "historial profissional",
    "estagios", "werkervaring", "ervaring", "professionele ervaring", "loopbaan", "werkgeschiedenis",
  ],
  education: [
    "education", "academic background", "education and training", "academic qualifications", "studies", "training",
    "ausbildung", "bildung", "bildungsweg", "schulbildung", "studium", "akademische ausbildung", "schul und berufsausbildung",
    "akademischer werdegang", "formation", "formations", "education et formation", "etudes", "parcours academique",
    "diplomes", "cursus", "educacion", "formacion", "formacion academica", "estudios", "istruzione", "formazione",
    "istruzione e formazione", "titoli di studio", "percorso di studi", "educacao", "formacao", "formacao academica",
    "habilitacoes", "habilitacoes literarias", "escolaridade", "opleiding", "opleidingen", "onderwijs", "scholing",
  ],
  skills: [
    "skills", "technical skills", "key skills", "core skills", "competencies", "core competencies", "expertise",
    "areas of expertise", "technologies", "tech stack", "tools", "it skills", "computer skills", "hard skills",
    "soft skills", "skills and tools", "kenntnisse", "fahigkeiten", "kompetenzen", "fachkenntnisse", "it kenntnisse",
    "edv kenntnisse", "fachliche kompetenzen", "qualifikationen", "technische kenntnisse", "besondere kenntnisse",
    "competences", "competences techniques", "competences cles", "savoir faire", "aptitudes", "connaissances",
    "outils", "informatique", "habilidades", "competencias", "conocimientos", "conocimientos tecnicos",
    "habilidades tecnicas", "competenze", "competenze tecniche", "abilita", "conoscenze", "capacita",
    "competencias tecnicas", "conhecimentos", "aptidoes", "vaardigheden", "competenties", "kennis",
  ],
  languages: [
    "languages", "language skills", "sprachen", "sprachkenntnisse", "fremdsprachen", "langues",
    "competences linguistiques", "langues etrangeres", "idiomas", "lenguas", "lingue", "conoscenze linguistiche",
    "competenze linguistiche", "lingue straniere", "linguas", "talen", "talenkennis",
  ],
  certifications: [
    "certifications", "certificates", "licenses", "licenses and certifications", "courses", "zertifikate",
    "zertifizierungen", "weiterbildung", "weiterbildungen", "fortbildungen", "kurse", "certificats",
    "certificaciones", "certificados", "cursos", "certificazioni", "certificati", "corsi", "certificacoes",
    "certificaten", "certificeringen", "cursussen",
  ],
  projects: [
    "projects", "selected projects", "personal projects", "side projects", "projekte", "projekterfahrung",
    "ausgewahlte projekte", "projets", "proyectos", "progetti", "projetos", "projectos", "projecten",
  ],
  awards: [
    "awards", "honors", "honours", "awards and honors", "achievements", "accomplishments", "auszeichnungen", "erfolge",
    "distinctions", "prix", "recompenses", "premios", "reconocimientos", "logros", "premi", "riconoscimenti",
    "conquistas", "prijzen", "onderscheidingen",
  ],
  publications: ["publications", "publikationen", "veroffentlichungen", "publicaciones", "pubblicazioni", "publicacoes", "publicaties"],
  volunteering: [
    "volunteering", "volunteer experience", "volunteer work", "ehrenamt", "ehrenamtliches engagement", "engagement",
    "benevolat", "engagement associatif", "voluntariado", "volontariato", "vrijwilligerswerk",
  ],
  interests: [
    "interests", "hobbies", "hobbies and interests", "interessen", "hobbys", "freizeit", "centres d interet",
    "loisirs", "interets", "intereses", "aficiones", "interessi", "hobby", "interesses", "passatempos", "hobby s",
  ],
  references: ["references", "referenzen", "referencias", "referenze", "referenties"],
  contact: [
    "contact", "contact details", "contact information", "personal details", "personal information", "kontakt",
    "kontaktdaten", "personliche daten", "personliche angaben", "coordonnees", "informations personnelles",
    "etat civil", "contacto", "datos personales", "informacion personal", "contatti", "dati personali",
    "informazioni personali", "contato", "dados pessoais", "informacoes pessoais", "contactgegevens",
    "persoonlijke gegevens", "personalia",
  ],
};

const HEADING_INDEX = new Map<string, SectionKey>(
  SECTION_KEYS.flatMap((key) => HEADINGS[key].map((heading) => [heading, key] as const)),
);

/** "E X P E R I E N C E" (letter-spaced headings) back into one word. */
const unspace = (text: string) => text.replace(/\b(?:\p{L} ){2,}\p{L}\b/gu, (run) => run.replace(/ /g, ""));

const headingKey = (text: string) =>
  unspace(fold(text))
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^\p{L}\d]+/gu, " ")
    .trim();

/** The sections a heading names: "Education & Certifications" names two. */
function sectionsOfHeading(text: string): SectionKey[] | null {
  const key = headingKey(text);
  if (!key || key.split(" ").length > 6) return null;
  const whole = HEADING_INDEX.get(key);
  if (whole) return [whole];
  const parts = fold(text).split(/\s*(?:&|\+|\/|\||,|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b)\s*/);
  const keys = parts.map((part) => HEADING_INDEX.get(headingKey(part)));
  return parts.length > 1 && keys.every(Boolean) ? [...new Set(keys as SectionKey[])] : null;
}

export type Section = { key: SectionKey | null; lines: string[] };
export type SectionedText = { sections: Section[]; found: SectionKey[] };

/**
 * Splits text into sections at recognised headings: a short line on its own ("Berufserfahrung",
 * "WORK EXPERIENCE:") or one that introduces its content ("Skills: Go, SQL"). Lines before the
 * first heading (name, contact, headline) form a section with key null.
 */
export function splitSections(text: string): SectionedText {
  const sections: Section[] = [{ key: null, lines: [] }];
  const found: SectionKey[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    // Numbered headings ("2. Experience") yes; bullets no: "• Training" is an item of a list.
    const stripped = line.replace(/^(?:\d{1,2}[.)]|[IVX]{1,4}\.|#+)\s*/, "");
    const colon = stripped.indexOf(":");
    const candidate = !isBulletLine(line);
    const whole = candidate && line.length <= 60 ? sectionsOfHeading(stripped.replace(/:\s*$/, "")) : null;
    const inline = candidate && !whole && colon > 0 && colon <= 40 ? sectionsOfHeading(stripped.slice(0, colon)) : null;
    const keys = whole ?? inline;
    if (!keys) {
      sections.at(-1)!.lines.push(line);
      continue;
    }
    for (const key of keys) if (!found.includes(key)) found.push(key);
    if (!inline) {
      sections.push({ key: keys[0]!, lines: [] });
      continue;
    }
    // "Tools: Jira, Git" inside a job is one line of skills; the job's section goes on after it.
    const current = sections.at(-1)!.key;
    sections.push({ key: keys[0]!, lines: [stripped.slice(colon + 1).trim()] }, { key: current, lines: [] });
  }
  return { sections, found };
}
