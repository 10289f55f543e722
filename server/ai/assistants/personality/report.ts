import type { Locale } from "@/lib/i18n/locales";
import { DOMAINS, ITEMS, SCALE_VALUES, domainOf, facetsOf, type DomainKey, type FacetKey } from "./items";
import { listOf, translatorFor, type Translate } from "./messages";
import { roleFamiliesFor, resultOf, ROLE_FAMILIES, type RoleFamily } from "./roles";
import { distinctness, type Level, type Profile } from "./scoring";
import type { Topic } from "./topics";

/** The questionnaire card: every statement in the inventory's order, and the answer scale. */
export type ItemsCard = {
  kind: "personality_items";
  items: { id: string; text: string }[];
  scale: { value: number; label: string }[];
};

export type FacetResult = { key: FacetKey; name: string; score: number; percentile: number; level: Level };
export type DomainResult = { key: DomainKey; name: string; score: number; percentile: number; level: Level; summary: string; facets: FacetResult[] };

/** The result card. */
export type ProfileCard = {
  kind: "personality_profile";
  domains: DomainResult[];
  work_styles: string[];
  role_families: { name: string; why: string }[];
  caveat: string;
  norms: string;
};

/** The card lists the domains in the usual "OCEAN" order; the inventory's own order is N, E, O, A, C. */
export const CARD_DOMAIN_ORDER: DomainKey[] = ["O", "C", "E", "A", "N"];

const WORK_STYLES_MIN = 3;

export function itemsCard(locale: Locale): ItemsCard {
  const t = translatorFor(locale);
  return {
    kind: "personality_items",
    items: ITEMS.map((item) => ({ id: item.id, text: t(`items.${item.id}`) })),
    scale: SCALE_VALUES.map((value) => ({ value, label: t(`scale.${value}`) })),
  };
}

/**
 * Names (of traits and role families) are stored as they are written inside a sentence
 * ("extraversie" in Dutch, which writes trait names in lower case; "leading teams"); a card's
 * heading or the start of a sentence capitalises them.
 */
const nameOf = (t: Translate, topic: Topic) => t(topic.length === 1 ? `domains.${topic}.name` : `facets.${topic}.name`);
const capitalised = (locale: Locale, text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
const named = (t: Translate, profile: Profile, topic: Topic) =>
  t("result.named", { name: nameOf(t, topic), level: t(`levels.${resultOf(profile, topic).level}`) });

/** The most distinct domain first; ties keep the inventory's order. */
const byDistinctness = (profile: Profile) => (a: DomainKey, b: DomainKey) =>
  distinctness(profile.domains[b]) - distinctness(profile.domains[a]) || DOMAINS.indexOf(a) - DOMAINS.indexOf(b);

/** Domains away from the middle, the most distinct first. */
const standingOut = (profile: Profile) => DOMAINS.filter((domain) => profile.domains[domain].level !== "average").sort(byDistinctness(profile));

/** One sentence per domain on how its level tends to show at work: the distinct ones first, at least three. */
export function workStyles(profile: Profile, t: Translate): string[] {
  const distinct = standingOut(profile);
  const averages = DOMAINS.filter((domain) => !distinct.includes(domain)).sort(byDistinctness(profile));
  const chosen = [...distinct, ...averages.slice(0, Math.max(0, WORK_STYLES_MIN - distinct.length))];
  return chosen.map((domain) => t(`domains.${domain}.work.${profile.domains[domain].level}`));
}

export function roleFamilies(profile: Profile, t: Translate, locale: Locale): { family: RoleFamily; name: string; why: string }[] {
  return roleFamiliesFor(profile).map((family) => {
    const traits = listOf(locale, ROLE_FAMILIES[family].map((driver) => named(t, profile, driver.trait)));
    return { family, name: t(`roles.${family}.name`), why: `${t(`roles.${family}.why`)} ${t("result.yourResults", { traits })}` };
  });
}

export function profileCard(profile: Profile, locale: Locale): ProfileCard {
  const t = translatorFor(locale);
  return {
    kind: "personality_profile",
    domains: CARD_DOMAIN_ORDER.map((domain) => {
      const result = profile.domains[domain];
      return {
        key: domain,
        name: capitalised(locale, nameOf(t, domain)),
        score: result.score,
        percentile: result.percentile,
        level: result.level,
        summary: t(`domains.${domain}.summary.${result.level}`),
        facets: facetsOf(domain).map((facet) => ({ key: facet, name: capitalised(locale, nameOf(t, facet)), ...profile.facets[facet] })),
      };
    }),
    work_styles: workStyles(profile, t),
    role_families: roleFamilies(profile, t, locale).map(({ name, why }) => ({ name: capitalised(locale, name), why })),
    caveat: t("caveat"),
    norms: t("norms"),
  };
}

/** The result in a few sentences: what stands out, how it shows at work, which roles fit, what to ask next. */
export function profileText(profile: Profile, locale: Locale, retake: boolean): string {
  const t = translatorFor(locale);
  const distinct = standingOut(profile).slice(0, 2);
  const families = roleFamilies(profile, t, locale).slice(0, 3);
  return [
    t(retake ? "result.retakeOpening" : "result.opening"),
    distinct.length > 0 ? t("result.standout", { traits: listOf(locale, distinct.map((domain) => named(t, profile, domain))) }) : t("result.balanced"),
    workStyles(profile, t)[0]!,
    t("result.roles", { roles: listOf(locale, families.map((family) => family.name)) }),
    t("result.askMore"),
  ].join(" ");
}

function explainDomain(profile: Profile, t: Translate, locale: Locale, domain: DomainKey): string {
  const { level } = profile.domains[domain];
  return [
    t("followUp.domainHead", { name: capitalised(locale, nameOf(t, domain)), level: t(`levels.${level}`) }),
    t(`domains.${domain}.summary.${level}`),
    t("followUp.facetList", { facets: listOf(locale, facetsOf(domain).map((facet) => named(t, profile, facet))) }),
    t(`domains.${domain}.work.${level}`),
  ].join(" ");
}

function explainFacet(profile: Profile, t: Translate, locale: Locale, facet: FacetKey): string {
  const { level } = profile.facets[facet];
  return [
    t("followUp.facetHead", { name: capitalised(locale, nameOf(t, facet)), domain: nameOf(t, domainOf(facet)), level: t(`levels.${level}`) }),
    t(`facets.${facet}.about`),
    t(`facetLevel.${level}`),
  ].join(" ");
}

/** What the user may ask about, with their domain levels and two of their most distinct facets as examples. */
function menu(profile: Profile, t: Translate, locale: Locale): string {
  const facets = (Object.keys(profile.facets) as FacetKey[])
    .map((facet, order) => ({ facet, order, distance: distinctness(profile.facets[facet]) }))
    .sort((a, b) => b.distance - a.distance || a.order - b.order)
    .slice(0, 2)
    .map((entry) => nameOf(t, entry.facet));
  return t("followUp.menu", {
    domains: listOf(locale, CARD_DOMAIN_ORDER.map((domain) => named(t, profile, domain))),
    examples: listOf(locale, facets),
  });
}

/** The answer to a question after the result: each domain or facet it names explained, else the menu. */
export function followUpText(profile: Profile, locale: Locale, topics: Topic[]): string {
  const t = translatorFor(locale);
  if (topics.length === 0) return menu(profile, t, locale);
  return topics
    .map((topic) => (topic.length === 1 ? explainDomain(profile, t, locale, topic as DomainKey) : explainFacet(profile, t, locale, topic as FacetKey)))
    .join("\n\n");
}
