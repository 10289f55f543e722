import { DOMAINS, FACETS, facetsOf, type DomainKey, type FacetKey } from "./items";

/**
 * Norms for the IPIP-NEO-120 raw scores (facet = 4..20, domain = 24..120).
 *
 * Source: John A. Johnson's own scoring program for the IPIP-NEO-120, `shortipipneo3.cgi` (the
 * Perl CGI behind his "Short Form for the IPIP-NEO" at personal.psu.edu/~j5j/IPIP/ipipneo120.htm,
 * mirrored in github.com/kholia/IPIP-NEO-PI, app/shortipipneo3.cgi). It holds means and standard
 * deviations per sex and age group, computed from the people who took his online IPIP-NEO. The
 * values below are copied from it unchanged, in its layout: the five domain means (N, E, O, A, C),
 * the five domain SDs, then for each domain in that order its six facet means and six facet SDs.
 *
 * What is ours, not Johnson's: the product asks neither sex nor age, so we compare everyone with
 * one blended adult group: the four working-age groups (men and women, 21–40 and 41–60) weighted
 * equally. The blend's mean is the average of the four means; its variance is the average of the
 * four variances plus the spread of the four means around the blend (a mixture of the groups), so
 * the blend is slightly wider than any one group. Johnson converted scores to percentiles with a
 * cubic approximation; we use the normal distribution function instead (see scoring.ts).
 */
type NormGroup = { label: string; values: readonly number[] };

const JOHNSON_GROUPS: readonly NormGroup[] = [
  {
    label: "men 21–40",
    values: [
      66.97, 78.9, 86.51, 84.22, 85.5, 16.48, 15.21, 12.65, 13.1, 14.27,
      11.44, 11.75, 10.37, 12.11, 12.18, 9.13, 3.76, 4.3, 4.12, 3.81, 3.52, 3.48,
      13.31, 11.34, 14.58, 12.07, 13.34, 14.3, 3.8, 3.99, 3.58, 3.23, 3.43, 3.53,
      15.94, 14.94, 14.6, 13.14, 16.11, 11.66, 3.18, 3.63, 3.19, 3.39, 3.25, 3.72,
      12.81, 15.93, 15.37, 14.58, 11.43, 13.77, 3.69, 3.18, 2.92, 3.7, 3.57, 3.29,
      15.8, 12.05, 15.68, 15.36, 13.27, 13.31, 2.44, 4.26, 2.76, 3.39, 3.31, 4.03,
    ],
  },
  {
    label: "men 41–60",
    values: [
      64.11, 77.06, 83.04, 88.33, 91.27, 16.04, 14.31, 13.05, 11.76, 13.35,
      10.79, 11.6, 9.78, 11.85, 11.24, 8.81, 3.56, 4.16, 3.94, 3.62, 3.55, 3.35,
      13.22, 10.45, 14.95, 12.27, 11.82, 14.32, 3.71, 3.68, 3.44, 3.3, 3.23, 3.29,
      14.65, 14.66, 14.76, 12.69, 15.4, 11.04, 3.35, 3.59, 3.02, 3.44, 3.43, 3.93,
      13.42, 16.94, 15.65, 15.66, 11.96, 14.21, 3.49, 2.83, 2.88, 3.33, 3.34, 3.17,
      16.19, 13.33, 16.56, 16.51, 14.05, 14.6, 2.25, 4.32, 2.5, 2.93, 3.13, 3.78,
    ],
  },
  {
    label: "women 21–40",
    values: [
      72.14, 80.78, 88.25, 91.91, 87.57, 16.16, 14.64, 12.15, 11.39, 13.87,
      13.08, 12.72, 10.79, 12.2, 12.71, 10.69, 3.68, 4.13, 4.07, 3.79, 3.58, 3.64,
      14.05, 11.92, 14.25, 12.77, 12.84, 14.96, 3.66, 4.05, 3.61, 3.24, 3.53, 3.31,
      15.64, 15.97, 16.41, 12.84, 15.28, 12.06, 3.34, 3.3, 2.69, 3.44, 3.47, 3.46,
      13.15, 17.34, 16.81, 15.57, 12.98, 15.52, 3.71, 2.61, 2.53, 3.5, 3.57, 2.87,
      16.02, 12.67, 16.36, 16.11, 13.56, 12.91, 2.34, 4.51, 2.54, 3.05, 3.23, 4.18,
    ],
  },
  {
    label: "women 41–60",
    values: [
      67.38, 78.62, 86.15, 95.73, 93.45, 16.1, 14.19, 12.62, 9.84, 12.94,
      12.05, 11.19, 10.07, 12.07, 11.98, 10.07, 3.72, 4.03, 3.97, 3.73, 3.69, 3.56,
      14.1, 10.84, 14.51, 13.03, 11.08, 15.0, 3.72, 3.86, 3.5, 3.46, 3.42, 3.26,
      14.43, 16.0, 16.37, 12.58, 14.87, 11.85, 3.49, 3.2, 2.58, 3.45, 3.65, 3.74,
      13.79, 18.16, 17.04, 17.02, 13.41, 15.82, 3.52, 2.21, 2.4, 2.88, 3.3, 2.71,
      16.5, 13.68, 17.29, 17.16, 14.35, 14.41, 2.16, 4.51, 2.27, 2.73, 3.13, 3.86,
    ],
  },
];

export type Norm = { mean: number; sd: number };
export type Norms = { domains: Record<DomainKey, Norm>; facets: Record<FacetKey, Norm> };

/** One group's table, read from Johnson's layout. */
export function readGroup(values: readonly number[]): Norms {
  if (values.length !== 70) throw new Error(`A norm group has 70 values, not ${values.length}`);
  const at = (index: number) => values[index]!;
  const domains = Object.fromEntries(DOMAINS.map((domain, i) => [domain, { mean: at(i), sd: at(5 + i) }])) as Record<DomainKey, Norm>;
  const facets = Object.fromEntries(
    DOMAINS.flatMap((domain, d) => facetsOf(domain).map((facet, f) => [facet, { mean: at(10 + d * 12 + f), sd: at(10 + d * 12 + 6 + f) }])),
  ) as Record<FacetKey, Norm>;
  return { domains, facets };
}

/** Equal-weight mixture of normal groups: the mean of the means, the mean variance plus the variance of the means. */
function blend(norms: Norm[]): Norm {
  const mean = norms.reduce((sum, norm) => sum + norm.mean, 0) / norms.length;
  const variance = norms.reduce((sum, norm) => sum + norm.sd ** 2 + (norm.mean - mean) ** 2, 0) / norms.length;
  return { mean, sd: Math.sqrt(variance) };
}

export const JOHNSON_NORM_GROUPS = JOHNSON_GROUPS.map((group) => ({ label: group.label, norms: readGroup(group.values) }));

/** The norms every profile is compared with: the equal-weight blend described above. */
export const NORMS: Norms = {
  domains: Object.fromEntries(DOMAINS.map((domain) => [domain, blend(JOHNSON_NORM_GROUPS.map((group) => group.norms.domains[domain]))])) as Record<DomainKey, Norm>,
  facets: Object.fromEntries(FACETS.map((facet) => [facet, blend(JOHNSON_NORM_GROUPS.map((group) => group.norms.facets[facet]))])) as Record<FacetKey, Norm>,
};
