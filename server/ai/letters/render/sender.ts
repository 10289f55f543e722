import { eq } from "drizzle-orm";
import { getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { isCountryCode } from "@/lib/contracts/countries";
import type { Locale } from "@/lib/i18n/locales";
import type { AppDeps } from "../../../deps";
import { profileDetails, users } from "../../../db/schema";

export type LetterSender = {
  name: string | null;
  /** ISO 3166-1 alpha-2, for the paper; null when not on file. */
  country: string | null;
  /** The contact lines under the name, each only when on file. */
  contacts: string[];
};

/** "+44 7400 123456" from the country of the calling code and the national number. */
function phoneLine(countryCode: string, national: string): string {
  if (!isCountryCode(countryCode)) return national;
  return parsePhoneNumberFromString(national, countryCode)?.formatInternational() ?? `+${getCountryCallingCode(countryCode)} ${national.replace(/^0+/, "")}`;
}

/** A link as people write it on paper: without the scheme. */
const linkLine = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

const LINK_ORDER = ["linkedin", "portfolio", "website", "github"] as const;

/**
 * Who signs a letter, from the profile alone: the name, and as contact lines the country (in the
 * letter's language), the phone number, the e-mail address and the profile's links. Nothing that is
 * not on file is written.
 */
export async function letterSender(deps: Pick<AppDeps, "db">, userId: string, language: Locale): Promise<LetterSender> {
  const [[user], [details]] = await Promise.all([
    deps.db.select().from(users).where(eq(users.id, userId)),
    deps.db.select({ links: profileDetails.links }).from(profileDetails).where(eq(profileDetails.userId, userId)),
  ]);
  if (!user) return { name: null, country: null, contacts: [] };
  const name = [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(" ") || null;
  const country = user.country && isCountryCode(user.country) ? user.country : null;
  const links = details?.links ?? {};
  const contacts = [
    country ? (new Intl.DisplayNames([language], { type: "region" }).of(country) ?? null) : null,
    user.phoneNumber && user.phoneCountryCode ? phoneLine(user.phoneCountryCode, user.phoneNumber) : null,
    user.email,
    ...LINK_ORDER.map((key) => (links[key] ? linkLine(links[key]) : null)),
  ].filter((line): line is string => Boolean(line));
  return { name, country, contacts };
}
