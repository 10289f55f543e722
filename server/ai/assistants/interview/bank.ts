import { COMPETENCY_STYLE, type AnswerStyle, type Competency } from "./competencies";
import { ROLE_FAMILIES, type InterviewSeniority, type RoleFamily } from "./role";

export const INTERVIEW_TYPES = ["screening", "behavioural", "technical", "hiring_manager"] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

/**
 * One question of the banks. Its wording, in every language, is `questions.<key>` in the locale
 * files, with `{role}` (the role's title) and, for skill questions, `{skill}`. No family or
 * seniority listed: it fits all. `position` keeps an opener first and the practical questions of a
 * screening (availability, salary) last, as a recruiter orders them.
 */
export type BankQuestion = {
  key: string;
  competency: Competency;
  type: InterviewType;
  families?: readonly RoleFamily[];
  seniorities?: readonly InterviewSeniority[];
  /** When the question asks for something else than its competency's usual style (a story about a technical decision). */
  style?: AnswerStyle;
  position?: "first" | "last";
};

const q = (key: string, type: InterviewType, competency: Competency, extra: Omit<BankQuestion, "key" | "type" | "competency"> = {}): BankQuestion => ({
  key,
  type,
  competency,
  ...extra,
});

const junior = { seniorities: ["junior"] } as const;
const mid = { seniorities: ["mid"] } as const;
const senior = { seniorities: ["senior"] } as const;
const lead = { seniorities: ["lead"] } as const;
const story = { style: "star" } as const;

const SCREENING: BankQuestion[] = [
  q("sc_intro", "screening", "background", { position: "first" }),
  q("sc_why_role", "screening", "motivation", { position: "first" }),
  q("sc_why_company", "screening", "motivation"),
  q("sc_why_leave", "screening", "motivation"),
  q("sc_relevant", "screening", "background"),
  q("sc_looking_for", "screening", "motivation"),
  q("sc_work_setup", "screening", "work_setup"),
  q("sc_strength", "screening", "background"),
  q("sc_other_processes", "screening", "motivation"),
  q("sc_requirements", "screening", "background"),
  q("sc_availability", "screening", "availability", { position: "last" }),
  q("sc_salary", "screening", "salary", { position: "last" }),
  q("sc_junior_studies", "screening", "learning", junior),
  q("sc_junior_learn", "screening", "learning", { ...junior, style: "pitch" }),
  q("sc_mid_next_step", "screening", "motivation", mid),
  q("sc_senior_scope", "screening", "background", senior),
  q("sc_lead_team", "screening", "leadership", { ...lead, style: "pitch" }),
  q("sc_lead_style", "screening", "leadership", { ...lead, style: "pitch" }),
];

const BEHAVIOURAL: BankQuestion[] = [
  q("bh_teamwork", "behavioural", "teamwork"),
  q("bh_conflict", "behavioural", "conflict"),
  q("bh_failure", "behavioural", "failure"),
  q("bh_problem", "behavioural", "problem_solving"),
  q("bh_pressure", "behavioural", "prioritisation"),
  q("bh_change", "behavioural", "adaptability"),
  q("bh_initiative", "behavioural", "initiative"),
  q("bh_feedback", "behavioural", "feedback"),
  q("bh_explain", "behavioural", "communication"),
  q("bh_customer", "behavioural", "customer_focus"),
  q("bh_decision", "behavioural", "decision_making"),
  q("bh_persuade", "behavioural", "stakeholders"),
  q("bh_goal", "behavioural", "initiative"),
  q("bh_junior_learn_fast", "behavioural", "learning", junior),
  q("bh_junior_group_project", "behavioural", "teamwork", junior),
  q("bh_junior_help", "behavioural", "learning", junior),
  q("bh_mid_ownership", "behavioural", "initiative", mid),
  q("bh_mid_deadline", "behavioural", "prioritisation", mid),
  q("bh_mid_onboard_colleague", "behavioural", "teamwork", mid),
  q("bh_senior_mentor", "behavioural", "leadership", senior),
  q("bh_senior_influence", "behavioural", "stakeholders", senior),
  q("bh_senior_tradeoff", "behavioural", "decision_making", senior),
  q("bh_lead_underperformance", "behavioural", "leadership", lead),
  q("bh_lead_unpopular", "behavioural", "leadership", lead),
  q("bh_lead_build_team", "behavioural", "leadership", lead),
  q("bh_lead_strategy", "behavioural", "strategy", { ...lead, style: "star" }),
];

