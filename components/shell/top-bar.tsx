"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { HoverMenu, MenuLinkItem } from "@/components/ui/hover-menu";
import { ImpersonationBanner } from "./impersonation-banner";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { APPLICATIONS_LINK, COPILOT_LINK, SETTINGS_LINKS, SUPPORT_LINK, TOOL_LINKS, isWithin, sectionOf } from "./nav-items";
import { ApplicationsBadge, NavLink, currentTriggerClasses } from "./nav-link";
import { SettingsMenu } from "./settings-menu";
import { HOME_PATH } from "@/lib/session/constants";

// Admins only, and only once asked for: its form, validation and contracts load on the first open.
const SignInAsDialog = dynamic(() => import("./sign-in-as-dialog").then((module) => module.SignInAsDialog), { ssr: false });

function DesktopNav({ onSignInAs }: { onSignInAs: () => void }) {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  const section = sectionOf(pathname);
  return (
    <nav aria-label={t("label")} className="flex flex-1 items-center max-mobile:hidden">
      <ul className="flex flex-1 items-center gap-1">
        <li>
          <NavLink href={COPILOT_LINK.href} current={section === "copilot"}>
            {t("copilot")}
          </NavLink>
        </li>
        <li>
          <NavLink href={APPLICATIONS_LINK.href} current={section === "applications"}>
            {t("applications")}
            <ApplicationsBadge />
          </NavLink>
        </li>
        <li>
          <HoverMenu label={t("tools")} trigger={t("tools")} triggerClassName={currentTriggerClasses(section === "tools")}>
            {TOOL_LINKS.map(({ key, href }) => (
              <MenuLinkItem key={key}>
                <Link href={href} aria-current={isWithin(pathname, href) ? "page" : undefined}>
                  {t(key)}
                </Link>
              </MenuLinkItem>
            ))}
          </HoverMenu>
        </li>
        <li>
          <NavLink href={SUPPORT_LINK.href} current={section === "support"}>
            {t("support")}
          </NavLink>
        </li>
        <li className="ml-auto">
          <SettingsMenu current={section === "settings"} onSignInAs={onSignInAs} />
        </li>
      </ul>
    </nav>
  );
}

/** The shell's header: the impersonation banner, the logo and the navigation (a menu button below 600 px). */
export function TopBar() {
  const [signInAsOpen, setSignInAsOpen] = useState(false);
  const [signInAsWanted, setSignInAsWanted] = useState(false);
  // The user an admin signs in as may not see the admin console: they start at home instead.
  const adminPage = isWithin(usePathname(), SETTINGS_LINKS.admin);
  const openSignInAs = () => {
    setSignInAsWanted(true);
    setSignInAsOpen(true);
  };
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <ImpersonationBanner />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 mobile:px-6 lg:gap-8">
        {/* Between 600 px and the large breakpoint the logo shows its mark only, so the navigation fits. */}
        <div className="shrink-0 whitespace-nowrap mobile:max-lg:[&_span]:sr-only">
          <Logo />
        </div>
        <DesktopNav onSignInAs={openSignInAs} />
        <MobileNav onSignInAs={openSignInAs} />
      </div>
      {signInAsWanted ? <SignInAsDialog open={signInAsOpen} onOpenChange={setSignInAsOpen} goTo={adminPage ? HOME_PATH : undefined} /> : null}
    </header>
  );
}
