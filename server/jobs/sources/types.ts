/** The job boards we read: public JSON APIs that need no scraping. */
export const SOURCES = [
  "greenhouse",
  "lever",
  "ashby",
  "workable",
  "smartrecruiters",
  "recruitee",
  "arbeitnow",
  "remotive",
  "remoteok",
] as const;
export type Source = (typeof SOURCES)[number];

export type RemoteType = "remote" | "hybrid" | "onsite" | "unknown";
export type EmploymentType = "full_time" | "part_time" | "contract" | "internship" | "temporary" | "freelance";
export type Seniority = "intern" | "junior" | "mid" | "senior" | "lead" | "principal" | "executive";
export type SalaryPeriod = "year" | "month" | "day" | "hour";

/** One posting, the same shape whatever board it came from. */
export type NormalizedJob = {
  source: Source;
  /** The board within the source: a company's board token (Greenhouse, Lever…), or null for aggregators. */
  board: string | null;
  /** The source's own id of the posting, stable across syncs. */
  externalId: string;
  company: string;
  title: string;
  /** Sanitised HTML as published (scripts and styles removed). */
  descriptionHtml: string;
  /** Plain text of the description, for search and scoring. */
  descriptionText: string;
  /** The location as the source writes it, e.g. "Remote (Canada)" or "Berlin, Germany". */
  location: string;
  /** ISO 3166-1 alpha-2 codes of the countries the job is in (empty when unknown or worldwide). */
  countryCodes: string[];
  remoteType: RemoteType;
  /**
   * Where a remote candidate may live, when the posting says so (e.g. "Remote (Canada)", Remotive's
   * candidate_required_location): ISO codes, ["EU"]-style regions expanded to countries, or null when
   * worldwide or not stated.
   */
  eligibleCountryCodes: string[] | null;
  employmentType: EmploymentType | null;
  seniority: Seniority | null;
  salary: { min: number | null; max: number | null; currency: string; period: SalaryPeriod } | null;
  /** ISO 639-1 language of the posting text, detected when the source does not say. */
  language: string | null;
  /** Languages the text requires of the candidate ("fluent German required"), ISO 639-1; not the nice-to-have ones. */
  requiredLanguages?: string[];
  applyUrl: string;
  /** The source's first-published date, never an "updated" date. */
  postedAt: Date;
  /** An aggregator's tags ("golang", "devops"…), searched with the text. */
  tags?: string[];
};

export type FetchResult = { jobs: NormalizedJob[]; warnings: string[] };