const HIRING_MANAGER: BankQuestion[] = [
  q("hm_priorities", "hiring_manager", "planning", { position: "first" }),
  q("hm_first_months", "hiring_manager", "planning"),
  q("hm_working_style", "hiring_manager", "working_style"),
  q("hm_manager_needs", "hiring_manager", "working_style"),
  q("hm_conflict_manager", "hiring_manager", "conflict"),
  q("hm_success", "hiring_manager", "planning"),
  q("hm_colleagues_say", "hiring_manager", "working_style"),
  q("hm_competing", "hiring_manager", "prioritisation", { style: "approach" }),
  q("hm_excites", "hiring_manager", "motivation"),
  q("hm_improving", "hiring_manager", "feedback", { style: "pitch" }),
  q("hm_ideal_team", "hiring_manager", "working_style"),
  q("hm_hard_week", "hiring_manager", "adaptability"),
  q("hm_junior_learning", "hiring_manager", "learning", { ...junior, style: "pitch" }),
  q("hm_junior_goals", "hiring_manager", "motivation", junior),
  q("hm_junior_feedback", "hiring_manager", "feedback", { ...junior, style: "pitch" }),
  q("hm_mid_independence", "hiring_manager", "working_style", mid),
  q("hm_mid_growth", "hiring_manager", "motivation", mid),
  q("hm_senior_change", "hiring_manager", "strategy", senior),
  q("hm_senior_sharing", "hiring_manager", "leadership", { ...senior, style: "approach" }),
  q("hm_lead_new_team", "hiring_manager", "leadership", { ...lead, style: "approach" }),
  q("hm_lead_direction", "hiring_manager", "strategy", lead),
  q("hm_lead_hiring", "hiring_manager", "leadership", { ...lead, style: "approach" }),
  q("hm_lead_upward", "hiring_manager", "stakeholders", { ...lead, style: "approach" }),
];

