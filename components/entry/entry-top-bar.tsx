import { Suspense } from "react";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { Logo } from "@/components/shell/logo";
import { EntryToggle, EntryToggleFallback } from "./entry-toggle";

/** The top bar of the pages outside the app: the logo, the language, and Log in / Sign up unless `signedIn`. */
export function EntryTopBar({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <header className="border-b border-white/20 bg-white/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="shrink-0 whitespace-nowrap">
          <Logo />
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          {signedIn ? null : (
            <Suspense fallback={<EntryToggleFallback />}>
              <EntryToggle />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
