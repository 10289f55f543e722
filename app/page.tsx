import { EntryTopBar } from "@/components/entry/entry-top-bar";
import { HomeLanding } from "@/components/home/home-landing";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** The public home. Only signed-out visitors see it: the gate sends signed-in ones on to the copilot. */
export default function HomePage() {
  return (
    <ClientMessages namespaces={["Entry", "LanguageSwitch"]}>
      <div className="flex min-h-screen flex-col">
        <EntryTopBar />
        <HomeLanding />
      </div>
    </ClientMessages>
  );
}
