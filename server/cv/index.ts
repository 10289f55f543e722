/**
 * CV files in, text and facts out: no storage, no HTTP. Routes call `extractCv` on an upload (a
 * CvError carries the user-facing reason for a refusal), then `analyzeCv` on its text.
 */
export { analyzeCv, type AnalyzeOptions, type CvFacts } from "./analyze";
export { CvError, isCvError, type CvErrorCode } from "./errors";
export { DEFAULT_MAX_BYTES, extractCv, type ExtractedCv, type ExtractOptions } from "./extract";
// The same dictionary can read the skills a job posting asks for.
export { findSkills, SKILLS, type SkillDefinition } from "./find-skills";
export type { SectionKey } from "./sections";
export { sniffDocumentType, type DocumentType } from "./sniff";
