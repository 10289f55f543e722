import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InvalidResetLink, ResetPasswordForm } from "@/components/entry/reset-password-form";
import { resetPasswordSchema } from "@/lib/contracts/auth";
import { ClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ResetPassword");
  return { title: t("title") };
}

const tokenSchema = resetPasswordSchema.shape.token;

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const parsed = tokenSchema.safeParse(token);
  return (
    <ClientMessages namespaces={["Errors", "ResetPassword"]}>
      {parsed.success ? <ResetPasswordForm token={parsed.data} /> : <InvalidResetLink />}
    </ClientMessages>
  );
}
