"use client";

import dynamic from "next/dynamic";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { SWRConfig, useSWRConfig } from "swr";
import { persistLocale, storedLocale } from "@/lib/i18n/client";
import { resolveLocale, type Locale } from "@/lib/i18n/locales";
import { PublicConfigProvider, type PublicConfig } from "@/lib/public-config";
import { SESSION_KEY } from "@/lib/hooks/use-session";
import { apiFetcher, onSessionChange, setApiBase } from "@/lib/session/browser";
import type { Session } from "@/lib/session/constants";
import { swrOptions } from "@/lib/swr/options";
import { toasterStore } from "@/lib/toast";

// Loaded with the first toast a page raises (lib/toast.ts): pages that show none carry none of it.
const Toaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

function Toasts() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, toasterStore.wantedOnServer);
  return wanted ? <Toaster {...TOAST_OPTIONS} closeButton richColors /> : null;
}

/** Toasts: at most 3 at once, 5 s, bottom left. */
export const TOAST_OPTIONS = { visibleToasts: 3, duration: 5000, position: "bottom-left" } as const;

/** Applies the stored language: local storage, else the default-language prop, else English. */
function LocaleSync({ defaultLanguage }: { defaultLanguage: Locale | null }) {
  const locale = useLocale();
  const router = useRouter();
  useEffect(() => {
    const wanted = resolveLocale(storedLocale(), defaultLanguage);
    if (wanted !== locale) {
      persistLocale(wanted);
      router.refresh();
    }
  }, [defaultLanguage, locale, router]);
  return null;
}

/** Keeps every tab's session in step when one of them refreshes or signs out. */
function SessionSync() {
  const { mutate } = useSWRConfig();
  useEffect(() => onSessionChange((session) => void mutate(SESSION_KEY, session, { revalidate: false })), [mutate]);
  return null;
}

export function Providers({
  children,
  session,
  publicConfig,
  defaultLanguage,
}: {
  children: React.ReactNode;
  session: Session | null;
  publicConfig: PublicConfig;
  defaultLanguage: Locale | null;
}) {
  setApiBase(publicConfig.apiBase);
  const value = useMemo(() => ({ ...swrOptions(), fetcher: apiFetcher, fallback: { [SESSION_KEY]: session } }), [session]);
  return (
    <PublicConfigProvider value={publicConfig}>
      <SWRConfig value={value}>
        <LocaleSync defaultLanguage={defaultLanguage} />
        <SessionSync />
        {children}
        <Toasts />
      </SWRConfig>
    </PublicConfigProvider>
  );
}
