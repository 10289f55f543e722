import { getTranslations } from "next-intl/server";
import { LoadingDots } from "@/components/ui/loading-dots";

/** Three dots while a route loads. */
export default async function Loading() {
  const t = await getTranslations("Shell");
  return <LoadingDots label={t("loading")} className="min-h-[40vh]" />;
}
