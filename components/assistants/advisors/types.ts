import { z } from "zod/mini";

// The cards of the career advisors, as the server writes them (issue 13's card shapes). The screens
// read them through these schemas: a card that does not fit renders nothing rather than breaking
// the conversation. Plain objects, not strict ones: a field added later must not hide a card.
// zod/mini: these are read in the browser, where full zod would add ~30 KiB to the page.

export const LEVELS = ["low", "average", "high"] as const;
export type Level = (typeof LEVELS)[number];
export const SCALE_VALUES = [1, 2, 3, 4, 5] as const;
export type ScaleValue = (typeof SCALE_VALUES)[number];

export const personalityItemsSchema = z.object({
  kind: z.literal("personality_items"),
  items: z.array(z.object({ id: z.string().check(z.minLength(1), z.maxLength(20)), text: z.string() })).check(z.minLength(1), z.maxLength(300)),
  scale: z.array(z.object({ value: z.int().check(z.gte(1), z.lte(5)), label: z.string() })).check(z.length(5)),
});
export type PersonalityItemsData = z.output<typeof personalityItemsSchema>;

const percentile = z.number().check(z.gte(0), z.lte(100));

export const personalityProfileSchema = z.object({
  kind: z.literal("personality_profile"),
  domains: z
    .array(
      z.object({
        key: z.enum(["O", "C", "E", "A", "N"]),
        name: z.string(),
        score: z.number(),
        percentile,
        level: z.enum(LEVELS),
        summary: z.string(),
        facets: z.array(z.object({ key: z.string(), name: z.string(), score: z.number(), percentile, level: z.enum(LEVELS) })).check(z.maxLength(10)),
      }),
    )
    .check(z.maxLength(5)),
  work_styles: z.array(z.string()).check(z.maxLength(20)),
  role_families: z.array(z.object({ name: z.string(), why: z.string() })).check(z.maxLength(20)),
  caveat: z.string(),
  norms: z.string(),
});
export type PersonalityProfileData = z.output<typeof personalityProfileSchema>;

const count = z.int().check(z.nonnegative());
const skillShare = z.object({ skill: z.string(), postings: count, share: z.number().check(z.gte(0), z.lte(1)) });

export const careerGapSchema = z.object({
  kind: z.literal("career_gap"),
  target_title: z.string(),
  postings: count,
  scope: z.object({ countries: z.nullable(z.array(z.string())) }),
  have: z.array(skillShare).check(z.maxLength(100)),
  missing: z.array(skillShare).check(z.maxLength(100)),
  plan: z.array(z.object({ phase: z.union([z.literal(1), z.literal(2), z.literal(3)]), skills: z.array(z.string()).check(z.maxLength(50)), suggestion: z.string() })).check(z.maxLength(3)),
  bridging_roles: z.array(z.object({ title: z.string(), postings: count, shared_skills: z.array(z.string()).check(z.maxLength(50)) })).check(z.maxLength(20)),
  transferable: z.array(z.string()).check(z.maxLength(100)),
});
export type CareerGapData = z.output<typeof careerGapSchema>;

export const freshGradPlanSchema = z.object({
  kind: z.literal("fresh_grad_plan"),
  titles: z.array(z.object({ title: z.string(), postings: count, example_companies: z.array(z.string()).check(z.maxLength(10)) })).check(z.maxLength(20)),
  skills_to_show: z.array(z.object({ skill: z.string(), postings: count, in_cv: z.boolean() })).check(z.maxLength(100)),
  section_order: z.array(z.string()).check(z.maxLength(20)),
  notes: z.array(z.string()).check(z.maxLength(20)),
});
export type FreshGradPlanData = z.output<typeof freshGradPlanSchema>;
