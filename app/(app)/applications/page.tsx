import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { buttonClasses } from "@/components/ui/button";

export const generateMetadata = pageMetadata("applications");

export default async function ApplicationsPage() {
  const t = await getTranslations("Pages.applications");
  return (
    <PageIntro page="applications">
      <Link href="/applications/review" className={buttonClasses("primary", "mt-6")}>
        {t("reviewLink")}
      </Link>
    </PageIntro>
  );
}
