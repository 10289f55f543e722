"use client";

import * as Sentry from "@sentry/nextjs";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ErrorScreen } from "@/components/shell/error-screen";

export default function AppError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("ErrorScreen");
  useEffect(() => {
    Sentry.captureException(error);
  }, [error]);
  return <ErrorScreen texts={{ title: t("title"), refresh: t("refresh"), back: t("back") }} />;
}
