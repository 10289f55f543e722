import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Messages } from "@/lib/i18n/messages";

type PagesMessages = Messages["Pages"];
/** Every page whose messages have a title and a description. */
export type PageKey = { [K in keyof PagesMessages]: PagesMessages[K] extends { title: string; description: string } ? K : never }[keyof PagesMessages];

/** `export const generateMetadata = pageMetadata("copilot")`: the page's translated title. */
export const pageMetadata = (page: PageKey) => async (): Promise<Metadata> => {
  const t = await getTranslations("Pages");
  return { title: t(`${page}.title`) };
};

/** A page's heading and what the page is for. */
export function PageHeader({ title, description, children }: { title: string; description: string; children?: React.ReactNode }) {
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 mobile:text-3xl">{title}</h1>
      <p className="mt-3 text-base leading-relaxed text-gray-600">{description}</p>
      {children}
    </div>
  );
}

/** The heading of a page from its `Pages.<page>` messages. */
export async function PageIntro({ page, children }: { page: PageKey; children?: React.ReactNode }) {
  const t = await getTranslations("Pages");
  return (
    <PageHeader title={t(`${page}.title`)} description={t(`${page}.description`)}>
      {children}
    </PageHeader>
  );
}

/** A link up to the list a page belongs to. */
export async function BackLink({ href, page }: { href: string; page: PageKey }) {
  const [t, pages] = await Promise.all([getTranslations("Shell"), getTranslations("Pages")]);
  return (
    <Link
      href={href}
      className="mb-6 inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M12.8 5.2a1 1 0 0 1 0 1.4L9.4 10l3.4 3.4a1 1 0 0 1-1.4 1.4L7.3 10.7a1 1 0 0 1 0-1.4l4.1-4.1a1 1 0 0 1 1.4 0Z" />
      </svg>
      {t("backTo", { page: pages(`${page}.title`) })}
    </Link>
  );
}
