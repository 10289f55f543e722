"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/entry/form-alert";
import { SETTINGS_LINKS } from "@/components/shell/nav-items";
import { buttonClasses } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useEmailStatus } from "@/lib/api/account";
import { useProfile } from "@/lib/api/profile";
import type { Profile } from "@/lib/contracts/profile";
import { useSession } from "@/lib/hooks/use-session";
import { DeleteAccount } from "./delete-account";
import { EmailReports } from "./email-reports";
import { EmailSection } from "./email-section";
import { ExportData } from "./export-data";
import { LanguageForm } from "./language-form";
import { NotificationsForm } from "./notifications-form";
import { PasswordForm } from "./password-form";
import { PhoneSection } from "./phone-section";
import { ProfileForm } from "./profile-form";
import { SectionCard } from "./section-card";

const ANSWERS_PATH = SETTINGS_LINKS.answers;

const SECTIONS = ["profile", "phone", "email", "password", "language", "notifications", "emails", "answers", "export", "delete"] as const;
type Section = (typeof SECTIONS)[number];

/** Links to the cards, beside them on wide screens. */
function SectionNav() {
  const t = useTranslations("Account");
  return (
    <nav aria-label={t("nav")} className="hidden lg:block">
      <ul className="sticky top-6 flex flex-col gap-1 text-sm">
        {SECTIONS.map((section) => (
          <li key={section}>
            <a
              href={`#${section}`}
              className="block rounded-lg px-3 py-1.5 font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t(`${section}.heading`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /account: profile, phone, sign-in (email, password), language, notifications, emails, saved answers, data and deletion. */
export function AccountSettings() {
  const t = useTranslations("Account");
  const { impersonatorId } = useSession();
  const locked = impersonatorId !== null;
  const profile = useProfile();
  const email = useEmailStatus();
  const saved = (data: Profile) => void profile.mutate({ data }, { revalidate: false });
  const current = profile.data?.data;

  const needsProfile = (render: (profile: Profile) => React.ReactNode) =>
    current ? (
      render(current)
    ) : profile.error ? (
      <FormAlert>
        {t("loadFailed")}{" "}
        <button type="button" onClick={() => void profile.mutate()} className="font-semibold underline underline-offset-2">
          {t("retry")}
        </button>
      </FormAlert>
    ) : (
      <LoadingDots label={t("loading")} className="py-6" />
    );

  const card = (section: Section, children: React.ReactNode, tone?: "danger") => (
    <SectionCard id={section} title={t(`${section}.heading`)} description={t(`${section}.description`)} tone={tone}>
      {children}
    </SectionCard>
  );

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <SectionNav />
      <div className="flex min-w-0 max-w-3xl flex-col gap-6">
        {locked ? <FormAlert tone="info">{t("impersonating")}</FormAlert> : null}
        {card("profile", needsProfile((data) => <ProfileForm profile={data} onSaved={saved} />))}
        {card("phone", needsProfile((data) => <PhoneSection profile={data} onSaved={saved} />))}
        {card("email", <EmailSection locked={locked} />)}
        {card("password", <PasswordForm email={email.data?.data.email ?? current?.email} locked={locked} />)}
        {card("language", <LanguageForm />)}
        {card("notifications", <NotificationsForm />)}
        {card("emails", <EmailReports />)}
        {card(
          "answers",
          <Link href={ANSWERS_PATH} className={buttonClasses("secondary")}>
            {t("answers.open")}
          </Link>,
        )}
        {card("export", <ExportData locked={locked} />)}
        {card("delete", <DeleteAccount email={email.data?.data.email ?? current?.email} locked={locked} />, "danger")}
      </div>
    </div>
  );
}
