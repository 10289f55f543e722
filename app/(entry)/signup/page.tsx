import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SignupFlow, type SignupStep } from "@/components/entry/signup-flow";
import { backendFetch } from "@/lib/server/backend";
import { getServerSession } from "@/lib/server/session";
import { HOME_PATH, type Session } from "@/lib/session/constants";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Signup");
  return { title: t("title") };
}

const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Whether a signed-in user has completed sign-up; null when the backend cannot tell right now. */
async function registrationCompleted(session: Session): Promise<boolean | null> {
  try {
    const response = await backendFetch(
      new Request("http://backend.internal/api/v1/profile", {
        headers: { accept: "application/json", authorization: `Bearer ${session.auth.access_token}` },
        signal: AbortSignal.timeout(5000),
      }),
    );
    if (!response.ok) return null;
    const { data } = (await response.json()) as { data: { registration_completed: boolean } };
    return data.registration_completed;
  } catch (error) {
    console.error("Checking the sign-up state failed", error);
    return null;
  }
}

export default async function SignupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ ref }, session] = await Promise.all([searchParams, getServerSession()]);
  let step: SignupStep = "account";
  if (session) {
    const completed = await registrationCompleted(session);
    if (completed) redirect(HOME_PATH);
    step = completed === false ? "details" : "check";
  }
  const referralCode = typeof ref === "string" && REFERRAL_CODE.test(ref.trim()) ? ref.trim() : null;
  return <SignupFlow initialStep={step} referralCode={referralCode} />;
}
