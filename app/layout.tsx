import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { Analytics } from "@/components/analytics";
import { Providers } from "@/components/providers";
import { browserApiBase } from "@/lib/backend/base";
import { getEnv } from "@/lib/env";
import { APP_NAME, APP_VERSION } from "@/lib/monitoring";
import { pageConfig } from "@/lib/page-config";
import { getServerSession } from "@/lib/server/session";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return {
    title: { default: t("defaultTitle"), template: "%s · job-copilot" },
    description: t("description"),
    robots: { index: false, follow: false },
    icons: { icon: pageConfig.fav_icon },
    applicationName: "job-copilot",
  };
}

export const viewport: Viewport = { themeColor: pageConfig.colors.theme };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [locale, session] = await Promise.all([getLocale(), getServerSession()]);
  const env = getEnv();
  const publicConfig = {
    apiBase: browserApiBase(env.API_URL),
    premiumFreeForDemo: env.PREMIUM_FREE_FOR_DEMO,
    extensionId: env.NEXT_PUBLIC_EXTENSION_ID ?? null,
  };
  const { gradient_from, gradient_via, gradient_to, primary } = pageConfig.colors;
  const style = { "--gradient-from": gradient_from, "--gradient-via": gradient_via, "--gradient-to": gradient_to, "--color-primary": primary } as React.CSSProperties;
  return (
    <html lang={locale} style={style}>
      <body>
        {/* No messages here: each layout and page sends its client components' namespaces with ClientMessages. */}
        <NextIntlClientProvider messages={{}}>
          <Providers session={session} publicConfig={publicConfig} defaultLanguage={pageConfig.lang}>
            {children}
          </Providers>
        </NextIntlClientProvider>
        <Analytics gtmId={env.NEXT_PUBLIC_GTM_ID} gaId={env.NEXT_PUBLIC_GA_ID} dataLayer={{ app_name: APP_NAME, app_version: APP_VERSION }} />
      </body>
    </html>
  );
}
