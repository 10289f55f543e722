import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { linkTag } from "@/components/ui/text-link";
import { SUPPORT_TOPICS } from "./topics";

/** The nine support pages as cards: what each is about, and the FAQ for everything else. */
export async function TopicCards() {
  const t = await getTranslations("Support");
  return (
    <>
      <ul className="mt-8 grid gap-3 mobile:grid-cols-2 lg:grid-cols-3">
        {SUPPORT_TOPICS.map(({ slug, key, icon }) => (
          <li key={slug}>
            <Link
              href={`/support/${slug}`}
              className="group flex h-full gap-4 rounded-xl border border-gray-200 p-4 outline-none transition-colors hover:border-brand-500 hover:bg-brand-50/50 focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white">
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-5">
                  <path d={icon} />
                </svg>
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-gray-900 group-hover:text-brand-700">{t(`topics.${key}.title`)}</span>
                <span className="mt-1 block text-sm leading-relaxed text-gray-600">{t(`topics.${key}.summary`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-xl bg-gray-50 p-4 text-sm text-gray-700">
        {t.rich("index.faq", {
          link: linkTag("/faq", "brandHover"),
        })}
      </p>
    </>
  );
}
