"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { ApiError, request } from "@/lib/api/request";
import { useSession } from "@/lib/hooks/use-session";
import { apiRequest, apiUrl } from "@/lib/session/browser";
import { HOME_PATH, LOGIN_PATH } from "@/lib/session/constants";
import { EntryHeading } from "./entry-heading";
import { FormAlert } from "./form-alert";

type Outcome = "verified" | "invalid" | "unavailable";

// A token works once: a second call (React's development double effects, a re-render) must reuse the first.
const attempts = new Map<string, Promise<Outcome>>();
function verifyOnce(token: string): Promise<Outcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = request("POST", apiUrl("/auth/verify"), { body: { token } }).then(
      (): Outcome => "verified",
      (error: unknown): Outcome => (error instanceof ApiError && error.status < 500 && error.status !== 429 ? "invalid" : "unavailable"),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Confirms the email address from the mailed link as soon as the page opens. */
export function VerifyEmail({ token }: { token: string | null }) {
  const t = useTranslations("VerifyEmail");
  const { user } = useSession();
  const [outcome, setOutcome] = useState<Outcome | "verifying">(token ? "verifying" : "invalid");
  const [resend, setResend] = useState<"idle" | "sending" | "sent" | "already" | "failed">("idle");

  useEffect(() => {
    if (!token || outcome !== "verifying") return;
    let active = true;
    void verifyOnce(token).then((result) => {
      if (active) setOutcome(result);
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
      await apiRequest("POST", "/auth/verify/resend");
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

  if (outcome === "verified") {
    return (
      <>
        <EntryHeading title={t("successHeading")} />
        <FormAlert tone="success">{t("success")}</FormAlert>
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
