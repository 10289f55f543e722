import { EntryTopBar } from "@/components/entry/entry-top-bar";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** Entry pages (login, sign-up, password reset): the top bar without navigation, then the white panel. */
export default function EntryLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={["Entry", "LanguageSwitch"]}>
      <div className="flex min-h-screen flex-col">
        <EntryTopBar />
        <main className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
          <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl shadow-black/10 sm:p-8">{children}</div>
        </main>
      </div>
    </ClientMessages>
  );
}
