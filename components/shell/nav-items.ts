import type { Messages } from "@/lib/i18n/messages";

type NavKey = keyof Messages["Nav"];

export type NavLink = { key: NavKey; href: string };

export const COPILOT_LINK: NavLink = { key: "copilot", href: "/copilot" };
export const APPLICATIONS_LINK: NavLink = { key: "applications", href: "/applications" };
export const SUPPORT_LINK: NavLink = { key: "support", href: "/support" };

type ToolKey = "cvBuilder" | "coverLetterBuilder" | "interviewRoleplay" | "offerNegotiation" | "careerAdvisors";

/** The Tools menu, in the order shown. Each key names both its Nav label and its Pages entry. */
export const TOOL_LINKS: { key: ToolKey; href: string }[] = [
  { key: "cvBuilder", href: "/cv-builder" },
  { key: "coverLetterBuilder", href: "/cover-letter-builder" },
  { key: "interviewRoleplay", href: "/interview-roleplay" },
  { key: "offerNegotiation", href: "/offer-negotiation" },
  { key: "careerAdvisors", href: "/career-advisors" },
];

export type Section = "copilot" | "applications" | "tools" | "support" | "settings";

const SECTION_PREFIXES: [string, Section][] = [
  ["/copilot", "copilot"],
  ["/applications", "applications"],
  ["/ai-tools", "tools"],
  ...TOOL_LINKS.map(({ href }): [string, Section] => [href, "tools"]),
  ["/support", "support"],
  ["/faq", "support"],
  ["/account", "settings"],
  ["/subscription", "settings"],
  ["/referrals", "settings"],
  ["/admin", "settings"],
];

export const isWithin = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The top-level navigation entry a path belongs to, for marking it as current. */
export const sectionOf = (pathname: string): Section | null =>
  SECTION_PREFIXES.find(([prefix]) => isWithin(pathname, prefix))?.[1] ?? null;

/** The Settings menu's pages. */
export const SETTINGS_LINKS = { account: "/account", answers: "/account/answers", subscription: "/subscription", referrals: "/referrals", admin: "/admin" } as const;

/** The settings page a path is on: the most specific link, so /account/answers is not also "Account". */
export function currentSettingsLink(pathname: string): string | undefined {
  return Object.values(SETTINGS_LINKS)
    .filter((href) => isWithin(pathname, href))
    .sort((a, b) => b.length - a.length)[0];
}
