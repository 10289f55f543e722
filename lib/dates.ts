const pad = (value: number) => String(value).padStart(2, "0");

/** The API's date format: dd-MM-yyyy, from the date's calendar day in UTC. */
export function formatApiDate(date: Date): string {
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

/** dd-MM-yyyy → yyyy-MM-dd (ISO), or null when it is not a real calendar date. */
export function apiDateToIso(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (formatApiDate(date) !== value) return null;
  return `${year}-${month}-${day}`;
}

/** yyyy-MM-dd (as stored) → dd-MM-yyyy. */
export const isoToApiDate = (iso: string) => iso.split("-").reverse().join("-");
