"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "@/lib/toast";
import { useSWRConfig } from "swr";
import { retryMinutes } from "@/components/forms/error-text";
import { SelectChevron } from "@/components/forms/select-chevron";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadingDots } from "@/components/ui/loading-dots";
import { resendVerificationMail } from "@/lib/api/auth";
import type { Data } from "@/lib/api/data";
import { sendReport, useMailLog, useReportPreview } from "@/lib/api/email";
import { useProfile } from "@/lib/api/profile";
import { tabForKey } from "@/components/ui/tab-keys";
import { ApiError } from "@/lib/api/request";
import { SETTINGS_KEY, updateSettings, useSettings } from "@/lib/api/settings";
import type { ReportFrequency } from "@/lib/contracts/email";
import type { Profile } from "@/lib/contracts/profile";
import type { Settings } from "@/lib/contracts/settings";
import { EMAIL_REPORT_FREQUENCIES } from "@/lib/contracts/settings-values";

type Frequency = Settings["email_report_frequency"];

const KNOWN_KINDS = ["report", "verify_email", "reset_password", "change_email"] as const;

/** Off has no period of its own: previews and reports on request then cover a week. */
const reportFrequency = (frequency: Frequency): ReportFrequency => (frequency === "off" ? "weekly" : frequency);

/**
 * /account › Emails: how often the applications report comes, a preview of it, one on request,
 * and the log of every mail sent to the user.
 */
export function EmailReports() {
  const log = useMailLog();
  const { mutate } = log;
  return (
    <div className="flex flex-col gap-10">
      {/* A report sent (or refused by the mail server) shows in the log at once. */}
      <ReportSettings onSent={() => void mutate()} />
      <MailLog log={log} />
    </div>
  );
}

function ReportSettings({ onSent }: { onSent: () => void }) {
  const t = useTranslations("EmailReports");
  const settings = useSettings();
  const profile = useProfile();
  const headingId = useId();

  let body: React.ReactNode;
  if ((settings.error && !settings.data) || (profile.error && !profile.data)) {
    body = (
      <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        <span>{t("loadFailed")}</span>
        <Button variant="secondary" onClick={() => void Promise.all([settings.mutate(), profile.mutate()])}>
          {t("retry")}
        </Button>
      </div>
    );
  } else if (!settings.data || !profile.data) {
    body = <LoadingDots label={t("loading")} className="py-6" />;
  } else {
    body = <ReportControls frequency={settings.data.data.email_report_frequency} profile={profile.data.data} onSent={onSent} />;
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t("heading")}
      </h3>
      <p className="mt-1 max-w-prose text-sm text-gray-600">{t("description")}</p>
      {body}
    </section>
  );
}

