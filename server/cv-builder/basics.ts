import type { JsonResume } from "@/lib/contracts/cv-document";
import { findEmails, findLinks, findPhones } from "../cv/contacts";
import { fold } from "../cv/text";
import { findTitles } from "../cv/titles";
import { parsePlace, type Place } from "./places";

type Basics = NonNullable<JsonResume["basics"]>;
type Profile = NonNullable<Basics["profiles"]>[number];

/** Social and portfolio sites, by host, with the name their owners give them. */
const NETWORKS: [RegExp, string][] = [
  [/(?:^|\.)linkedin\.com$/, "LinkedIn"],
  [/(?:^|\.)github\.com$/, "GitHub"],
  [/(?:^|\.)gitlab\.com$/, "GitLab"],
  [/(?:^|\.)bitbucket\.org$/, "Bitbucket"],
  [/(?:^|\.)behance\.net$/, "Behance"],
  [/(?:^|\.)dribbble\.com$/, "Dribbble"],
  [/(?:^|\.)xing\.com$/, "XING"],
  [/(?:^|\.)stackoverflow\.com$/, "StackOverflow"],
  [/(?:^|\.)medium\.com$/, "Medium"],
  [/(?:^|\.)twitter\.com$/, "Twitter"],
  [/^(?:www\.)?x\.com$/, "X"],
  [/(?:^|\.)kaggle\.com$/, "Kaggle"],
  [/(?:^|\.)researchgate\.net$/, "ResearchGate"],
  [/(?:^|\.)orcid\.org$/, "ORCID"],
  [/^scholar\.google\.com$/, "Google Scholar"],
  [/(?:^|\.)youtube\.com$/, "YouTube"],
  [/(?:^|\.)vimeo\.com$/, "Vimeo"],
  [/(?:^|\.)instagram\.com$/, "Instagram"],
  [/(?:^|\.)artstation\.com$/, "ArtStation"],
  [/(?:^|\.)codepen\.io$/, "CodePen"],
  [/(?:^|\.)npmjs\.com$/, "npm"],
  [/(?:^|\.)huggingface\.co$/, "HuggingFace"],
];

/** The network and the user name in a profile address: linkedin.com/in/janedoe → LinkedIn, janedoe. */
export function profileOf(url: string): Profile | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const network = NETWORKS.find(([host]) => host.test(parsed.hostname.toLowerCase()))?.[1];
  if (!network) return null;
  const segments = parsed.pathname.split("/").filter(Boolean);
  const username = (["in", "pub", "profile", "user", "users", "u", "citations"].includes(segments[0] ?? "") ? segments[1] : segments[0])?.replace(/^@/, "");
  return { network, ...(username ? { username: decodeURIComponent(username) } : {}), url };
}

/** An address as the CV wrote it (case kept): findEmails gives them in lower case. */
function emailsAsWritten(text: string): string[] {
  const lower = text.toLowerCase();
  return findEmails(text).map((email) => {
    const at = lower.indexOf(email);
    return at >= 0 ? text.slice(at, at + email.length) : email;
  });
}

