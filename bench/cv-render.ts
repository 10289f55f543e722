/**
 * CV builder rendering: milliseconds per PDF page for each template (median of N renders, one at a
 * time, after a warm-up), for a one-page, a two-page and a long CV; the DOCX and the ATS round trip
 * beside them. `npx tsx bench/cv-render.ts [N]` (default 30). No database: rendering is in-process.
 */
import os from "node:os";
import { PDFDocument } from "pdf-lib";
import { CV_TEMPLATES, type JsonResume } from "../lib/contracts/cv-document";
import { atsCheck } from "../server/cv-builder/ats-check";
import { renderDocx, renderPdf } from "../server/cv-builder/render";
import { FIXTURE_DOCUMENTS, FULL_DOCUMENT, NOW, withMeta } from "../server/cv-builder/render/test/documents";
import { measure, type Stats } from "./lib";

const RUNS = Number(process.argv[2] ?? 30);

/** The full CV with ten times its jobs: a long career, several pages. */
const LONG_DOCUMENT: JsonResume = {
  ...FULL_DOCUMENT,
  work: Array.from({ length: 10 }, (_, i) => FULL_DOCUMENT.work!.map((job) => ({ ...job, name: `${job.name} ${i + 1}` }))).flat(),
};

const DOCUMENTS: [string, JsonResume][] = [
  ["German fixture CV", FIXTURE_DOCUMENTS.find(([name]) => name === "GERMAN_CV")![1]],
  ["full CV, every section", FULL_DOCUMENT],
  ["long CV, 30 jobs", LONG_DOCUMENT],
];

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

async function main() {
  const started = performance.now();
  await renderPdf(FULL_DOCUMENT);
  console.log(`First render, fonts loaded and registered: ${ms(performance.now() - started)} ms`);
  console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, load average ${os.loadavg().map((load) => load.toFixed(2)).join(" ")}\n`);

  console.log("| document | template | pages | PDF ms/page p50 | PDF ms p50 / p95 | DOCX ms p50 | ATS check ms p50 |");
  console.log("|---|---|---|---|---|---|---|");
  for (const [label, base] of DOCUMENTS) {
    for (const template of CV_TEMPLATES) {
      const document = withMeta(base, { template });
      const pages = (await PDFDocument.load(await renderPdf(document))).getPageCount();
      const pdf: Stats = await measure(RUNS, () => renderPdf(document), 3);
      const docx: Stats = await measure(RUNS, () => renderDocx(document), 3);
      const check: Stats = await measure(Math.max(5, Math.round(RUNS / 3)), () => atsCheck(document, { locale: "en", now: NOW }), 1);
      console.log(`| ${label} | ${template} | ${pages} | ${ms(pdf.p50 / pages)} | ${ms(pdf.p50)} / ${ms(pdf.p95)} | ${ms(docx.p50)} | ${ms(check.p50)} |`);
    }
  }
  console.log(`\nload average after: ${os.loadavg().map((load) => load.toFixed(2)).join(" ")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
