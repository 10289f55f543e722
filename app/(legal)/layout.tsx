import { Suspense } from "react";
import { EntryToggle, EntryToggleFallback } from "@/components/entry/entry-toggle";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { Logo } from "@/components/shell/logo";
import { getServerSession } from "@/lib/server/session";

/**
 * The terms and the privacy notice, open to everyone: the entry top bar (its Sign up button only
 * for signed-out readers; the logo takes signed-in ones back to the app) and a panel wide enough to read.
 */
export default async function LegalLayout({ children }: { children: React.ReactNode }) {
  const session = await getServerSession();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-white/20 bg-white/95 shadow-sm backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="shrink-0 whitespace-nowrap">
            <Logo />
          </div>
          <div className="flex items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            {session ? null : (
              <Suspense fallback={<EntryToggleFallback />}>
                <EntryToggle />
              </Suspense>
            )}
          </div>
        </div>
      </header>
      <main className="flex flex-1 justify-center px-3 py-6 sm:px-6 sm:py-10">
        <div className="w-full max-w-3xl rounded-2xl bg-white p-5 shadow-2xl shadow-black/10 sm:p-10">{children}</div>
      </main>
    </div>
  );
}
