import type { CopilotStepValues } from "@/lib/contracts/copilot";
import type { CopilotCity, ScreeningAnswers } from "../../db/schema";

/**
 * The users of the labelled set, each with one copilot: where they live, the languages they speak
 * (stored in profile_extra, as the profile page saves them), their CV's facts, and the copilot's
 * first three steps as the API takes them. Steps 4 (the CV) and 5 (review first) are the runner's.
 */
export type EvalCopilot = {
  key: string;
  user: { firstName: string; lastName: string; country: string; languages: NonNullable<ScreeningAnswers["languages"]> };
  cv: { titles: string[]; skills: string[]; yearsOfExperience: number };
  jobs: CopilotStepValues<1>;
  locations: CopilotStepValues<2>;
  filters: CopilotStepValues<3>;
};

// As the location picker stores them (server/data/cities.json).
const BERLIN: CopilotCity = { id: "city:2950159", name: "Berlin", country_code: "DE", lat: 52.5244, lon: 13.4105, radius_km: 30 };
const PARIS: CopilotCity = { id: "city:2988507", name: "Paris", country_code: "FR", lat: 48.8534, lon: 2.3488, radius_km: 40 };
const MONTREAL: CopilotCity = { id: "city:6077243", name: "Montréal", country_code: "CA", lat: 45.5088, lon: -73.5878, radius_km: 30 };
const LISBON: CopilotCity = { id: "city:2267057", name: "Lisbon", country_code: "PT", lat: 38.7167, lon: -9.1333, radius_km: 25 };

/** What no copilot of the set filters on; the cap is above any copilot's matches at one company. */
const NO_FILTERS = {
  include_keywords: [],
  exclude_keywords: [],
  excluded_companies: [],
  min_salary: null,
  salary_currency: null,
  posting_languages: [],
  needs_sponsorship: false,
  company_cap_count: 10,
  company_cap_days: 60,
} satisfies CopilotStepValues<3>;

