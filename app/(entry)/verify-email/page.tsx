import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VerifyEmail } from "@/components/entry/verify-email";
import { verifyEmailSchema } from "@/lib/contracts/auth";
import { ClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("VerifyEmail");
  return { title: t("title") };
}

const tokenSchema = verifyEmailSchema.shape.token;

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const parsed = tokenSchema.safeParse(token);
  return (
    <ClientMessages namespaces={["Account.emailChanged", "VerifyEmail"]}>
      <VerifyEmail token={parsed.success ? parsed.data : null} />
    </ClientMessages>
  );
}
