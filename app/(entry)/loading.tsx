import { getTranslations } from "next-intl/server";
import { LoadingDots } from "@/components/ui/loading-dots";

export default async function EntryLoading() {
  const t = await getTranslations("Entry");
  return <LoadingDots label={t("loading")} />;
}
