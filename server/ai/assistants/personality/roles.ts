import type { DomainKey, FacetKey } from "./items";
import type { Profile, Scored } from "./scoring";

/**
 * Role families and the traits that make a profile suit them. The mapping follows the research on
 * personality and vocational interests (Barrick, Mount & Gupta, 2003, Personnel Psychology 56,
 * 45–74, a meta-analysis linking the Big Five to Holland's RIASEC types: Extraversion with
 * enterprising and social interests, Openness with investigative and artistic ones, Agreeableness
 * with social ones, Conscientiousness with conventional ones) and Johnson's own report notes that
 * low Agreeableness suits tough, objective judgements:
 *
 *   sales       high E, high Assertiveness, low Vulnerability        enterprising
 *   clientCare  high E, high A, high Friendliness                     social + enterprising
 *   peopleCare  high A, high Altruism, high Sympathy                  social
 *   research    high Intellect, high O, low E                         investigative
 *   creative    high Imagination, high Artistic Interests, high Adventurousness   artistic
 *   finance     high C, high Orderliness, high Cautiousness           conventional
 *   operations  high C, high Self-Discipline, high Assertiveness      conventional + enterprising
 *   quality     high Dutifulness, high Cautiousness, high Morality    conventional
 *   leadership  high Assertiveness, high Self-Efficacy, low N         enterprising
 *   ventures    high Adventurousness, high Excitement-Seeking, low N  enterprising + artistic
 *   review      low A, high Intellect, high Cautiousness              investigative, tough-minded
 *   handsOn     low E, low O, high C                                  realistic
 *
 * A family's fit is the mean of its traits' percentiles, each read in the family's direction (100 −
 * percentile where the family wants a low level), so it is high only when the traits point its way.
 */
export type Trait = DomainKey | FacetKey;
export type Driver = { trait: Trait; wants: "high" | "low" };

const high = (trait: Trait): Driver => ({ trait, wants: "high" });
const low = (trait: Trait): Driver => ({ trait, wants: "low" });

export const ROLE_FAMILIES = {
  sales: [high("E"), high("E3"), low("N6")],
  clientCare: [high("E"), high("A"), high("E1")],
  peopleCare: [high("A"), high("A3"), high("A6")],
  research: [high("O5"), high("O"), low("E")],
  creative: [high("O1"), high("O2"), high("O4")],
  finance: [high("C"), high("C2"), high("C6")],
  operations: [high("C"), high("C5"), high("E3")],
  quality: [high("C3"), high("C6"), high("A2")],
  leadership: [high("E3"), high("C1"), low("N")],
  ventures: [high("O4"), high("E5"), low("N")],
  review: [low("A"), high("O5"), high("C6")],
  handsOn: [low("E"), low("O"), high("C")],
} as const satisfies Record<string, readonly Driver[]>;

export type RoleFamily = keyof typeof ROLE_FAMILIES;

/** At least this many families are always shown, at most that many; between, only good fits. */
export const ROLES_MIN = 3;
export const ROLES_MAX = 5;
/** A fit at which a family is worth naming beyond the minimum. */
const GOOD_FIT = 65;

export const resultOf = (profile: Profile, trait: Trait): Scored =>
  trait.length === 1 ? profile.domains[trait as DomainKey] : profile.facets[trait as FacetKey];

export function fitOf(profile: Profile, family: RoleFamily): number {
  const drivers: readonly Driver[] = ROLE_FAMILIES[family];
  const directed = drivers.map((driver) => {
    const { percentile } = resultOf(profile, driver.trait);
    return driver.wants === "high" ? percentile : 100 - percentile;
  });
  return directed.reduce((sum, value) => sum + value, 0) / directed.length;
}

/** The families that suit the profile best, best first (ties keep the table's order). */
export function roleFamiliesFor(profile: Profile): RoleFamily[] {
  const ranked = (Object.keys(ROLE_FAMILIES) as RoleFamily[])
    .map((family, order) => ({ family, order, fit: fitOf(profile, family) }))
    .sort((a, b) => b.fit - a.fit || a.order - b.order);
  return ranked.filter((entry, index) => index < ROLES_MIN || (index < ROLES_MAX && entry.fit >= GOOD_FIT)).map((entry) => entry.family);
}
