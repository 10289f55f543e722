import { parsePhoneNumberFromString } from "libphonenumber-js/min";

const unique = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
};

const EMAIL = /(?<![\w.%+-])[\w.%+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}(?![\w-])/gi;

export function findEmails(text: string): string[] {
  return unique([...text.matchAll(EMAIL)].map((m) => m[0].toLowerCase()));
}

const PROFILE_HOSTS =
  "linkedin\\.com|github\\.com|gitlab\\.com|bitbucket\\.org|behance\\.net|dribbble\\.com|xing\\.com|stackoverflow\\.com|" +
  "medium\\.com|twitter\\.com|x\\.com|kaggle\\.com|researchgate\\.net|orcid\\.org|scholar\\.google\\.com|youtube\\.com|" +
  "vimeo\\.com|instagram\\.com|artstation\\.com|codepen\\.io|npmjs\\.com|huggingface\\.co|about\\.me";
const LINK = new RegExp(
  String.raw`\b(?:https?:\/\/|www\.)[^\s<>"'\]]+` +
    String.raw`|(?<![@\w.-])(?:[a-z]{2,3}\.)?(?:${PROFILE_HOSTS})\/[^\s<>"'\]]*` +
    String.raw`|(?<![@\w.-])[\w-]+\.(?:github\.io|gitlab\.io|substack\.com|netlify\.app|vercel\.app)\b(?:\/[^\s<>"'\]]*)?`,
  "gi",
);

/** Web addresses and bare profile links ("linkedin.com/in/jane"), as https URLs. */
export function findLinks(text: string): string[] {
  return unique(
    [...text.matchAll(LINK)]
      .map((m) => m[0].replace(/[.,;:!?)]+$/, "").replace(/\/$/, ""))
      .filter((link) => !/^(?:https?:\/\/|www\.)?$/i.test(link))
      .map((link) => (/^https?:\/\//i.test(link) ? link : `https://${link}`)),
  );
}

const PHONE_CANDIDATE = /(?<![\w+@./-])(?:\+\s?|00)?\(?\d[\d \t().\/–-]{5,22}\d(?![\w/])/g;
const PHONE_LABEL = /\b(?:tel|phone|mobile|mob|cell|handy|telefon|t[ée]l[ée]phone|t[ée]l|portable|m[óo]vil|tel[ée]fono|telefone|telem[óo]vel|cellulare|telefoon|gsm)\b|[☎📞✆📱]/i;
const DATE_LIKE = /(?<!\d)(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)\d{2}(?!\d)|(?<!\d)\d{1,2}[./](?:19|20)\d{2}(?!\d)|(?<!\d)\d{1,2}\.\d{1,2}\.\d{2,4}(?!\d)/;
const US_FORMAT = /^\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}$/;

/**
 * Phone numbers: international ones ("+49 170 1234567", "0044 20 …") when their length fits the
 * country; national ones with a trunk 0 ("06 12 34 56 78"), in US format, or in a line that says
 * it is a phone ("Tel.", "Handy", "Móvil"…) — so years, date ranges, postcodes and amounts never count.
 */
export function findPhones(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split("\n")) {
    for (const m of line.matchAll(PHONE_CANDIDATE)) {
      const candidate = m[0].trim().replace(/\s+/g, " ");
      const digits = candidate.replace(/\D/g, "");
      if (digits.length < 7 || digits.length > 15 || DATE_LIKE.test(candidate)) continue;
      if (/^(?:\+|00)/.test(candidate)) {
        const number = parsePhoneNumberFromString(candidate.replace(/^00/, "+"));
        if (number?.isPossible()) found.push(number.formatInternational());
      } else if (US_FORMAT.test(candidate) || (digits.length >= 9 && (/^\(?0\d/.test(candidate) || PHONE_LABEL.test(line)))) {
        found.push(candidate);
      }
    }
  }
  return unique(found);
}
