"use client";

import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { TextAreaField } from "@/components/ui/text-area-field";
import { replyToFeedback, useAdminFeedbacks } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/request";
import type { AdminFeedback, AdminReplyInput, FeedbackStatus } from "@/lib/contracts/admin";
import { FEEDBACK_STATUSES } from "@/lib/contracts/admin-values";
import { CANCEL_REASONS } from "@/lib/contracts/billing-values";
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_TOPICS } from "@/lib/contracts/feedback-values";
import { LoadProblem, MoreButton } from "./parts";

const loadReplySchema = () => import("@/lib/contracts/admin").then((module) => module.adminReplySchema);

const isIn = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** The topic as the user chose it: a support topic or a cancellation reason, in the admin's language. */
function useTopicLabel() {
  const topics = useTranslations("Support.somethingElse.topics");
  const reasons = useTranslations("Subscription.cancelFlow.reasons");
  return (item: AdminFeedback) =>
    item.kind === "support" && isIn(SUPPORT_MESSAGE_TOPICS, item.topic)
      ? topics(item.topic)
      : item.kind === "cancellation" && isIn(CANCEL_REASONS, item.topic)
        ? reasons(item.topic)
        : item.topic;
}

function ReplyForm({ item, onAnswered }: { item: AdminFeedback; onAnswered: () => void }) {
  const t = useTranslations("Admin.inbox");
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AdminReplyInput>({ resolver: useLazyZodResolver(loadReplySchema), defaultValues: { message: "" } });
  const { errors, isSubmitting } = form.formState;
  const error = errors.message?.type === "too_big" ? t("replyTooLong", { max: SUPPORT_MESSAGE_MAX }) : errors.message ? t("replyRequired") : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await replyToFeedback(item.id, values);
      if (data.mailed) toast.success(t("sent", { email: item.user.email }));
      else toast.warning(t("notMailed", { email: item.user.email }));
      onAnswered();
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === "already_answered") {
        toast.info(t("alreadyAnswered"));
        onAnswered();
      } else setProblem(t("failed"));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 border-t border-gray-100 pt-4">
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <TextAreaField
        label={t("replyLabel")}
        hint={t("replyHint", { email: item.user.email })}
        hintClassName="text-xs text-gray-600"
        rows={4}
        maxLength={SUPPORT_MESSAGE_MAX}
        error={error}
        {...form.register("message")}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("sending") : t("send")}
        </Button>
      </div>
    </form>
  );
}

function Message({ item, onAnswered }: { item: AdminFeedback; onAnswered: () => void }) {
  const t = useTranslations("Admin.inbox");
  const format = useFormatter();
  const topic = useTopicLabel();
  const headingId = useId();
  const when = (iso: string) => <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" })}</time>;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-gray-200 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-sm font-semibold text-gray-900">
            <span className={clsx("mr-2 rounded-full px-2 py-0.5 text-xs font-semibold", item.kind === "support" ? "bg-brand-50 text-brand-700" : "bg-amber-50 text-amber-800")}>
              {t(`kind.${item.kind}`)}
            </span>
            {topic(item)}
          </h2>
          <span className="text-xs text-gray-600">{when(item.created_at)}</span>
        </div>
        <p className="mt-1 text-sm text-gray-700 [overflow-wrap:anywhere]">
          {t("from", { email: item.user.email })}
          {item.page ? ` · ${t("sentFrom", { page: `/support/${item.page}` })}` : null}
        </p>
        <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed text-gray-900">{item.message ?? <span className="italic text-gray-600">{t("noWords")}</span>}</p>
        {item.reply ? (
          <div className="mt-4 rounded-lg bg-gray-50 p-3">
            <p className="text-xs font-medium text-gray-600">
              {item.reply.by ? t("answeredBy", { email: item.reply.by.email }) : t("answeredByGone")} · {when(item.reply.answered_at)}
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-gray-900">{item.reply.message}</p>
          </div>
        ) : (
          <ReplyForm item={item} onAnswered={onAnswered} />
        )}
      </article>
    </li>
  );
}

/** Support messages and cancellation reasons, open or answered; open ones take an answer that is mailed. */
export function InboxPanel() {
  const t = useTranslations("Admin.inbox");
  const [status, setStatus] = useState<FeedbackStatus>("open");
  const list = useAdminFeedbacks(status);
  const items = list.data?.flatMap((page) => page.data.items) ?? [];

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("filterLabel")}</legend>
        {FEEDBACK_STATUSES.map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded-full border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input type="radio" name="inbox-status" value={value} checked={status === value} onChange={() => setStatus(value)} className="sr-only" />
            {t(value)}
          </label>
        ))}
      </fieldset>
      {list.error && !list.data ? (
        <LoadProblem onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <LoadingDots label={t("loading")} />
      ) : items.length === 0 ? (
        <p role="status" className="text-sm text-gray-600">{status === "open" ? t("emptyOpen") : t("emptyAnswered")}</p>
      ) : (
        <>
          <ol className="flex flex-col gap-3">
            {items.map((item) => (
              <Message key={item.id} item={item} onAnswered={() => void list.mutate()} />
            ))}
          </ol>
          <MoreButton list={list} />
        </>
      )}
    </div>
  );
}
