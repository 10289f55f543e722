/**
 * The CV builder's documents as files: `renderPdf` and `renderDocx` draw a JSON Resume document in
 * its template (classic, modern, compact), paper (A4, US Letter) and language.
 */
export { renderDocx } from "./docx";
export { renderPdf } from "./pdf";
export { layoutOf, type CvLayout } from "./content";
