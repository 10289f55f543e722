import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ShellNotice } from "@/components/shell/shell-notice";
import { TopBar } from "@/components/shell/top-bar";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { getServerSession } from "@/lib/server/session";
import { CURRENT_PATH_HEADER, HOME_PATH } from "@/lib/session/constants";
import { loginRedirectPath } from "@/lib/session/return-path";

/** The gated shell. Middleware already let the request through; the server re-checks the same session. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const session = await getServerSession();
  if (!session) redirect(loginRedirectPath((await headers()).get(CURRENT_PATH_HEADER) ?? HOME_PATH));
  const t = await getTranslations("Shell");
  return (
    <ClientMessages namespaces={["ErrorScreen", "Impersonation", "LanguageSwitch", "Nav", "SettingsMenu", "Shell.notices"]}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#content"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t("skipToContent")}
        </a>
        <TopBar />
        <main id="content" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 outline-none mobile:px-6 mobile:py-10">
          <div className="rounded-2xl bg-white p-5 shadow-xl shadow-brand-900/10 mobile:p-10">
            <ShellNotice />
            {children}
          </div>
        </main>
      </div>
    </ClientMessages>
  );
}
