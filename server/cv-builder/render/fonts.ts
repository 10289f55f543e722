import path from "node:path";
import type * as ReactPdf from "@react-pdf/renderer";

// The embedded Noto fonts of every PDF the app draws: the CV builder's documents and the cover letters.

export type Pdf = typeof ReactPdf;

/** The scripts the embedded fonts cover, each a subset file of Noto: European languages in Latin, Greek and Cyrillic, and Vietnamese. */
const SUBSETS = ["latin", "latin-ext", "greek", "cyrillic", "vietnamese"] as const;
const FAMILIES = { serif: "noto-serif", sans: "noto-sans" } as const;
const WEIGHTS = [400, 700] as const;

export type FontKind = keyof typeof FAMILIES;

/** A family as react-pdf takes it: the subsets in order, each glyph drawn from the first that has it. */
export const fontFamily = (kind: FontKind) => SUBSETS.map((subset) => `${FAMILIES[kind]}-${subset}`);

function registerFonts(pdf: Pdf) {
  for (const [kind, family] of Object.entries(FAMILIES) as [FontKind, string][]) {
    const files = path.join(process.cwd(), "node_modules", "@fontsource", family, "files");
    fontFamily(kind).forEach((name, i) => {
      pdf.Font.register({
        family: name,
        fonts: WEIGHTS.map((fontWeight) => ({ src: path.join(files, `${family}-${SUBSETS[i]}-${fontWeight}-normal.woff`), fontWeight })),
      });
    });
  }
  // A word split at a line's end ("Kuber-netes") is a word applicant tracking systems no longer find.
  pdf.Font.registerHyphenationCallback((word) => [word]);
}

let library: Promise<Pdf> | null = null;

/**
 * react-pdf ships ES modules only, and its hyphenation package exports to `import` alone: it is
 * loaded with import(), which Node, tsx and Next.js resolve natively (Jest transforms it, see
 * jest.config.mjs). The fonts are registered once per process.
 */
export function loadPdf(): Promise<Pdf> {
  library ??= import("@react-pdf/renderer").then(
    (pdf) => {
      registerFonts(pdf);
      return pdf;
    },
    (error: unknown) => {
      // The next render tries again rather than failing for the life of the process.
      library = null;
      throw error;
    },
  );
  return library;
}
