"use client";

import { setCookie } from "cookies-next/client";
import { LOCALE_STORAGE_KEY, type Locale } from "./locales";

const ONE_YEAR = 365 * 24 * 60 * 60;

/** The browser's stored language: local storage comes first. */
export function storedLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Saves a language choice under `_copilot_locale` in local storage, mirrored into a
 * cookie of the same name so the server renders that language with no flash.
 */
export function persistLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  setCookie(LOCALE_STORAGE_KEY, locale, { path: "/", maxAge: ONE_YEAR, sameSite: "lax" });
}
