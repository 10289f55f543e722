import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SignupFlow, type SignupStep } from "@/components/entry/signup-flow";
import type { Data } from "@/lib/api/data";
import { profileKeys } from "@/lib/api/profile";
import { serverGet } from "@/lib/backend/server";
import type { Profile } from "@/lib/contracts/profile";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { getServerSession } from "@/lib/server/session";
import { HOME_PATH } from "@/lib/session/constants";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Signup");
  return { title: t("title") };
}

const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Whether the signed-in user has completed sign-up; null when the backend cannot tell right now. */
async function registrationCompleted(): Promise<boolean | null> {
  const { body } = await serverGet<Data<Profile>>(profileKeys.profile);
  return body ? body.data.registration_completed : null;
}

export default async function SignupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ ref }, session] = await Promise.all([searchParams, getServerSession()]);
  let step: SignupStep = "account";
  if (session) {
    const completed = await registrationCompleted();
    if (completed) redirect(HOME_PATH);
    step = completed === false ? "details" : "check";
  }
  const referralCode = typeof ref === "string" && REFERRAL_CODE.test(ref.trim()) ? ref.trim() : null;
  return (
    <ClientMessages namespaces={["Errors", "PhoneForm", "Signup"]}>
      <SignupFlow initialStep={step} referralCode={referralCode} />
    </ClientMessages>
  );
}