const PHONE_RUN = /(?:\+|00)?\(?\d[\d \t().\/–-]*\d/g;
const digitsOf = (text: string) => text.replace(/\D/g, "").replace(/^00/, "");

/** Phone numbers as the CV wrote them: findPhones formats international ones ("+1 415 555 0134"). */
function phonesAsWritten(line: string): string[] {
  return findPhones(line).map((phone) => {
    const wanted = digitsOf(phone);
    for (const m of line.matchAll(PHONE_RUN)) {
      const run = m[0].trim();
      if (digitsOf(run) === wanted) return run;
    }
    return phone;
  });
}

/** Lines that say which document this is, not whose. */
const DOCUMENT_TITLES = new Set([
  "cv", "resume", "curriculum vitae", "curriculum", "lebenslauf", "tabellarischer lebenslauf", "curriculum vitae et studiorum",
  "hoja de vida", "curriculo", "curriculo vitae", "levensloop", "cv resume",
]);
const isDocumentTitle = (line: string) => DOCUMENT_TITLES.has(fold(line).replace(/[^\p{L}]+/gu, " ").trim());

const PARTICLE = /^(?:van|von|der|den|de|da|del|della|di|du|dos|das|do|la|le|ten|ter|y|e|zu|bin|al|el)$/;
const NAME_LABEL = /^(?:name|full name|vor- und nachname|nom|nom complet|nombre|nombre completo|nome|nome completo|naam)\s*:\s*(.+)$/i;

/** "Jane Doe", "JEAN-LUC PICARD", "Maria van der Berg": capitalised words, no digits, not a job title. */
export function looksLikeName(line: string): boolean {
  if (line.length > 60 || /[\d@:|/\\]/.test(line) || isDocumentTitle(line)) return false;
  const words = line.split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  const capitalised = words.filter((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word));
  if (capitalised.length < 2 || words.some((word) => !/^\p{Lu}[\p{L}'’.-]*$/u.test(word) && !PARTICLE.test(word))) return false;
  return findTitles(line).length === 0;
}

const CONTACT_BREAK = /\s+[|•·–—-]\s+|\s*[|•·]\s*|\s{2,}|;\s*/;

export type BasicsResult = {
  basics: Basics;
  /** Lines (or parts of lines) that are in no field, verbatim: from the top of the CV, and from its contact section. */
  unplaced: { header: string[]; contact: string[] };
  /** Long lines at the top that read as a profile, for when the CV has no summary section. */
  profileLines: string[];
};

/**
 * The person: name, headline, contact details, place and profiles, from the lines before the first
 * heading and the contact section. Each value is the CV's own text; links gain the https:// that
 * JSON Resume's addresses need.
 */
export function parseBasics(headerLines: string[], contactLines: string[]): BasicsResult {
  const basics: Basics = {};
  const unplaced = { header: [] as string[], contact: [] as string[] };
  const profileLines: string[] = [];
  const emails: string[] = [];
  const phones: string[] = [];
  const links: string[] = [];
  let place: Place | null = null;

  const header = headerLines.filter(Boolean);
  const nameAt = header.slice(0, 3).findIndex((line) => !isDocumentTitle(line) && looksLikeName(line));
  if (nameAt >= 0) basics.name = header[nameAt]!;

  const all = [...header.map((line, index) => ({ line, index })), ...contactLines.filter(Boolean).map((line) => ({ line, index: -1 }))];
  for (const { line, index } of all) {
    const left = index >= 0 ? unplaced.header : unplaced.contact;
    if (index === nameAt || isDocumentTitle(line)) continue;
    const labelled = NAME_LABEL.exec(line);
    if (labelled && !basics.name && looksLikeName(labelled[1]!.trim())) {
      basics.name = labelled[1]!.trim();
      continue;
    }
    const lineEmails = emailsAsWritten(line);
    const linePhones = phonesAsWritten(line);
    const lineLinks = findLinks(line.replace(/\S+@\S+/g, " "));
    if (lineEmails.length + linePhones.length + lineLinks.length > 0) {
      emails.push(...lineEmails);
      phones.push(...linePhones);
      links.push(...lineLinks);
      // A contact line often carries the place too ("jane@x.com | Berlin, Germany"); any other part
      // (a number no rule reads as a phone, a date of birth) is listed for the user.
      for (const raw of line.split(CONTACT_BREAK)) {
        const segment = raw.trim();
        if (!segment) continue;
        const contact = [...lineEmails, ...linePhones].some((value) => segment.includes(value)) || findLinks(segment.replace(/\S+@\S+/g, " ")).length > 0;
        if (contact) continue;
        const found: Place | null = !place ? parsePlace(segment) : null;
        if (found) place = found;
        else left.push(segment);
      }
      continue;
    }
    const found: Place | null = !place ? parsePlace(line) : null;
    if (found) {
      place = found;
      continue;
    }
    const words = line.split(/\s+/).length;
    const headline =
      index >= 0 && nameAt >= 0 && index === nameAt + 1 && !basics.label && words <= 10 && !/\d/.test(line) && !/[.!?]$/.test(line) && (findTitles(line).length > 0 || words <= 6);
    if (headline) basics.label = line;
    else if (index >= 0 && words >= 10) profileLines.push(line);
    else left.push(line);
  }

  const unique = (items: string[]) => items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i);
  const [email] = unique(emails);
  const [phone] = unique(phones);
  if (email) basics.email = email;
  if (phone) basics.phone = phone;
  if (place) basics.location = place;
  const profiles: Profile[] = [];
  for (const link of unique(links)) {
    const profile = profileOf(link);
    if (profile) profiles.push(profile);
    else if (!basics.url) basics.url = link;
    else profiles.push({ url: link });
  }
  if (profiles.length > 0) basics.profiles = profiles;
  // Second addresses and numbers are the user's too; they stay visible as lines to copy.
  for (const extra of [...unique(emails).slice(1), ...unique(phones).slice(1)]) unplaced.header.push(extra);
  return { basics, unplaced, profileLines };
}
