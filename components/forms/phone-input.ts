import getUnicodeFlagIcon from "country-flag-icons/unicode";
import { digitsOnly } from "@/lib/contracts/digits";
import type { MobileCode } from "@/lib/contracts/reference-data";

export type { MobileCode };

/** Flags are drawn by ISO code: the United Kingdom is GB there, whatever a list calls it. */
export function flagCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === "UK" ? "GB" : upper;
}

/** How a country reads in the calling-code list: flag, name and calling code. */
export const mobileCodeLabel = (item: MobileCode) => `${getUnicodeFlagIcon(flagCode(item.code))} ${item.name} (${item.mobile_code})`;

export type Edit = { value: string; caret: number };

/** Typed or autofilled text keeps only its digits; the caret stays after the same digits. */
export function stripTyped(value: string, caret: number | null): Edit {
  const clean = digitsOnly(value);
  return { value: clean, caret: caret === null ? clean.length : digitsOnly(value.slice(0, caret)).length };
}

/** Pasted text replaces the selection with its digits only. */
export function pasteDigits(current: string, selectionStart: number | null, selectionEnd: number | null, pasted: string): Edit {
  const start = selectionStart ?? current.length;
  const end = Math.max(start, selectionEnd ?? start);
  const before = digitsOnly(current.slice(0, start));
  const inserted = digitsOnly(pasted);
  return { value: `${before}${inserted}${digitsOnly(current.slice(end))}`, caret: before.length + inserted.length };
}

/** The list entry of a country, if the list has it. */
export function findMobileCode(items: readonly MobileCode[], country: string | null | undefined): MobileCode | undefined {
  if (!country) return undefined;
  const wanted = flagCode(country);
  return items.find((item) => flagCode(item.code) === wanted);
}

/**
 * The calling code to show. A code that is set (saved, or picked by the user) stays; an empty one
 * — or one we filled in ourselves — follows the user's country through the mobile-codes list.
 */
export function chooseCountryCode({
  current,
  autoFilled,
  country,
  items,
}: {
  current: string | null | undefined;
  /** True when `current` was filled in from the country, not saved or picked. */
  autoFilled: boolean;
  country: string | null | undefined;
  items: readonly MobileCode[];
}): string {
  if (current && !autoFilled) return current;
  return findMobileCode(items, country)?.code ?? current ?? "";
}
