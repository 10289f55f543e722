import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { API_BASE } from "@/lib/backend/base";
import { LOGIN_PATH, PRIVACY_PATH, SIGNUP_PATH, TERMS_PATH } from "@/lib/session/constants";
import { Icon, type IconName } from "./icons";
import { LOCAL_ADDRESS, NODE_MAJOR, START_COMMAND } from "./self-host";

const STEPS = ["setup", "find", "apply"] as const;
const RULES: { key: "invent" | "captcha" | "proof" | "once"; icon: IconName }[] = [
  { key: "invent", icon: "question" },
  { key: "captcha", icon: "shield" },
  { key: "proof", icon: "proof" },
  { key: "once", icon: "once" },
];
const TOOLS = ["cvBuilder", "coverLetterBuilder", "interviewRoleplay", "offerNegotiation", "careerAdvisors"] as const;

const panel = "rounded-3xl p-6 shadow-2xl shadow-black/10 sm:p-10";
const card = `${panel} bg-white`;

/**
 * The public home for signed-out visitors: what the copilot does, the rules it applies by, the
 * tools, and how to run it yourself. Server-rendered only, so the page ships no script of its own.
 */
export async function HomeLanding() {
  const [t, nav, legal] = await Promise.all([getTranslations("Home"), getTranslations("Nav"), getTranslations("Legal")]);
  return (
    <>
      <main className="flex-1 px-3 py-6 sm:px-6 sm:py-12">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 sm:gap-8">
          <section aria-labelledby="home-title" className={`${card} grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:p-14`}>
            <div>
              <p className="text-xs font-semibold uppercase tracking-wider text-brand-600">{t("eyebrow")}</p>
              <h1 id="home-title" className="mt-3 text-3xl font-bold tracking-tight text-balance text-gray-900 sm:text-5xl">
                {t("title")}
              </h1>
              <p className="mt-4 max-w-2xl text-base text-gray-600 sm:text-lg">{t("lead")}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link href={SIGNUP_PATH} className={buttonClasses("primary", "px-6 py-3 text-base")}>
                  {t("signup")}
                </Link>
                <Link href={LOGIN_PATH} className={buttonClasses("secondary", "px-6 py-3 text-base")}>
                  {t("login")}
                </Link>
              </div>
            </div>
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-gray-500">{t("steps.title")}</h2>
              <ol className="mt-4 grid gap-3 md:grid-cols-3 lg:grid-cols-1">
                {STEPS.map((step, index) => (
                  <li key={step} className="flex gap-4 rounded-2xl bg-brand-50 p-5">
                    <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="font-semibold text-gray-900">{t(`steps.${step}.title`)}</h3>
                      <p className="mt-1 text-sm text-gray-700">{t(`steps.${step}.text`)}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </section>

          <section aria-labelledby="home-honesty" className={card}>
            <h2 id="home-honesty" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
              {t("honesty.title")}
            </h2>
            <p className="mt-2 text-gray-600">{t("honesty.lead")}</p>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {RULES.map(({ key, icon }) => (
                <li key={key} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={icon} className="size-6" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-gray-900">{t(`honesty.${key}.title`)}</h3>
                    <p className="mt-1 text-sm text-gray-600">{t(`honesty.${key}.text`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="home-tools" className={card}>
            <h2 id="home-tools" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
              {t("tools.title")}
            </h2>
            <p className="mt-2 text-gray-600">{t("tools.lead")}</p>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {[{ key: "tracker" as const, title: t("tools.trackerTitle") }, ...TOOLS.map((key) => ({ key, title: nav(key) }))].map(({ key, title }) => (
                <li key={key} className="rounded-2xl border border-gray-200 p-5">
                  <h3 className="flex items-center gap-2 font-semibold text-gray-900">
                    <Icon name="check" className="size-5 shrink-0 text-brand-600" />
                    {title}
                  </h3>
                  <p className="mt-2 text-sm text-gray-600">{t(`tools.items.${key}`)}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-gray-600">{t("tools.engine")}</p>
          </section>

          <section aria-labelledby="home-self-host" className={`${panel} bg-gray-900 text-white`}>
            <h2 id="home-self-host" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t("selfHost.title")}
            </h2>
            <p className="mt-2 max-w-3xl text-gray-300">{t("selfHost.lead")}</p>
            <p className="mt-6 text-sm text-gray-300">{t("selfHost.before", { node: NODE_MAJOR })}</p>
            {/* Wraps rather than scrolls, so a narrow screen shows the whole command. */}
            <pre className="mt-2 rounded-xl bg-black/50 p-4 text-sm whitespace-pre-wrap break-words text-emerald-300 sm:text-base">
              <code>{START_COMMAND}</code>
            </pre>
            <p className="mt-4 max-w-3xl text-sm text-gray-300">{t("selfHost.after", { address: LOCAL_ADDRESS })}</p>
            <p className="mt-4 max-w-3xl text-sm text-gray-300">{t("selfHost.scale")}</p>
          </section>
        </div>
      </main>

      <footer className="border-t border-white/20 bg-white/95">
        <nav aria-label={t("footerLabel")} className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link href={TERMS_PATH} className="font-medium text-gray-700 underline-offset-2 hover:underline">
                {legal("terms.title")}
              </Link>
            </li>
            <li>
              <Link href={PRIVACY_PATH} className="font-medium text-gray-700 underline-offset-2 hover:underline">
                {legal("privacy.title")}
              </Link>
            </li>
            <li>
              {/* The API docs are served by the backend, not a Next page: a full navigation is intended. */}
              <a href={`${API_BASE}/docs`} className="font-medium text-gray-700 underline-offset-2 hover:underline">
                {t("apiDocs")}
              </a>
            </li>
          </ul>
        </nav>
      </footer>
    </>
  );
}
