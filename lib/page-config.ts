import type { Locale } from "@/lib/i18n/locales";

/** The Settings menu's items, in the order shown. */
export const SETTINGS_ITEMS = ["account", "answers", "subscription", "referrals", "language", "admin", "signInAs", "backToAdmin", "logout"] as const;
export type SettingsItem = (typeof SETTINGS_ITEMS)[number];

export type LogoConfig = {
  /** Where the logo leads visitors who are not signed in (the public home). Signed in, it leads to /copilot. */
  url: string;
  target: "_self" | "_blank";
  /** The logo image. */
  path: string;
  title: string;
  /** True for the built-in logo. */
  default: boolean;
};

export type PageConfig = {
  fav_icon: string;
  colors: { theme: string; gradient_from: string; gradient_via: string; gradient_to: string; primary: string };
  /** The default-language prop: used when the browser has stored no language of its own. */
  lang: Locale | null;
  logo: LogoConfig;
  /** When set, only these Settings items show. */
  menu_whitelist: SettingsItem[] | null;
};

/** One page config for the whole app: a white-label deployment edits this file. */
export const pageConfig: PageConfig = {
  fav_icon: "/favicon.svg",
  colors: { theme: "#4f46e5", gradient_from: "#6366f1", gradient_via: "#8b5cf6", gradient_to: "#d946ef", primary: "#4f46e5" },
  lang: null,
  logo: { url: "/", target: "_self", path: "/logo.svg", title: "job-copilot", default: true },
  menu_whitelist: null,
};

export const visibleSettingsItems = (items: readonly SettingsItem[], whitelist: SettingsItem[] | null) =>
  whitelist ? items.filter((item) => whitelist.includes(item)) : [...items];
