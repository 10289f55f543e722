// The templates' looks and the papers' sizes, shared with the browser: the template picker draws
// each one from the same colours, fonts and header alignment as the PDF and Word files.
export { PAPER_POINTS, TEMPLATES, type TemplateStyle } from "@/server/cv-builder/render/templates";
