import { CV_SECTIONS, type CvDocumentMeta, type CvSection, type JsonResume } from "@/lib/contracts/cv-document";
import type { Locale } from "@/lib/i18n/locales";
import { formatCvDate, formatCvRange, parseCvDate } from "./dates";
import { documentTranslator } from "./messages";

/** A piece of text, a link when the document gives an address for it. */
export type Piece = { text: string; url?: string };

/**
 * One entry as every template lays it out: a bold first line, the organisation and place with the
 * dates beside them, then paragraphs, bullet points and labelled details ("Coursework: …").
 */
export type CvEntry = {
  title: Piece[];
  subtitle: Piece[];
  dates: string;
  paragraphs: string[];
  bullets: string[];
  details: string[];
};

/**
 * One line of a list section: a bold lead and the rest ("Web Development (Master)" + ": HTML, CSS",
 * "German" + " – C1"), or items without details side by side, in plain text ("Fotografie · Reisen").
 */
export type CvListItem = { lead: string; rest: string };

export type CvBlock =
  | { key: "summary"; heading: string; layout: "text"; paragraphs: string[] }
  | { key: CvSection; heading: string; layout: "entries"; entries: CvEntry[] }
  | { key: CvSection; heading: string; layout: "list"; items: CvListItem[] };

/** A document as the templates draw it, in its own language: the same text in the PDF and the DOCX. */
export type CvLayout = {
  template: CvDocumentMeta["template"];
  paper: CvDocumentMeta["paper"];
  locale: Locale;
  /** The file's title: "Jane Doe – CV". */
  title: string;
  name: string;
  label: string;
  contacts: Piece[];
  blocks: CvBlock[];
};

/** A single-line field: line breaks and runs of spaces become one space. */
const line = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
/** A multi-line field as its paragraphs. */
const paragraphsOf = (value: string | undefined) => (value ?? "").split(/\n+/).map(line).filter(Boolean);
const lines = (values: string[] | undefined) => (values ?? []).map(line).filter(Boolean);
const pieces = (...candidates: (Piece | undefined)[]) => candidates.filter((piece): piece is Piece => Boolean(piece?.text));
const piece = (text: string | undefined, url?: string): Piece | undefined => {
  const value = line(text);
  if (!value) return undefined;
  return url ? { text: value, url } : { text: value };
};

/** "https://www.linkedin.com/in/jane/" as people write it on a CV: "linkedin.com/in/jane". */
export const displayUrl = (url: string) => url.replace(/^https?:\/\/(?:www\.)?/i, "").replace(/\/$/, "");

/** The sections in the document's order; those its order leaves out follow in JSON Resume's. */
export function orderedSections(meta: CvDocumentMeta): CvSection[] {
  return [...new Set([...meta.section_order, ...CV_SECTIONS])];
}

const isEmptyEntry = (entry: CvEntry) =>
  entry.title.length + entry.subtitle.length + entry.paragraphs.length + entry.bullets.length + entry.details.length === 0 && !entry.dates;

function contactsOf(basics: NonNullable<JsonResume["basics"]>, locale: Locale): Piece[] {
  const location = basics.location ?? {};
  const country = location.countryCode ? new Intl.DisplayNames(locale, { type: "region" }).of(location.countryCode) : undefined;
  const place = [line(location.address), line(`${location.postalCode ?? ""} ${location.city ?? ""}`), line(location.region), line(country)]
    .filter(Boolean)
    .join(", ");
  const email = line(basics.email);
  const phone = line(basics.phone);
  return pieces(
    piece(email, email ? `mailto:${email}` : undefined),
    piece(phone, phone ? `tel:${phone.replace(/[^\d+]/g, "")}` : undefined),
    piece(place),
    piece(basics.url ? displayUrl(basics.url) : undefined, basics.url),
    ...(basics.profiles ?? []).map((profile) =>
      profile.url ? piece(displayUrl(profile.url), profile.url) : piece([line(profile.network), line(profile.username)].filter(Boolean).join(": ")),
    ),
  );
}

/**
 * What the templates draw for a document, decided once for both formats: the sections with
 * content, in the document's order, headed in its language, dates written the language's way.
 * Nothing is added that the document does not say; the photo (`basics.image`) is left out, as
 * applicant tracking systems read no pictures and the server fetches no addresses.
 */