export const EVAL_COPILOTS: EvalCopilot[] = [
  {
    key: "de-frontend",
    user: { firstName: "Lena", lastName: "Bauer", country: "DE", languages: [{ code: "de", level: "native" }, { code: "en", level: "professional" }] },
    cv: { titles: ["Senior Frontend Developer", "Frontend Developer"], skills: ["React", "TypeScript", "Next.js", "CSS", "GraphQL", "Jest", "Storybook"], yearsOfExperience: 8 },
    jobs: { job_titles: ["Frontend Engineer", "Frontend Developer"], seniorities: ["senior"], employment_types: ["full_time"], strictness: "higher" },
    locations: { countries: [], cities: [BERLIN], work_modes: ["remote", "hybrid", "onsite"] },
    filters: { ...NO_FILTERS, exclude_keywords: ["WordPress"], excluded_companies: ["Kaufhaus Nord"], min_salary: 65_000, salary_currency: "EUR", max_job_age_days: 14 },
  },
  {
    key: "nl-nurse",
    user: { firstName: "Sanne", lastName: "de Vries", country: "NL", languages: [{ code: "nl", level: "native" }, { code: "en", level: "professional" }, { code: "de", level: "basic" }] },
    cv: { titles: ["Verpleegkundige", "Registered Nurse"], skills: ["Wound care", "Medication administration", "Patient education", "Electronic health records"], yearsOfExperience: 6 },
    jobs: { job_titles: ["Registered Nurse", "Verpleegkundige"], seniorities: [], employment_types: ["full_time", "part_time"], strictness: "high" },
    locations: { countries: ["NL"], cities: [], work_modes: ["onsite"] },
    filters: { ...NO_FILTERS, max_job_age_days: 30 },
  },
  {
    key: "fr-sales",
    user: { firstName: "Julien", lastName: "Morel", country: "FR", languages: [{ code: "fr", level: "native" }, { code: "en", level: "professional" }, { code: "es", level: "conversational" }] },
    cv: { titles: ["Business Developer", "Account Executive"], skills: ["Salesforce", "HubSpot", "Negotiation", "Prospecting"], yearsOfExperience: 4 },
    jobs: { job_titles: ["Account Executive", "Business Developer"], seniorities: ["mid"], employment_types: ["full_time"], strictness: "higher" },
    locations: { countries: [], cities: [PARIS], work_modes: ["remote", "hybrid", "onsite"] },
    filters: { ...NO_FILTERS, include_keywords: ["SaaS"], max_job_age_days: 21 },
  },
  {
    key: "es-accountant",
    user: { firstName: "Lucía", lastName: "Fernández", country: "ES", languages: [{ code: "es", level: "native" }, { code: "en", level: "professional" }] },
    cv: { titles: ["Contable", "Accountant"], skills: ["SAP", "Excel", "IFRS", "Accounting"], yearsOfExperience: 4 },
    jobs: { job_titles: ["Accountant", "Contable"], seniorities: ["mid"], employment_types: ["full_time"], strictness: "higher" },
    locations: { countries: ["ES"], cities: [], work_modes: ["hybrid", "onsite"] },
    filters: { ...NO_FILTERS, min_salary: 30_000, salary_currency: "EUR", max_job_age_days: 14 },
  },
  {
    key: "uk-designer",
    user: { firstName: "Priya", lastName: "Shah", country: "GB", languages: [{ code: "en", level: "native" }, { code: "hi", level: "conversational" }] },
    cv: { titles: ["Senior Product Designer", "UX Designer"], skills: ["Figma", "Prototyping", "User research", "Design systems"], yearsOfExperience: 7 },
    jobs: { job_titles: ["Product Designer", "UX Designer"], seniorities: ["senior"], employment_types: ["full_time", "contract"], strictness: "higher" },
    locations: { countries: ["GB"], cities: [], work_modes: ["remote", "hybrid"] },
    filters: { ...NO_FILTERS, excluded_companies: ["Brightloop"], min_salary: 65_000, salary_currency: "GBP", max_job_age_days: 21 },
  },
  {
    key: "us-data-scientist",
    user: { firstName: "Marcus", lastName: "Johnson", country: "US", languages: [{ code: "en", level: "native" }, { code: "es", level: "conversational" }] },
    cv: { titles: ["Senior Data Scientist", "Data Scientist"], skills: ["Python", "SQL", "PyTorch", "Statistics", "A/B testing"], yearsOfExperience: 8 },
    jobs: { job_titles: ["Data Scientist", "Machine Learning Engineer"], seniorities: ["senior"], employment_types: ["full_time"], strictness: "higher" },
    locations: { countries: ["US"], cities: [], work_modes: ["remote"] },
    filters: { ...NO_FILTERS, min_salary: 150_000, salary_currency: "USD", max_job_age_days: 30 },
  },
  {
    key: "ca-support",
    user: { firstName: "Émilie", lastName: "Tremblay", country: "CA", languages: [{ code: "fr", level: "native" }, { code: "en", level: "professional" }] },
    cv: { titles: ["Customer Support Specialist", "Technical Support Agent"], skills: ["Zendesk", "Intercom", "SQL", "Customer service"], yearsOfExperience: 3 },
    jobs: { job_titles: ["Customer Support Specialist", "Technical Support Specialist"], seniorities: [], employment_types: ["full_time", "part_time"], strictness: "high" },
    locations: { countries: [], cities: [MONTREAL], work_modes: ["remote", "hybrid", "onsite"] },
    filters: { ...NO_FILTERS, exclude_keywords: ["night shift"], max_job_age_days: 14 },
  },
  {
    key: "br-backend-sponsorship",
    user: { firstName: "Rafael", lastName: "Souza", country: "BR", languages: [{ code: "pt", level: "native" }, { code: "en", level: "professional" }, { code: "es", level: "professional" }] },
    cv: { titles: ["Senior Backend Engineer", "Backend Developer"], skills: ["Go", "Java", "PostgreSQL", "Kafka", "Kubernetes"], yearsOfExperience: 9 },
    jobs: { job_titles: ["Backend Engineer", "Backend Developer"], seniorities: ["senior"], employment_types: ["full_time"], strictness: "higher" },
    locations: { countries: ["DE", "NL"], cities: [], work_modes: ["hybrid", "onsite"] },
    filters: { ...NO_FILTERS, needs_sponsorship: true, max_job_age_days: 21 },
  },
  {
    key: "pt-english-teacher",
    user: { firstName: "Ana", lastName: "Costa", country: "PT", languages: [{ code: "pt", level: "native" }, { code: "en", level: "native" }] },
    cv: { titles: ["English Teacher", "Professora de Inglês"], skills: ["CELTA", "Cambridge exams", "Lesson planning"], yearsOfExperience: 4 },
    jobs: { job_titles: ["English Teacher", "Professor de Inglês"], seniorities: [], employment_types: ["full_time", "part_time", "contract"], strictness: "high" },
    locations: { countries: [], cities: [LISBON], work_modes: ["remote", "hybrid", "onsite"] },
    filters: { ...NO_FILTERS, max_job_age_days: 30 },
  },
  {
    key: "it-devops",
    user: { firstName: "Marco", lastName: "Rossi", country: "IT", languages: [{ code: "it", level: "native" }, { code: "en", level: "professional" }] },
    cv: { titles: ["DevOps Engineer", "Site Reliability Engineer"], skills: ["Kubernetes", "Terraform", "AWS", "Prometheus", "Linux"], yearsOfExperience: 5 },
    jobs: { job_titles: ["DevOps Engineer", "Site Reliability Engineer"], seniorities: ["mid", "senior"], employment_types: ["full_time", "contract"], strictness: "higher" },
    locations: { countries: ["IT"], cities: [], work_modes: ["remote", "hybrid"] },
    filters: { ...NO_FILTERS, include_keywords: ["Kubernetes"], exclude_keywords: ["Windows Server"], excluded_companies: ["Stackwise"], max_job_age_days: 14 },
  },
];