function ReportControls({ frequency, profile, onSent }: { frequency: Frequency; profile: Pick<Profile, "email" | "email_verified">; onSent: () => void }) {
  const t = useTranslations("EmailReports");
  const { mutate } = useSWRConfig();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const asked = reportFrequency(frequency);

  // The dialog has no Radix trigger to return to: focus goes back to the button that opened it.
  const onPreviewOpenChange = (open: boolean) => {
    setPreviewOpen(open);
    if (!open) requestAnimationFrame(() => document.getElementById(`${id}-preview`)?.focus());
  };

  const changeFrequency = async (next: Frequency) => {
    setSaving(true);
    try {
      // Optimistic: the select shows the choice at once and goes back if the save fails.
      await mutate<Data<Settings>>(SETTINGS_KEY, updateSettings({ email_report_frequency: next }), {
        optimisticData: (current) => ({ data: { ...(current?.data as Settings), email_report_frequency: next } }),
        rollbackOnError: true,
        revalidate: false,
      });
      toast.success(t("saved"));
    } catch {
      toast.error(t("saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  const sendNow = async () => {
    setSending(true);
    try {
      const { data } = await sendReport(asked);
      toast.success(t("sent", { email: data.recipient }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) toast.error(t("rateLimited", { minutes: retryMinutes(error) ?? 60 }));
      else if (error instanceof ApiError && error.code === "email_unverified") toast.error(t("unverified"));
      else toast.error(t("sendFailed"));
    } finally {
      setSending(false);
      onSent();
    }
  };

  return (
    <div className="mt-4 flex flex-col gap-4">
      {profile.email_verified ? null : <UnverifiedNotice id={`${id}-unverified`} email={profile.email} onSent={onSent} />}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-frequency`} className="text-sm font-medium text-gray-800">
          {t("frequency")}
        </label>
        <div className="relative flex w-full items-center mobile:max-w-xs">
          <select
            id={`${id}-frequency`}
            value={frequency}
            onChange={(event) => void changeFrequency(event.target.value as Frequency)}
            aria-describedby={`${id}-frequency-hint`}
            aria-busy={saving || undefined}
            className="w-full appearance-none rounded-lg border border-gray-300 bg-white py-2 pr-9 pl-3 text-base outline-none transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          >
            {EMAIL_REPORT_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {t(`frequencyOptions.${value}`)}
              </option>
            ))}
          </select>
          <span className="pointer-events-none absolute right-3">
            <SelectChevron />
          </span>
        </div>
        <p id={`${id}-frequency-hint`} className="text-sm text-gray-600">
          {t("frequencyHint")}
          <span role="status" className="ml-2 text-gray-500">
            {saving ? t("saving") : ""}
          </span>
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-col gap-3 mobile:flex-row mobile:flex-wrap">
          <Button id={`${id}-preview`} variant="secondary" onClick={() => setPreviewOpen(true)} aria-haspopup="dialog">
            <EnvelopeIcon />
            {t("preview")}
          </Button>
          <Button
            onClick={() => void sendNow()}
            disabled={sending || !profile.email_verified}
            aria-describedby={profile.email_verified ? `${id}-scope` : `${id}-unverified`}
          >
            <SendIcon />
            {sending ? t("sending") : t("send")}
          </Button>
        </div>
        <p id={`${id}-scope`} className="text-sm text-gray-600">
          {t(`scope.${asked}`)}
        </p>
      </div>
      <PreviewDialog open={previewOpen} onOpenChange={onPreviewOpenChange} frequency={asked} />
    </div>
  );
}

function UnverifiedNotice({ id, email, onSent }: { id: string; email: string; onSent: () => void }) {
  const t = useTranslations("EmailReports");
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const resend = async () => {
    setState("sending");
    try {
      await resendVerificationMail();
      setState("sent");
      toast.success(t("resent", { email }));
      onSent();
    } catch {
      setState("idle");
      toast.error(t("resendFailed"));
    }
  };
  return (
    <div id={id} className="flex flex-col items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
      <p>{t("unverified")}</p>
      {state === "sent" ? (
        <p role="status" className="font-medium">
          {t("resent", { email })}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => void resend()}
          disabled={state === "sending"}
          className="font-semibold text-amber-950 underline underline-offset-2 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-60"
        >
          {state === "sending" ? t("resending") : t("resend")}
        </button>
      )}
    </div>
  );
}

const FORMATS = ["html", "text"] as const;
type Format = (typeof FORMATS)[number];

/** The mail's own HTML, unable to run scripts or reach the page (sandbox=""); links open nowhere rather than inside the frame. */
const frameDocument = (html: string) => html.replace(/<head>/i, '<head><base target="_blank">');

function PreviewDialog({ open, onOpenChange, frequency }: { open: boolean; onOpenChange: (open: boolean) => void; frequency: ReportFrequency }) {
  const t = useTranslations("EmailReports.dialog");
  const format = useFormatter();
  const id = useId();
  const [shown, setShown] = useState<Format>("html");
  // Each opening starts on the email itself.
  if (!open && shown !== "html") setShown("html");
  const tabs = useRef(new Map<Format, HTMLButtonElement>());
  // Fetched when opened, and again on each opening: the report is "as of now".
  const preview = useReportPreview(open ? frequency : null, {
    revalidateOnFocus: false,
    revalidateIfStale: true,
  });
  const report = preview.data?.data;
  const range = useMemo(
    () =>
      report
        ? format.dateTimeRange(new Date(report.period.from), new Date(report.period.to), frequency === "daily" ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" })
        : "",
    [report, format, frequency],
  );

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(event.key, FORMATS, shown);
    if (!next) return;
    event.preventDefault();
    setShown(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} closeLabel={t("close")}>
      {preview.error && !report ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-800">
          <p>{t("failed")}</p>
          <Button variant="secondary" onClick={() => void preview.mutate()}>
            {t("retry")}
          </Button>
        </div>
      ) : !report ? (
        <LoadingDots label={t("loading")} className="py-10" />
      ) : (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium text-gray-600">{t("subject")}</dt>
            <dd className="font-semibold break-words text-gray-900">{report.subject}</dd>
          </dl>
          <p className="text-sm text-gray-600">{t("covers", { range })}</p>
          {report.empty ? <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700 ring-1 ring-gray-200 ring-inset">{t("empty")}</p> : null}
          <div role="tablist" aria-label={t("format")} className="flex gap-1 border-b border-gray-200">
            {FORMATS.map((value) => {
              const selected = value === shown;
              return (
                <button
                  key={value}
                  ref={(node) => {
                    if (node) tabs.current.set(value, node);
                    else tabs.current.delete(value);
                  }}
                  id={`${id}-tab-${value}`}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls={`${id}-panel`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setShown(value)}
                  onKeyDown={onTabKey}
                  className={clsx(
                    "-mb-px rounded-t-lg border-b-2 px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset",
                    selected ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900",
                  )}
                >
                  {t(value)}
                </button>
              );
            })}
          </div>
          <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${shown}`}>
            {shown === "html" ? (
              <iframe
                title={t("frame")}
                srcDoc={frameDocument(report.html)}
                sandbox=""
                className="h-[55vh] max-h-[36rem] w-full rounded-lg border border-gray-200 bg-gray-50"
              />
            ) : (
              // Focusable so keyboard users can scroll it.
              <pre
                tabIndex={0}
                className="h-[55vh] max-h-[36rem] overflow-auto rounded-lg border border-gray-200 bg-gray-50 p-3 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {report.text}
              </pre>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}

function MailLog({ log }: { log: ReturnType<typeof useMailLog> }) {
  const t = useTranslations("EmailReports.log");
  const format = useFormatter();
  const headingId = useId();
  const items = log.data?.flatMap((page) => page.data.items) ?? [];
  const more = Boolean(log.data?.at(-1)?.data.next_cursor);
  const loadingMore = log.size > (log.data?.length ?? 0) && !log.error;

  let body: React.ReactNode;
  if (log.error && !log.data) {
    body = (
      <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        <span>{t("failed")}</span>
        <Button variant="secondary" onClick={() => void log.mutate()}>
          {t("retry")}
        </Button>
      </div>
    );
  } else if (!log.data) {
    body = <LoadingDots label={t("loading")} className="py-6" />;
  } else if (items.length === 0) {
    body = <p className="mt-4 rounded-lg bg-gray-50 px-4 py-6 text-center text-sm text-gray-600">{t("empty")}</p>;
  } else {
    body = (
      <>
        <ul aria-label={t("label")} className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-1.5 px-4 py-3">
              <p className="font-medium break-words text-gray-900">{item.subject}</p>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                  {t(`kind.${(KNOWN_KINDS as readonly string[]).includes(item.kind) ? (item.kind as (typeof KNOWN_KINDS)[number]) : "other"}`)}
                </span>
                <span
                  className={clsx(
                    "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
                    item.status === "sent" ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800",
                  )}
                >
                  <span aria-hidden className={clsx("size-1.5 rounded-full", item.status === "sent" ? "bg-emerald-600" : "bg-red-600")} />
                  {t(`status.${item.status}`)}
                </span>
                <time dateTime={item.created_at}>{format.dateTime(new Date(item.created_at), { dateStyle: "medium", timeStyle: "short" })}</time>
                <span className="break-all">{t("to", { recipient: item.recipient })}</span>
              </div>
              {item.status === "failed" && item.error ? <p className="text-sm text-red-800">{t("reason", { error: item.error })}</p> : null}
            </li>
          ))}
        </ul>
        {log.error && log.data ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {t("loadMoreFailed")}
          </p>
        ) : null}
        {more ? (
          <div className="mt-3 flex justify-center">
            <Button variant="secondary" onClick={() => void log.setSize(log.size + 1)} disabled={loadingMore}>
              {loadingMore ? t("loadingMore") : t("loadMore")}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t("heading")}
      </h3>
      <p className="mt-1 text-sm text-gray-600">{t("description")}</p>
      {body}
    </section>
  );
}

const EnvelopeIcon = () => (
  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
    <path d="M3 5.5A1.5 1.5 0 0 1 4.5 4h11A1.5 1.5 0 0 1 17 5.5v9a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 14.5v-9Zm1.6.3 5.4 4.3 5.4-4.3H4.6Zm10.9 1.6-5 4a.8.8 0 0 1-1 0l-5-4v7.1h11V7.4Z" />
  </svg>
);

const SendIcon = () => (
  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
    <path d="M2.9 3.1a.8.8 0 0 1 .9-.1l13.5 6.3a.8.8 0 0 1 0 1.4L3.8 17a.8.8 0 0 1-1.1-.9L4.1 10 2.7 3.9a.8.8 0 0 1 .2-.8Zm2.6 7.7-.9 3.9 9.9-4.7-9 .8Zm9-1.6-9.9-4.6.9 3.8 9 .8Z" />
  </svg>
);
