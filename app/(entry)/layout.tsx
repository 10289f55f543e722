import { Suspense } from "react";
import { EntryToggle, EntryToggleFallback } from "@/components/entry/entry-toggle";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { Logo } from "@/components/shell/logo";

/** Entry pages (login, sign-up, password reset): the top bar without navigation, then the white panel. */
export default function EntryLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-white/20 bg-white/95 shadow-sm backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="shrink-0 whitespace-nowrap">
            <Logo />
          </div>
          <div className="flex items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            <Suspense fallback={<EntryToggleFallback />}>
              <EntryToggle />
            </Suspense>
          </div>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl shadow-black/10 sm:p-8">{children}</div>
      </main>
    </div>
  );
}
