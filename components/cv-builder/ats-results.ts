import { ATS_FORMATS, type AtsCheck, type AtsCheckKind, type AtsFormat } from "@/lib/contracts/cv-document";

/** One thing the check looked for, with what each file gave: found or not, and the fix when not. */
export type AtsFinding = {
  kind: AtsCheckKind;
  expected: string;
  entry?: string;
  found: Partial<Record<AtsFormat, boolean>>;
  fix?: string;
};

/**
 * The checks of both files side by side, one finding per thing looked for, in the order the
 * check gave them; those not found in some file first.
 */
export function atsFindings(checks: readonly AtsCheck[]): AtsFinding[] {
  const byThing = new Map<string, AtsFinding>();
  for (const check of checks) {
    const key = JSON.stringify([check.kind, check.expected, check.entry ?? null]);
    const finding = byThing.get(key) ?? { kind: check.kind, expected: check.expected, ...(check.entry ? { entry: check.entry } : {}), found: {} };
    finding.found[check.format] = check.found;
    if (!check.found && check.fix && !finding.fix) finding.fix = check.fix;
    byThing.set(key, finding);
  }
  const findings = [...byThing.values()];
  return [...findings.filter((finding) => !passed(finding)), ...findings.filter(passed)];
}

/** Found in every file the check read. */
export const passed = (finding: AtsFinding) => ATS_FORMATS.every((format) => finding.found[format] !== false);
