import { EntryTopBar } from "@/components/entry/entry-top-bar";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { getServerSession } from "@/lib/server/session";

/**
 * The terms and the privacy notice, open to everyone: the entry top bar (its Sign up button only
 * for signed-out readers; the logo takes signed-in ones back to the app) and a panel wide enough to read.
 */
export default async function LegalLayout({ children }: { children: React.ReactNode }) {
  const session = await getServerSession();
  return (
    <ClientMessages namespaces={["Entry", "LanguageSwitch"]}>
      <div className="flex min-h-screen flex-col">
        <EntryTopBar signedIn={Boolean(session)} />
        <main className="flex flex-1 justify-center px-3 py-6 sm:px-6 sm:py-10">
          <div className="w-full max-w-3xl rounded-2xl bg-white p-5 shadow-2xl shadow-black/10 sm:p-10">{children}</div>
        </main>
      </div>
    </ClientMessages>
  );
}
