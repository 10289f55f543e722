import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/entry/forgot-password-form";
import { ClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ForgotPassword");
  return { title: t("title") };
}

export default function ForgotPasswordPage() {
  return (
    <ClientMessages namespaces={["Errors", "ForgotPassword"]}>
      <ForgotPasswordForm />
    </ClientMessages>
  );
}