export function layoutOf(document: JsonResume): CvLayout {
  const { locale, template, paper } = document.meta;
  const t = documentTranslator(locale);
  const basics = document.basics ?? {};
  const range = (entry: { startDate?: string; endDate?: string }) => formatCvRange(entry.startDate, entry.endDate, locale);
  const single = (date: string | undefined) => {
    const parsed = parseCvDate(date);
    return parsed ? formatCvDate(parsed, locale) : "";
  };
  const heading = (key: CvSection | "summary") => t(`headings.${key}`);

  const entriesOf = (key: CvSection): CvEntry[] => {
    switch (key) {
      case "work":
        return (document.work ?? []).map((job) => ({
          title: pieces(piece(job.position) ?? piece(job.name, job.url)),
          subtitle: pieces(line(job.position) ? piece(job.name, job.url) : undefined, piece(job.location)),
          dates: range(job),
          paragraphs: [...paragraphsOf(job.description), ...paragraphsOf(job.summary)],
          bullets: lines(job.highlights),
          details: [],
        }));
      case "volunteer":
        return (document.volunteer ?? []).map((role) => ({
          title: pieces(piece(role.position) ?? piece(role.organization, role.url)),
          subtitle: pieces(line(role.position) ? piece(role.organization, role.url) : undefined),
          dates: range(role),
          paragraphs: paragraphsOf(role.summary),
          bullets: lines(role.highlights),
          details: [],
        }));
      case "education":
        return (document.education ?? []).map((school) => {
          const [studyType, area] = [line(school.studyType), line(school.area)];
          const degree = studyType && area ? t("entry.degree", { studyType, area }) : studyType || area;
          const courses = lines(school.courses);
          return {
            title: pieces(piece(degree) ?? piece(school.institution, school.url)),
            subtitle: pieces(degree ? piece(school.institution, school.url) : undefined),
            dates: range(school),
            paragraphs: [],
            bullets: [],
            details: [
              ...(line(school.score) ? [t("entry.grade", { score: line(school.score) })] : []),
              ...(courses.length > 0 ? [t("entry.courses", { courses: courses.join(", ") })] : []),
            ],
          };
        });
      case "awards":
        return (document.awards ?? []).map((award) => ({
          title: pieces(piece(award.title)),
          subtitle: pieces(piece(award.awarder)),
          dates: single(award.date),
          paragraphs: paragraphsOf(award.summary),
          bullets: [],
          details: [],
        }));
      case "certificates":
        return (document.certificates ?? []).map((certificate) => ({
          title: pieces(piece(certificate.name, certificate.url)),
          subtitle: pieces(piece(certificate.issuer)),
          dates: single(certificate.date),
          paragraphs: [],
          bullets: [],
          details: [],
        }));
      case "publications":
        return (document.publications ?? []).map((publication) => ({
          title: pieces(piece(publication.name, publication.url)),
          subtitle: pieces(piece(publication.publisher)),
          dates: single(publication.releaseDate),
          paragraphs: paragraphsOf(publication.summary),
          bullets: [],
          details: [],
        }));
      case "projects":
        return (document.projects ?? []).map((project) => {
          const keywords = lines(project.keywords);
          return {
            title: pieces(piece(project.name, project.url)),
            subtitle: pieces(piece(project.entity), piece(project.type), piece(lines(project.roles).join(", "))),
            dates: range(project),
            paragraphs: paragraphsOf(project.description),
            bullets: lines(project.highlights),
            details: keywords.length > 0 ? [t("entry.technologies", { keywords: keywords.join(", ") })] : [],
          };
        });
      case "references":
        return (document.references ?? []).map((reference) => ({
          title: pieces(piece(reference.name)),
          subtitle: [],
          dates: "",
          paragraphs: paragraphsOf(reference.reference),
          bullets: [],
          details: [],
        }));
      default:
        return [];
    }
  };

  /** Each entry as a lead and its details; an entry without a name shows its details alone. */
  const entriesOfList = (key: "skills" | "languages" | "interests"): { lead: string; joiner: string; details: string }[] => {
    if (key === "skills") {
      return (document.skills ?? []).map((skill) => {
        const [name, level] = [line(skill.name), line(skill.level)];
        return { lead: name && level ? `${name} (${level})` : name || level, joiner: ": ", details: lines(skill.keywords).join(", ") };
      });
    }
    if (key === "languages") {
      return (document.languages ?? []).map((language) => ({ lead: line(language.language), joiner: " – ", details: line(language.fluency) }));
    }
    return (document.interests ?? []).map((interest) => ({ lead: line(interest.name), joiner: ": ", details: lines(interest.keywords).join(", ") }));
  };

  // Entries that are a name alone ("SAP", "Python") share a line; the others have one each.
  const itemsOf = (key: "skills" | "languages" | "interests"): CvListItem[] => {
    const items: CvListItem[] = [];
    let names: string[] = [];
    const flush = () => {
      if (names.length > 0) items.push({ lead: "", rest: names.join(" · ") });
      names = [];
    };
    for (const { lead, joiner, details } of entriesOfList(key)) {
      if (lead && details) {
        flush();
        items.push({ lead, rest: `${joiner}${details}` });
      } else if (lead || details) {
        names.push(lead || details);
      }
    }
    flush();
    return items;
  };

  const blocks: CvBlock[] = [];
  const summary = paragraphsOf(basics.summary);
  if (summary.length > 0) blocks.push({ key: "summary", heading: heading("summary"), layout: "text", paragraphs: summary });
  for (const key of orderedSections(document.meta)) {
    if (key === "skills" || key === "languages" || key === "interests") {
      const items = itemsOf(key);
      if (items.length > 0) blocks.push({ key, heading: heading(key), layout: "list", items });
    } else {
      const entries = entriesOf(key).filter((entry) => !isEmptyEntry(entry));
      if (entries.length > 0) blocks.push({ key, heading: heading(key), layout: "entries", entries });
    }
  }

  const name = line(basics.name);
  return {
    template,
    paper,
    locale,
    title: name ? t("document.title", { name }) : "",
    name,
    label: line(basics.label),
    contacts: contactsOf(basics, locale),
    blocks,
  };
}
