import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { TOOL_LINKS } from "@/components/shell/nav-items";
import { linkTag } from "@/components/ui/text-link";
import { PLANS } from "@/lib/billing/plans";

/** 20×20 icon paths, one per tool. */
const ICONS: Record<(typeof TOOL_LINKS)[number]["key"], string> = {
  cvBuilder: "M5 2h6.6L16 6.4V17a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm6 1.5V7h3.5L11 3.5ZM7 10a1 1 0 1 0 0 2h6a1 1 0 1 0 0-2H7Zm0 3.5a1 1 0 1 0 0 2h4a1 1 0 1 0 0-2H7Z",
  coverLetterBuilder: "M2.5 5.5A2.5 2.5 0 0 1 5 3h10a2.5 2.5 0 0 1 2.5 2.5v.3L10 10.2 2.5 5.8v-.3Zm0 2.6v6.4A2.5 2.5 0 0 0 5 17h10a2.5 2.5 0 0 0 2.5-2.5V8.1l-7 4.1a1 1 0 0 1-1 0l-7-4.1Z",
  interviewRoleplay: "M3 4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H9l-4 3.5V14a2 2 0 0 1-2-2V4Zm4 3a1 1 0 0 0 0 2h6a1 1 0 1 0 0-2H7Z",
  offerNegotiation: "M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm.8 3.5h-1.6v1.1c-1.4.3-2.4 1.3-2.4 2.6 0 1.6 1.3 2.2 2.7 2.6 1.1.3 1.5.5 1.5 1s-.5.8-1.2.8c-.8 0-1.5-.4-2-1l-1.2 1.1c.6.7 1.5 1.2 2.6 1.4v1.4h1.6v-1.4c1.5-.3 2.5-1.3 2.5-2.6 0-1.7-1.3-2.3-2.8-2.7-1-.3-1.4-.5-1.4-.9 0-.4.4-.7 1-.7.7 0 1.2.3 1.6.8l1.2-1c-.5-.6-1.2-1.1-2.1-1.3V5.5Z",
  careerAdvisors: "M10 2.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7ZM3.5 16.2C3.5 13.3 6.4 11 10 11s6.5 2.3 6.5 5.2a.8.8 0 0 1-.8.8H4.3a.8.8 0 0 1-.8-.8Z",
};

/** Each AI tool with what it does and a link to it, then how the tools answer and what the plans include. */
export async function ToolCards() {
  const t = await getTranslations("AiTools");
  const nav = await getTranslations("Nav");
  return (
    <div className="mt-8 flex flex-col gap-8">
      <ul className="grid gap-4 mobile:grid-cols-2">
        {TOOL_LINKS.map(({ key, href }) => (
          <li key={key} className="flex flex-col rounded-2xl border border-gray-200 p-5">
            <div className="flex items-center gap-3">
              <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-5">
                  <path d={ICONS[key]} />
                </svg>
              </span>
              <h2 className="text-lg font-semibold text-gray-900">{nav(key)}</h2>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-gray-600">{t(`tools.${key}.text`)}</p>
            <ul className="mt-3 flex flex-col gap-1.5 text-sm text-gray-700">
              {(["one", "two", "three"] as const).map((point) => (
                <li key={point} className="flex gap-2">
                  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-brand-600">
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                  </svg>
                  {t(`tools.${key}.points.${point}`)}
                </li>
              ))}
            </ul>
            <Link
              href={href}
              className="mt-5 inline-flex w-fit items-center gap-1 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t("open", { tool: nav(key) })}
              <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path d="M7.2 14.8a1 1 0 0 1 0-1.4l3.4-3.4-3.4-3.4a1 1 0 0 1 1.4-1.4l4.1 4.1a1 1 0 0 1 0 1.4l-4.1 4.1a1 1 0 0 1-1.4 0Z" />
              </svg>
            </Link>
          </li>
        ))}
        <li className="flex flex-col rounded-2xl border border-dashed border-gray-300 p-5">
          <h2 className="text-lg font-semibold text-gray-900">{t("cvCheck.title")}</h2>
          <p className="mt-3 text-sm leading-relaxed text-gray-600">{t("cvCheck.text")}</p>
          <Link href="/support/review-cv" className="mt-5 w-fit text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
            {t("cvCheck.link")}
          </Link>
        </li>
      </ul>
      <div className="grid gap-4 mobile:grid-cols-2">
        <section className="rounded-2xl bg-gray-50 p-5">
          <h2 className="text-base font-semibold text-gray-900">{t("engineTitle")}</h2>
          <p className="mt-2 text-sm leading-relaxed text-gray-600">{t("engineText")}</p>
        </section>
        <section className="rounded-2xl bg-gray-50 p-5">
          <h2 className="text-base font-semibold text-gray-900">{t("limitsTitle")}</h2>
          <p className="mt-2 text-sm leading-relaxed text-gray-600">
            {t.rich("limitsText", {
              free: PLANS.free.limits.ai_messages_per_month,
              premium: PLANS.premium.limits.ai_messages_per_month,
              elite: PLANS.elite.limits.ai_messages_per_month,
              freeLetters: PLANS.free.limits.cover_letters_per_month,
              premiumLetters: PLANS.premium.limits.cover_letters_per_month,
              eliteLetters: PLANS.elite.limits.cover_letters_per_month,
              link: linkTag("/subscription"),
            })}
          </p>
        </section>
      </div>
    </div>
  );
}