/** Ten questions of each family's own, by key suffix and competency; a story where the question asks for one. */
const FAMILY_TECHNICAL: Record<RoleFamily, [string, Competency, AnswerStyle?][]> = {
  software: [
    ["design", "expertise"], ["debug", "problem_solving", "approach"], ["review", "quality"], ["tests", "quality"],
    ["performance", "problem_solving", "approach"], ["legacy", "expertise"], ["tradeoff", "decision_making"], ["release", "quality"],
    ["incident", "problem_solving"], ["estimate", "planning"],
  ],
  data: [
    ["cleaning", "quality"], ["metric", "expertise"], ["experiment", "expertise"], ["explain", "communication", "approach"],
    ["wrong_numbers", "problem_solving", "approach"], ["model_choice", "decision_making", "approach"], ["bias", "quality"],
    ["vague_request", "stakeholders", "approach"], ["reuse", "initiative"], ["report_accuracy", "quality"],
  ],
  design: [
    ["process", "expertise"], ["user_needs", "expertise"], ["feedback", "feedback", "approach"], ["tradeoff", "decision_making"],
    ["consistency", "quality"], ["handoff", "teamwork", "approach"], ["success", "expertise"], ["inclusive", "quality"],
    ["portfolio", "background", "star"], ["constraints", "adaptability"],
  ],
  product: [
    ["prioritise", "prioritisation", "approach"], ["discovery", "expertise"], ["measures", "expertise"], ["say_no", "stakeholders"],
    ["failed_feature", "failure"], ["requirements", "communication", "approach"], ["harder_than_planned", "teamwork", "approach"],
    ["direction", "strategy"], ["user_feedback", "customer_focus", "approach"], ["competitor", "strategy"],
  ],
  operations: [
    ["plan", "planning"], ["risks", "expertise"], ["behind_schedule", "problem_solving", "approach"], ["faster_process", "initiative"],
    ["costs", "expertise"], ["keep_informed", "stakeholders", "approach"], ["routines", "expertise"], ["added_work", "prioritisation", "approach"],
    ["supplier", "problem_solving"], ["figures", "expertise"],
  ],
  sales: [
    ["new_customers", "expertise"], ["first_call", "customer_focus", "approach"], ["price", "communication", "approach"], ["lost_deal", "failure"],
    ["organise_week", "prioritisation", "approach"], ["behind_target", "problem_solving"], ["ready_to_sign", "expertise"],
    ["keep_customers", "customer_focus", "approach"], ["open_conversation", "communication", "approach"], ["estimate_quarter", "planning"],
  ],
  marketing: [
    ["campaign", "expertise", "star"], ["audience", "expertise"], ["pays_off", "expertise"], ["split_budget", "decision_making", "approach"],
    ["message", "communication", "approach"], ["underperforming", "problem_solving", "approach"], ["channel_changes", "learning", "approach"],
    ["with_sales", "teamwork", "approach"], ["consistent_voice", "quality"], ["failed_test", "failure"],
  ],
  support: [
    ["angry_customer", "customer_focus", "approach"], ["unknown_answer", "problem_solving", "approach"], ["hand_over", "teamwork", "approach"],
    ["growing_queue", "prioritisation", "approach"], ["recurring_problems", "initiative", "approach"], ["bad_news", "communication", "approach"],
    ["good_reply", "quality"], ["hardest_case", "problem_solving"], ["measures", "expertise"], ["help_article", "communication", "approach"],
  ],
  finance: [
    ["month_end", "planning"], ["mismatch", "problem_solving", "approach"], ["explain_numbers", "communication", "approach"], ["accuracy", "quality"],
    ["time_pressure", "prioritisation"], ["manual_task", "initiative"], ["rule_changes", "learning", "approach"], ["cost_plan", "planning"],
    ["over_plan", "problem_solving", "approach"], ["confidential", "expertise"],
  ],
  hr: [
    ["fair_hiring", "expertise"], ["difficult_conversation", "communication", "approach"], ["colleague_conflict", "conflict", "approach"],
    ["first_weeks", "expertise"], ["people_leaving", "problem_solving", "approach"], ["unpopular_policy", "communication", "approach"],
    ["confidential_complaint", "expertise"], ["late_employee", "stakeholders", "approach"], ["team_health", "expertise"],
    ["declined_offer", "problem_solving", "approach"],
  ],
  healthcare: [
    ["busy_shift", "prioritisation", "approach"], ["handover", "communication", "approach"], ["colleague_error", "quality"],
    ["worried_relative", "communication", "approach"], ["patient_distress", "customer_focus"], ["infections", "quality"],
    ["getting_worse", "expertise"], ["notes", "quality"], ["with_doctors", "teamwork", "approach"], ["refused_treatment", "communication", "approach"],
  ],
  education: [
    ["plan_lesson", "planning"], ["levels", "expertise"], ["disruption", "problem_solving", "approach"], ["understood", "quality"],
    ["parents", "communication", "approach"], ["lost_interest", "customer_focus", "approach"], ["lesson_went_wrong", "failure"],
    ["with_colleagues", "teamwork", "approach"], ["digital_tools", "expertise"], ["additional_needs", "expertise"],
  ],
  general: [
    ["tools", "expertise"], ["own_quality", "quality"], ["common_mistake", "quality"], ["typical_day", "background"],
    ["up_to_date", "learning", "approach"], ["demanding_task", "problem_solving"], ["rules", "quality"], ["explain_job", "communication", "approach"],
    ["change_one_thing", "initiative", "approach"], ["unexpected", "problem_solving"],
  ],
};

