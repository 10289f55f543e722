/**
 * Cover letters as files: `renderLetterPdf` and `renderLetterDocx` draw a stored letter as a business
 * letter on A4 or US Letter, with the CV builder's embedded fonts.
 */
export { renderLetterDocx } from "./docx";
export { renderLetterPdf } from "./pdf";
export { letterDate, letterFileName, letterLayout, letterTitle, type LetterFile, type LetterPaper } from "./layout";
export { letterSender, type LetterSender } from "./sender";
