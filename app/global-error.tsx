"use client";

import * as Sentry from "@sentry/nextjs";
import { useEffect, useState } from "react";
import { ErrorScreen, type ErrorScreenTexts } from "@/components/shell/error-screen";
import { storedLocale } from "@/lib/i18n/client";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import en from "@/messages/en.json";
import "./globals.css";

/** The root layout itself failed: no intl provider here, so English first, then the stored language. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [locale, setLocale] = useState<Locale>(defaultLocale);
  const [texts, setTexts] = useState<ErrorScreenTexts>(en.ErrorScreen);

  useEffect(() => {
    Sentry.captureException(error);
  }, [error]);

  useEffect(() => {
    const stored = storedLocale() ?? document.documentElement.lang;
    if (!isLocale(stored) || stored === defaultLocale) return;
    void loadMessages(stored).then((messages) => {
      setLocale(stored);
      setTexts(messages.ErrorScreen);
    });
  }, []);

  return (
    <html lang={locale}>
      <body>
        <ErrorScreen texts={texts} standalone />
      </body>
    </html>
  );
}
