// The layout the PDF and Word templates draw, shared with the browser: the editor's live preview
// and the result page lay out the same text, headings and dates as the files, in the CV's language.
export { displayUrl, layoutOf, orderedSections, type CvBlock, type CvEntry, type CvLayout, type CvListItem, type Piece } from "@/server/cv-builder/render/content";
export { formatCvDate, formatCvRange, parseCvDate, type CvMonth } from "@/server/cv-builder/render/dates";
export { PAPER_POINTS, TEMPLATES, type TemplateStyle } from "./templates";