const TECHNICAL: BankQuestion[] = [
  ...ROLE_FAMILIES.flatMap((family) =>
    FAMILY_TECHNICAL[family].map(([suffix, competency, style]) =>
      q(`tc_${family}_${suffix}`, "technical", competency, { families: [family], ...(style ? { style } : {}) }),
    ),
  ),
  q("tc_junior_project", "technical", "learning", junior),
  q("tc_junior_stuck", "technical", "learning", { ...junior, style: "approach" }),
  q("tc_mid_own_area", "technical", "expertise", { ...mid, style: "pitch" }),
  q("tc_mid_way_of_working", "technical", "initiative", mid),
  q("tc_senior_hardest", "technical", "problem_solving", senior),
  q("tc_senior_standards", "technical", "quality", senior),
  q("tc_lead_standards", "technical", "leadership", { ...lead, style: "approach" }),
  q("tc_lead_invest", "technical", "strategy", lead),
];

/** Questions built on a skill the posting asks for: one template per skill, in this order. */
export const SKILL_QUESTIONS: BankQuestion[] = [
  q("sk_project", "technical", "expertise", story),
  q("sk_pitfall", "technical", "expertise"),
  q("sk_choice", "technical", "decision_making", { style: "approach" }),
];
/** Families whose technical interview also asks about the posting's skills. */
export const SKILL_FAMILIES: readonly RoleFamily[] = ["software", "data"];

export const BANK: BankQuestion[] = [...SCREENING, ...BEHAVIOURAL, ...HIRING_MANAGER, ...TECHNICAL];

export const styleOf = (question: Pick<BankQuestion, "competency" | "style">): AnswerStyle => question.style ?? COMPETENCY_STYLE[question.competency];

/** The bank's questions for one interview: its type, the role's family and the level. */
export function poolFor(type: InterviewType, family: RoleFamily, seniority: InterviewSeniority): BankQuestion[] {
  return BANK.filter(
    (question) =>
      question.type === type &&
      (!question.families || question.families.includes(family)) &&
      (!question.seniorities || question.seniorities.includes(seniority)),
  );
}

/** A question as the interview plans it: the bank's entry and, for a skill question, its skill. */
export type PlannedQuestion = { key: string; competency: Competency; style: AnswerStyle; skill: string | null };

/** FNV-1a, 32 bits: a stable seed from the setup, so the same setup asks the same questions. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator, the only randomness the selection uses. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const planned = (question: BankQuestion, skill: string | null = null): PlannedQuestion => ({
  key: question.key,
  competency: question.competency,
  style: styleOf(question),
  skill,
});

/**
 * The interview's questions, `count` of them, never the same twice: one opener first when the
 * pool has one, the questions kept for last (a screening's availability and salary) at the end,
 * and in between the rest in an order seeded by `seed`. A technical interview for software or
 * data starts its middle with up to three questions on `skills` (the posting's, those the CV also
 * names first), since that is what such interviews probe.
 */
export function selectQuestions(options: {
  type: InterviewType;
  family: RoleFamily;
  seniority: InterviewSeniority;
  count: number;
  seed: string;
  skills: string[];
}): PlannedQuestion[] {
  const random = seeded(hashSeed(options.seed));
  const pool = shuffled(poolFor(options.type, options.family, options.seniority), random);
  const openers = pool.filter((question) => question.position === "first");
  const closers = pool.filter((question) => question.position === "last");
  const middle = pool.filter((question) => !question.position);

  const skillQuestions =
    options.type === "technical" && SKILL_FAMILIES.includes(options.family)
      ? options.skills.slice(0, SKILL_QUESTIONS.length).map((skill, index) => planned(SKILL_QUESTIONS[index]!, skill))
      : [];

  const first = options.count >= 3 ? openers.slice(0, 1) : [];
  const lastCount = Math.min(closers.length, Math.max(0, options.count - first.length - 1));
  const last = closers.slice(0, lastCount);
  const spare = [...openers.slice(first.length), ...closers.slice(lastCount)];
  const fill = [...skillQuestions, ...middle.map((question) => planned(question)), ...spare.map((question) => planned(question))];
  const middleCount = options.count - first.length - last.length;
  // Questions kept for last are dropped from the end first when the interview is short.
  return [...first.map((question) => planned(question)), ...fill.slice(0, middleCount), ...last.map((question) => planned(question))].slice(
    0,
    options.count,
  );
}
