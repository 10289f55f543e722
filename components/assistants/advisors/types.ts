import * as v from "valibot";

// The cards of the career advisors, as the server writes them (issue 13's card shapes). The screens
// read them through these schemas: a card that does not fit renders nothing rather than breaking
// the conversation. Plain objects, not strict ones: a field added later must not hide a card.
// valibot, not zod: these are read in the browser, where valibot ships only the checks used
// (~2 KiB) and even zod/mini's core weighs ~23 KiB.

export const LEVELS = ["low", "average", "high"] as const;
export type Level = (typeof LEVELS)[number];
export const SCALE_VALUES = [1, 2, 3, 4, 5] as const;
export type ScaleValue = (typeof SCALE_VALUES)[number];

const text = v.string();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const percentile = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
const texts = (max: number) => v.pipe(v.array(text), v.maxLength(max));

export const personalityItemsSchema = v.object({
  kind: v.literal("personality_items"),
  items: v.pipe(v.array(v.object({ id: v.pipe(text, v.minLength(1), v.maxLength(20)), text })), v.minLength(1), v.maxLength(300)),
  scale: v.pipe(v.array(v.object({ value: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), label: text })), v.length(5)),
});
export type PersonalityItemsData = v.InferOutput<typeof personalityItemsSchema>;

export const personalityProfileSchema = v.object({
  kind: v.literal("personality_profile"),
  domains: v.pipe(
    v.array(
      v.object({
        key: v.picklist(["O", "C", "E", "A", "N"]),
        name: text,
        score: v.number(),
        percentile,
        level: v.picklist(LEVELS),
        summary: text,
        facets: v.pipe(v.array(v.object({ key: text, name: text, score: v.number(), percentile, level: v.picklist(LEVELS) })), v.maxLength(10)),
      }),
    ),
    v.maxLength(5),
  ),
  work_styles: texts(20),
  role_families: v.pipe(v.array(v.object({ name: text, why: text })), v.maxLength(20)),
  caveat: text,
  norms: text,
});
export type PersonalityProfileData = v.InferOutput<typeof personalityProfileSchema>;

const skillShare = v.object({ skill: text, postings: count, share: v.pipe(v.number(), v.minValue(0), v.maxValue(1)) });

export const careerGapSchema = v.object({
  kind: v.literal("career_gap"),
  target_title: text,
  postings: count,
  scope: v.object({ countries: v.nullable(v.array(text)) }),
  have: v.pipe(v.array(skillShare), v.maxLength(100)),
  missing: v.pipe(v.array(skillShare), v.maxLength(100)),
  plan: v.pipe(v.array(v.object({ phase: v.picklist([1, 2, 3]), skills: texts(50), suggestion: text })), v.maxLength(3)),
  bridging_roles: v.pipe(v.array(v.object({ title: text, postings: count, shared_skills: texts(50) })), v.maxLength(20)),
  transferable: texts(100),
});
export type CareerGapData = v.InferOutput<typeof careerGapSchema>;

export const freshGradPlanSchema = v.object({
  kind: v.literal("fresh_grad_plan"),
  titles: v.pipe(v.array(v.object({ title: text, postings: count, example_companies: texts(10) })), v.maxLength(20)),
  skills_to_show: v.pipe(v.array(v.object({ skill: text, postings: count, in_cv: v.boolean() })), v.maxLength(100)),
  section_order: texts(20),
  notes: texts(20),
});
export type FreshGradPlanData = v.InferOutput<typeof freshGradPlanSchema>;
