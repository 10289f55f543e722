import { ATS_NAMES, type ApplyTargets, type AtsName } from "./types";

/**
 * APPLY_TARGETS: "greenhouse=http://127.0.0.1:4610/replica/greenhouse;lever=…" — per ATS, the host
 * its applier sends to instead of the real one (local replicas for tests, staging, the offline demo).
 */
export function parseApplyTargets(text: string | undefined): ApplyTargets {
  const targets: ApplyTargets = {};
  for (const entry of (text ?? "").split(";").map((part) => part.trim()).filter(Boolean)) {
    const [name, url] = entry.split(/=(.*)/s).map((part) => part?.trim());
    if (!name || !(ATS_NAMES as readonly string[]).includes(name)) {
      throw new Error(`APPLY_TARGETS: "${name ?? entry}" is not one of ${ATS_NAMES.join(", ")}`);
    }
    if (!url || !/^https?:\/\/[^/]+/.test(url)) throw new Error(`APPLY_TARGETS: ${name} needs an http(s) URL, got "${url ?? ""}"`);
    targets[name as AtsName] = url.replace(/\/+$/, "");
  }
  return targets;
}
