"use client";

import { useEffect, useSyncExternalStore } from "react";
import { ErrorScreen } from "@/components/shell/error-screen";
import { ERROR_SCREEN_TEXTS } from "@/components/shell/error-screen-texts";
import { storedLocale } from "@/lib/i18n/client";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { withSentry } from "@/lib/sentry-browser";
import "./globals.css";

const ignoreChanges = () => () => undefined;

/** The language the visitor chose, else the page's; English on the server. */
function browserLocale(): Locale {
  const stored = storedLocale() ?? document.documentElement.lang;
  return isLocale(stored) ? stored : defaultLocale;
}

/** The root layout itself failed: no intl provider here, so English first, then the stored language. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = useSyncExternalStore(ignoreChanges, browserLocale, () => defaultLocale);

  useEffect(() => {
    withSentry((Sentry) => Sentry.captureException(error));
  }, [error]);

  return (
    <html lang={locale}>
      <body>
        <ErrorScreen texts={ERROR_SCREEN_TEXTS[locale]} standalone />
      </body>
    </html>
  );
}
