"use client";

import { useTranslations } from "next-intl";
import { HoverMenu } from "@/components/ui/hover-menu";
import { deferredModule } from "@/lib/deferred-module";
import { currentTriggerClasses } from "./nav-link";

// The entries, what they read and the language list come with the menu's Radix code, after the
// page (on the first interaction with it): the trigger alone is part of every page.
const entries = deferredModule(() =>
  import("./settings-menu-entries").then(async (module) => {
    await module.prepareEntries();
    return module;
  }),
);

function GearIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M8.3 1.9a1 1 0 0 1 1-.9h1.4a1 1 0 0 1 1 .9l.2 1.5c.5.2 1 .5 1.4.8l1.4-.6a1 1 0 0 1 1.2.4l.7 1.2a1 1 0 0 1-.2 1.3l-1.2.9a6 6 0 0 1 0 1.6l1.2.9a1 1 0 0 1 .2 1.3l-.7 1.2a1 1 0 0 1-1.2.4l-1.4-.6c-.4.3-.9.6-1.4.8l-.2 1.5a1 1 0 0 1-1 .9H9.3a1 1 0 0 1-1-.9l-.2-1.5c-.5-.2-1-.5-1.4-.8l-1.4.6a1 1 0 0 1-1.2-.4l-.7-1.2a1 1 0 0 1 .2-1.3l1.2-.9a6 6 0 0 1 0-1.6l-1.2-.9a1 1 0 0 1-.2-1.3l.7-1.2a1 1 0 0 1 1.2-.4l1.4.6c.4-.3.9-.6 1.4-.8l.2-1.5ZM10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
        transform="translate(0 1)"
      />
    </svg>
  );
}

/** The Settings dropdown of the desktop top bar. */
export function SettingsMenu({ current, onSignInAs }: { current: boolean; onSignInAs: () => void }) {
  const t = useTranslations("SettingsMenu");
  return (
    <HoverMenu
      label={t("label")}
      alsoLoad={entries}
      align="end"
      triggerClassName={currentTriggerClasses(current)}
      trigger={
        <>
          <GearIcon />
          <span className="max-lg:sr-only">{t("label")}</span>
        </>
      }
    >
      <Entries onSignInAs={onSignInAs} />
    </HoverMenu>
  );
}

// The menu renders its entries only once `alsoLoad` has arrived.
function Entries(props: { onSignInAs: () => void }) {
  const { SettingsMenuEntries } = entries.loaded()!;
  return <SettingsMenuEntries {...props} />;
}
