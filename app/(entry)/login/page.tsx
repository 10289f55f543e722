import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EntryHeading } from "@/components/entry/entry-heading";
import { LoginForm } from "@/components/entry/login-form";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { HOME_PATH } from "@/lib/session/constants";
import { sanitizeReturnPath } from "@/lib/session/return-path";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Login");
  return { title: t("title") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [t, { r }] = await Promise.all([getTranslations("Login"), searchParams]);
  const returnTo = sanitizeReturnPath(typeof r === "string" ? r : null) ?? HOME_PATH;
  return (
    <ClientMessages namespaces={["Errors", "Login"]}>
      <EntryHeading title={t("heading")} subtitle={t("subtitle")} />
      <LoginForm returnTo={returnTo} />
    </ClientMessages>
  );
}
