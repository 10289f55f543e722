/**
 * Dates as the sources write them: ISO 8601 with or without a zone (Remotive omits it), "yyyy-MM-dd"
 * (Workable), "yyyy-MM-dd HH:mm:ss UTC" (Recruitee), unix seconds (Arbeitnow, RemoteOK) and
 * milliseconds (Lever), as numbers or numeric strings. Anything without a zone is read as UTC.
 */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "number") return fromEpoch(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return fromEpoch(Number(text));

  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly) {
    const date = new Date(Date.UTC(+dateOnly[1]!, +dateOnly[2]! - 1, +dateOnly[3]!));
    // Date.UTC rolls "2026-13-45" over into 2027; a real date reads back the same.
    return date.toISOString().startsWith(text) ? date : null;
  }

  const parts = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i.exec(text);
  if (parts) {
    const zone = parts[3];
    const offset = !zone || /^(z|utc|gmt)$/i.test(zone) ? "Z" : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
    return valid(new Date(`${parts[1]}T${parts[2]}${offset}`));
  }
  // Last resort for RFC 2822 and the like; Date.parse reads zone-less text as local time, so only zoned text gets here.
  return /[a-z]{3},?\s|[+-]\d{4}$|gmt|utc/i.test(text) ? valid(new Date(text)) : null;
}

/** Seconds below 10^11 (year 5138), milliseconds above. */
function fromEpoch(value: number): Date | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  return valid(new Date(value < 1e11 ? value * 1000 : value));
}

function valid(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}
