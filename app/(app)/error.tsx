"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ErrorScreen } from "@/components/shell/error-screen";
import { withSentry } from "@/lib/sentry-browser";

export default function AppError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("ErrorScreen");
  useEffect(() => {
    withSentry((Sentry) => Sentry.captureException(error));
  }, [error]);
  return <ErrorScreen texts={{ title: t("title"), refresh: t("refresh"), back: t("back") }} />;
}
