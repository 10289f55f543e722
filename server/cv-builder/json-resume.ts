import type { z } from "zod";
import {
  CV_SECTIONS,
  type CvDocumentMeta,
  type CvSection,
  type DroppedField,
  type JsonResume,
  standardJsonResumeSchema,
  type StandardJsonResume,
} from "@/lib/contracts/cv-document";
import type { Locale } from "@/lib/i18n/locales";

/** Where US Letter is the paper in use; A4 everywhere else. */
const LETTER_COUNTRIES = new Set(["US", "CA", "MX", "PH", "CL", "CO", "VE", "GT", "CR", "PA", "DO", "PR", "SV"]);

/** The paper in use in the user's country: US Letter where it is the norm, A4 elsewhere and when the country is unknown. */
export const paperFor = (country: string | null): CvDocumentMeta["paper"] => (country && LETTER_COUNTRIES.has(country) ? "letter" : "a4");

/** Our layout settings for a new document: the classic template, the paper of the user's country, sections in JSON Resume's order. */
export function defaultMeta({ locale, country, sectionOrder }: { locale: Locale; country: string | null; sectionOrder?: CvSection[] }): CvDocumentMeta {
  return {
    template: "classic",
    paper: paperFor(country),
    locale,
    section_order: sectionOrder ?? [...CV_SECTIONS],
  };
}

const STANDARD_META_KEYS = ["canonical", "version", "lastModified"] as const;

/** The document as a JSON Resume file: our meta left out, JSON Resume's own meta fields kept. */
export function toStandardJsonResume(document: JsonResume): StandardJsonResume {
  const { meta, ...rest } = document;
  const standardMeta = Object.fromEntries(STANDARD_META_KEYS.filter((key) => meta[key] !== undefined).map((key) => [key, meta[key]]));
  return Object.keys(standardMeta).length > 0 ? { ...rest, meta: standardMeta } : rest;
}

/** An imported JSON Resume with our meta added; its own meta fields stay. */
export function withOurMeta(file: StandardJsonResume, meta: CvDocumentMeta): JsonResume {
  const { meta: standardMeta, ...rest } = file;
  return { ...rest, meta: { ...meta, ...standardMeta } };
}

type Container = unknown[] | { [key: string]: unknown };
type Path = (string | number)[];

/** Marks an array item for removal, so every path of one validation pass still points where it did. */
const REMOVED = Symbol("removed");

const isContainer = (value: unknown): value is Container => typeof value === "object" && value !== null;

function parentOf(root: Container, path: Path): Container | undefined {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return isContainer(node) ? node : undefined;
}

function remove(root: Container, path: Path) {
  const parent = parentOf(root, path);
  const key = path.at(-1);
  if (!parent || key === undefined) return;
  if (Array.isArray(parent)) (parent as unknown[])[Number(key)] = REMOVED;
  else delete (parent as Record<string, unknown>)[String(key)];
}

function sweep(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== REMOVED).map(sweep);
  if (isContainer(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sweep(item)]));
  return value;
}

/** Nulls say "nothing here", which leaving the field out says too: they go without a report. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(withoutNulls);
  if (isContainer(value)) return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null).map(([key, item]) => [key, withoutNulls(item)]));
  return value;
}

const pathText = (path: Path) => path.map(String).join(".");

/**
 * A JSON Resume file as we keep it: the standard's fields, each value the standard (and our limits)
 * accepts. JSON Resume allows extra fields; those are dropped, as are values we refuse (a date
 * written "Present", an address that is not a web address) and entries past a list's limit. Every
 * drop is reported with its path in the file, so the user knows what did not come across.
 */
export function importJsonResume(file: Record<string, unknown>): { document: StandardJsonResume; dropped: DroppedField[] } {
  let value = withoutNulls(file) as Container;
  const dropped: DroppedField[] = [];
  // One pass usually finds every problem; a value hidden behind a refused parent shows on the next.
  for (let pass = 0; pass < 10; pass++) {
    const result = standardJsonResumeSchema.safeParse(value);
    if (result.success) return { document: result.data, dropped };
    for (const issue of result.error.issues as z.core.$ZodIssue[]) {
      const path = issue.path as Path;
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) {
          remove(value, [...path, key]);
          dropped.push({ path: pathText([...path, key]), reason: "unknown_field" });
        }
      } else if (issue.code === "too_big" && issue.origin === "array") {
        const list = parentOf(value, [...path, 0]);
        if (Array.isArray(list)) list.splice(Number(issue.maximum));
        dropped.push({ path: pathText(path), reason: "too_many" });
      } else if (path.length === 0) {
        break;
      } else {
        remove(value, path);
        dropped.push({ path: pathText(path), reason: "invalid_value" });
      }
    }
    value = sweep(value) as Container;
  }
  // Unreachable with the schemas as written (every field is optional); an empty document is the safe answer.
  return { document: {}, dropped: [...dropped, { path: "", reason: "invalid_value" }] };
}

/** JSON with object keys sorted: the same document always gives the same text, whatever order its keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    isContainer(item) && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}
