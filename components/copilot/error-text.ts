// The shared zod schemas and the server speak English; these map their messages for the copilot
// steps to keys of CopilotEditor.errors. Anything unknown returns null (the caller falls back).

export type CopilotErrorKey =
  | "titleRequired"
  | "titlesMax"
  | "titleDuplicate"
  | "minLength"
  | "maxLength"
  | "chooseOption"
  | "employmentRequired"
  | "workModeRequired"
  | "placeRequired"
  | "cityFromList"
  | "cityDuplicate"
  | "radiusRange"
  | "listMax"
  | "entryRequired"
  | "numberRange"
  | "currencyRequired"
  | "currencyInvalid"
  | "countryInvalid"
  | "languageInvalid"
  | "cvRequired"
  | "dailyLimitMin"
  | "dailyLimitMax"
  | "autoApplyNotInPlan"
  | "amountInvalid"
  | "linkedinInvalid"
  | "githubInvalid"
  | "urlInvalid"
  | "urlTooLong"
  | "yearsRange"
  | "invalid";

export type CopilotErrorText = { key: CopilotErrorKey; values?: Record<string, number> };

const EXACT: Record<string, CopilotErrorKey> = {
  "Add at least one job title.": "titleRequired",
  "Enter a job title.": "titleRequired",
  "This job title is already in the list.": "titleDuplicate",
  "Choose at least one employment type.": "employmentRequired",
  "Choose remote, hybrid or on-site.": "workModeRequired",
  "Choose at least one country or city, or choose remote only to search worldwide.": "placeRequired",
  "Choose a city from the list.": "cityFromList",
  "This city is already in the list.": "cityDuplicate",
  "Enter a keyword.": "entryRequired",
  "Enter a company name.": "entryRequired",
  "Choose the currency of the minimum salary.": "currencyRequired",
  "Choose a currency.": "currencyRequired",
  "Use an ISO 4217 currency code such as EUR.": "currencyInvalid",
  "Choose a country.": "countryInvalid",
  "Choose a country from the list.": "countryInvalid",
  "Choose a language.": "languageInvalid",
  "Use a two-letter ISO 639-1 language code such as en.": "languageInvalid",
  "Choose one of your CVs.": "cvRequired",
  "Enter how many applications a day, 1 or more.": "dailyLimitMin",
  "Enter a whole number of applications.": "dailyLimitMin",
  "Enter the amount as a number.": "amountInvalid",
  "Enter a whole amount.": "amountInvalid",
  "Enter an amount above zero.": "amountInvalid",
  "Enter a LinkedIn address, such as https://www.linkedin.com/in/you.": "linkedinInvalid",
  "Enter a GitHub address, such as https://github.com/you.": "githubInvalid",
  "Enter a web address starting with https://.": "urlInvalid",
  "This address is too long.": "urlTooLong",
  "Enter a number of years.": "yearsRange",
  "Enter whole years.": "yearsRange",
  "Enter 0 or more years.": "yearsRange",
  "Enter at most 60 years.": "yearsRange",
  "Answer true or false.": "invalid",
  "Answer true, false or null.": "invalid",
};

const toNumber = (text: string) => Number(text.replace(/[,\s]/g, ""));

const PATTERNS: [RegExp, (match: RegExpExecArray) => CopilotErrorText][] = [
  [/^Use at least (\d+) characters\.$/, (m) => ({ key: "minLength", values: { min: toNumber(m[1]!) } })],
  [/^Use at most (\d+) characters\.$/, (m) => ({ key: "maxLength", values: { max: toNumber(m[1]!) } })],
  [/^Add (?:1 to|at most) (\d+) job titles\.$/, (m) => ({ key: "titlesMax", values: { max: toNumber(m[1]!) } })],
  [/^Enter a (?:radius|whole number of kilometres) from 0 to (\d+)/, (m) => ({ key: "radiusRange", values: { max: toNumber(m[1]!) } })],
  [/^Enter .* from ([\d,]+) to ([\d,]+)\.$/, (m) => ({ key: "numberRange", values: { min: toNumber(m[1]!), max: toNumber(m[2]!) } })],
  [/^(?:Add|Choose|List) at most (\d+) /, (m) => ({ key: "listMax", values: { max: toNumber(m[1]!) } })],
  [/^Your .+ plan allows at most (\d+) applications? a day\./, (m) => ({ key: "dailyLimitMax", values: { max: toNumber(m[1]!) } })],
  [/^On the .+ plan you review every application/, () => ({ key: "autoApplyNotInPlan" })],
  [/^Choose one of: /, () => ({ key: "chooseOption" })],
  [/^Send a list /, () => ({ key: "invalid" })],
];

export function copilotErrorText(message: string): CopilotErrorText | null {
  const exact = EXACT[message];
  if (exact) return { key: exact };
  for (const [pattern, make] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return make(match);
  }
  return null;
}

/** The first message in a react-hook-form error tree: a list's own error, else its first entry's. */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  const root = (error as { root?: unknown }).root;
  if (root) {
    const inRoot = firstMessage(root);
    if (inRoot) return inRoot;
  }
  for (const [key, child] of Object.entries(error)) {
    if (key === "ref" || key === "root") continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}
