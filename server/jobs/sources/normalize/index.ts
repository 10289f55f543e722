export { parseDate } from "./dates";
export { decodeEntities, escapeHtml, htmlToText, isEscapedHtml, normalizeDescription, sanitizeDescription, textToHtml } from "./html";
export { parseLocation, resolveLocation, type LocationInput, type ParsedLocation, type ResolvedLocation } from "./location";
export { detectSeniority, parseEmploymentType } from "./employment";
export { findSalaryInText, parseSalary, salaryFromRange, type Salary } from "./salary";
export { detectLanguage } from "./language";
export { offersNoSponsorship } from "./sponsorship";
export { languageRequirements, type LanguageRequirements } from "./requirements";
export { eligibleRegionsFromText, remoteScopeFromText, type RemoteScope } from "./eligibility";
