import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { stepHref } from "@/components/copilot/edit-steps";
import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";
import { buttonClasses } from "@/components/ui/button";

export const generateMetadata = pageMetadata("copilotEdit");

/** The edit entry: leads into the first step. */
export default async function CopilotEditPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("Pages.copilotEdit")]);
  return (
    <>
      <BackLink href="/copilot" page="copilot" />
      <PageIntro page="copilotEdit">
        <Link href={stepHref(id, 1)} className={buttonClasses("primary", "mt-6")}>
          {t("start")}
        </Link>
      </PageIntro>
    </>
  );
}
