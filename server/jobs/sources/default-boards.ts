import type { Source } from "./types";

export type Board = { board: string; company: string };

/**
 * Company boards polled when JOB_SOURCES names an ATS without boards, or says "defaults". Companies
 * move between ATSs: a board that disappears answers 404, which is reported for that board alone.
 */
export const DEFAULT_BOARDS: Record<Exclude<Source, "arbeitnow" | "remotive" | "remoteok">, Board[]> = {
  greenhouse: [
    { board: "airbnb", company: "Airbnb" },
    { board: "stripe", company: "Stripe" },
    { board: "figma", company: "Figma" },
    { board: "dropbox", company: "Dropbox" },
    { board: "gitlab", company: "GitLab" },
    { board: "cloudflare", company: "Cloudflare" },
    { board: "datadog", company: "Datadog" },
    { board: "discord", company: "Discord" },
    { board: "duolingo", company: "Duolingo" },
    { board: "mongodb", company: "MongoDB" },
    { board: "n26", company: "N26" },
    { board: "contentful", company: "Contentful" },
  ],
  lever: [
    { board: "netflix", company: "Netflix" },
    { board: "spotify", company: "Spotify" },
    { board: "palantir", company: "Palantir" },
    { board: "mistral", company: "Mistral AI" },
    { board: "canva", company: "Canva" },
    { board: "qonto", company: "Qonto" },
    { board: "eventbrite", company: "Eventbrite" },
    { board: "blablacar", company: "BlaBlaCar" },
  ],
  ashby: [
    { board: "openai", company: "OpenAI" },
    { board: "notion", company: "Notion" },
    { board: "ramp", company: "Ramp" },
    { board: "linear", company: "Linear" },
    { board: "perplexity", company: "Perplexity" },
    { board: "cohere", company: "Cohere" },
    { board: "elevenlabs", company: "ElevenLabs" },
    { board: "plaid", company: "Plaid" },
    { board: "harvey", company: "Harvey" },
    { board: "supabase", company: "Supabase" },
    { board: "posthog", company: "PostHog" },
  ],
  workable: [
    { board: "huggingface", company: "Hugging Face" },
    { board: "charlotte-tilbury", company: "Charlotte Tilbury" },
    { board: "blueground", company: "Blueground" },
    { board: "skroutz", company: "Skroutz" },
    { board: "workable", company: "Workable" },
  ],
  smartrecruiters: [
    { board: "BoschGroup", company: "Bosch" },
    { board: "Visa", company: "Visa" },
    { board: "ServiceNow", company: "ServiceNow" },
    { board: "Ubisoft2", company: "Ubisoft" },
    { board: "smartrecruiters", company: "SmartRecruiters" },
    { board: "Acumatica", company: "Acumatica" },
  ],
  recruitee: [
    { board: "make", company: "Make" },
    { board: "auditdata", company: "Auditdata" },
    { board: "sympa", company: "Sympa" },
    { board: "yays", company: "YAYS" },
  ],
};
