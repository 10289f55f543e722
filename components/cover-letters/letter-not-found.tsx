import Link from "next/link";
import { useTranslations } from "next-intl";
import { StatusCard } from "@/components/shell/error-screen";
import { buttonClasses } from "@/components/ui/button";
import { BUILDER_HREF } from "./links";

/** A letter that is not there: never was, another user's, or deleted since. The way on is the builder. */
export function LetterNotFound() {
  const t = useTranslations("CoverLetters.notFound");
  return (
    <StatusCard icon={<span className="text-base font-bold">404</span>} title={t("title")} description={t("description")}>
      <Link href={BUILDER_HREF} className={buttonClasses("primary")}>
        {t("builder")}
      </Link>
    </StatusCard>
  );
}
