import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { StatusCard } from "./error-screen";

export async function notFoundMetadata() {
  const t = await getTranslations("NotFound");
  return { title: t("title") };
}

/** "Page not found": inside the shell's panel, or standalone on the gradient for unknown URLs. */
export async function NotFoundScreen({ standalone = false }: { standalone?: boolean }) {
  const t = await getTranslations("NotFound");
  return (
    <StatusCard icon={<span className="text-base font-bold">404</span>} title={t("title")} description={t("description")} standalone={standalone}>
      <Link href="/" className={buttonClasses("primary")}>
        {t("home")}
      </Link>
    </StatusCard>
  );
}
