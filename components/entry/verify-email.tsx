"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { resendVerificationMail, verifyEmail } from "@/lib/api/auth";
import { ApiError } from "@/lib/api/request";
import { useSession } from "@/lib/hooks/use-session";
import { readSession, refreshSession } from "@/lib/session/browser";
import { HOME_PATH, LOGIN_PATH } from "@/lib/session/constants";

const ACCOUNT_PATH = "/account";
import { EntryHeading } from "./entry-heading";
import { FormAlert } from "./form-alert";

type Outcome = "verified" | "already" | "changed" | "taken" | "invalid" | "unavailable";
type Result = { outcome: Outcome; email?: string };

// A token works once: a second call (React's development double effects, a re-render) must reuse the first.
const attempts = new Map<string, Promise<Result>>();
function verifyOnce(token: string): Promise<Result> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token).then(
      async ({ data }): Promise<Result> => {
        if (data.purpose !== "change_email") return { outcome: "verified", email: data.email };
        // The session still names the old address: a fresh one carries the new address (signed-in only).
        if (readSession()) await refreshSession().catch(() => null);
        return { outcome: "changed", email: data.email };
      },
      (error: unknown): Result => ({
        outcome:
          error instanceof ApiError && error.code === "already_verified"
            ? "already"
            : error instanceof ApiError && error.status === 409
            ? "taken"
            : error instanceof ApiError && error.status < 500 && error.status !== 429
              ? "invalid"
              : "unavailable",
      }),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Confirms the email address from the mailed link as soon as the page opens. */
export function VerifyEmail({ token }: { token: string | null }) {
  const t = useTranslations("VerifyEmail");
  const changed = useTranslations("Account.emailChanged");
  const { user } = useSession();
  const [outcome, setOutcome] = useState<Outcome | "verifying">(token ? "verifying" : "invalid");
  const [email, setEmail] = useState<string | null>(null);
  const [resend, setResend] = useState<"idle" | "sending" | "sent" | "already" | "failed">("idle");

  useEffect(() => {
    if (!token || outcome !== "verifying") return;
    let active = true;
    void verifyOnce(token).then((result) => {
      if (!active) return;
      setOutcome(result.outcome);
      setEmail(result.email ?? null);
    });
    return () => {
      active = false;
    };
  }, [token, outcome]);

  const retry = () => {
    if (token) attempts.delete(token);
    setOutcome("verifying");
  };

  const sendAgain = async () => {
    setResend("sending");
    try {
      await resendVerificationMail();
      setResend("sent");
    } catch (error) {
      setResend(error instanceof ApiError && error.code === "already_verified" ? "already" : "failed");
    }
  };

  if (outcome === "verifying") {
    return (
      <>
        <EntryHeading title={t("verifyingHeading")} />
        <LoadingDots label={t("verifying")} className="py-8" />
      </>
    );
  }

  if (outcome === "verified" || outcome === "already") {
    return (
      <>
        <EntryHeading title={t("successHeading")} />
        <FormAlert tone="success">{outcome === "already" ? t("alreadyVerified") : t("success")}</FormAlert>
        {/* A full load when signed in: the copilot is rendered by the server with the session. */}
        {user ? (
          <a href={HOME_PATH} className={buttonClasses("primary", "mt-6 w-full py-2.5")}>
            {t("continue")}
          </a>
        ) : (
          <Link href={LOGIN_PATH} className={buttonClasses("primary", "mt-6 w-full py-2.5")}>
            {t("login")}
          </Link>
        )}
      </>
    );
  }

  if (outcome === "changed" || outcome === "taken") {
    return (
      <>
        <EntryHeading title={outcome === "changed" ? changed("heading") : changed("takenHeading")} />
        {outcome === "changed" ? (
          <FormAlert tone="success">{changed("body", { email: email ?? "" })}</FormAlert>
        ) : (
          <FormAlert>{changed("taken")}</FormAlert>
        )}
        {/* A full load: the account page is rendered by the server with the refreshed session. */}
        {user ? (
          <a href={ACCOUNT_PATH} className={buttonClasses("primary", "mt-6 w-full py-2.5")}>
            {changed("toAccount")}
          </a>
        ) : (
          <Link href={LOGIN_PATH} className={buttonClasses("primary", "mt-6 w-full py-2.5")}>
            {t("login")}
          </Link>
        )}
      </>
    );
  }

  if (outcome === "unavailable") {
    return (
      <>
        <EntryHeading title={t("failureHeading")} />
        <FormAlert>{t("unavailable")}</FormAlert>
        <Button onClick={retry} className="mt-6 w-full py-2.5">
          {t("retry")}
        </Button>
      </>
    );
  }

  return (
    <>
      <EntryHeading title={t("failureHeading")} />
      <FormAlert>{t("invalid")}</FormAlert>
      {user ? (
        <div className="mt-6 flex flex-col gap-3">
          {resend === "sent" ? <FormAlert tone="success">{t("resent", { email: user.email })}</FormAlert> : null}
          {resend === "already" ? <FormAlert tone="success">{t("alreadyVerified")}</FormAlert> : null}
          {resend === "failed" ? <FormAlert>{t("resendFailed")}</FormAlert> : null}
          {resend === "sent" || resend === "already" ? (
            <a href={HOME_PATH} className={buttonClasses("primary", "w-full py-2.5")}>
              {t("continue")}
            </a>
          ) : (
            <Button onClick={() => void sendAgain()} disabled={resend === "sending"} className="w-full py-2.5">
              {resend === "sending" ? t("resending") : t("resend")}
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-gray-600">{t("loginToResend")}</p>
          <Link href={LOGIN_PATH} className={buttonClasses("primary", "mt-6 w-full py-2.5")}>
            {t("login")}
          </Link>
        </>
      )}
    </>
  );
}
