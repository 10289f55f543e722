"use client";

import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { SelectField } from "@/components/copilot/fields";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { TextAreaField } from "@/components/ui/text-area-field";
import { linkTag } from "@/components/ui/text-link";
import { ApiError } from "@/lib/api/request";
import { sendFeedback, useFeedbacks } from "@/lib/api/feedbacks";
import type { supportMessageFormSchema } from "@/lib/contracts/feedback";
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGE_TOPICS } from "@/lib/contracts/feedback-values";
import { LoadProblem, Panel, useFieldProblems } from "./parts";

const loadSupportMessageSchema = () => import("@/lib/contracts/feedback").then((module) => module.supportMessageFormSchema);

type Input = z.input<typeof supportMessageFormSchema>;
type Output = z.output<typeof supportMessageFormSchema>;

/** The messages this page lists: the user's own support messages, not their cancellation reasons. */
const SUPPORT_MESSAGES = { kind: "support" } as const;

const isTopic = (topic: string): topic is (typeof SUPPORT_MESSAGE_TOPICS)[number] => (SUPPORT_MESSAGE_TOPICS as readonly string[]).includes(topic);

function MessageForm() {
  const t = useTranslations("Support.somethingElse");
  const fieldProblems = useFieldProblems();
  const list = useFeedbacks(SUPPORT_MESSAGES);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(loadSupportMessageSchema),
    defaultValues: { topic: "" as Input["topic"], message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const length = (useWatch({ control: form.control, name: "message" }) ?? "").trim().length;
  const topicError = errors.topic ? t("topicRequired") : undefined;
  const messageError =
    errors.message?.type === "too_big" ? t("messageTooLong", { max: SUPPORT_MESSAGE_MAX }) : errors.message ? t("messageTooShort", { min: SUPPORT_MESSAGE_MIN }) : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await sendFeedback({ kind: "support", page: "something-else", ...values });
      await list.mutate((current) => ({ data: { items: [data, ...(current?.data.items ?? []).filter((item) => item.id !== data.id)] } }), { revalidate: false });
      form.reset({ topic: values.topic, message: "" });
      toast.success(t("sent"));
    } catch (error) {
      // Nothing typed is lost: the form keeps it for another try.
      if (error instanceof ApiError && error.status === 429) setProblem(t("tooMany"));
      else if (error instanceof ApiError && error.status < 500) setProblem(fieldProblems(error) || error.message);
      else setProblem(t("failed"));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <SelectField label={t("topic")} error={topicError} className="max-w-sm" {...form.register("topic")}>
        <option value="" disabled>
          {t("chooseTopic")}
        </option>
        {SUPPORT_MESSAGE_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {t(`topics.${topic}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t("message")}
        error={messageError}
        hint={t("count", { count: length, max: SUPPORT_MESSAGE_MAX, min: SUPPORT_MESSAGE_MIN })}
        hintClassName={clsx("text-xs tabular-nums", length > 0 && length < SUPPORT_MESSAGE_MIN ? "text-amber-700" : "text-gray-500")}
        rows={7}
        maxLength={SUPPORT_MESSAGE_MAX}
        placeholder={t("placeholder")}
        textareaClassName={clsx(
          "w-full rounded-lg border bg-white px-3 py-2 text-base text-gray-900 outline-none transition-colors focus:ring-2",
          messageError ? "border-red-500 focus:ring-red-200" : "border-gray-300 focus:border-brand-500 focus:ring-brand-100",
        )}
        {...form.register("message")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          {t.rich("faqFirst", {
            link: linkTag("/faq"),
          })}
        </p>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("sending") : t("send")}
        </Button>
      </div>
    </form>
  );
}

function PreviousMessages() {
  const t = useTranslations("Support.somethingElse");
  const format = useFormatter();
  const { data, error, mutate } = useFeedbacks(SUPPORT_MESSAGES);
  if (!data) return error ? <LoadProblem onRetry={() => void mutate()} /> : <LoadingDots label={t("loading")} />;
  const items = data.data.items;
  if (items.length === 0) return <p className="text-sm text-gray-600">{t("none")}</p>;
  return (
    <ol aria-label={t("previous")} className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-gray-200 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700">
              {isTopic(item.topic) ? t(`topics.${item.topic}`) : item.topic}
            </span>
            <time dateTime={item.created_at} className="text-xs text-gray-500">
              {format.dateTime(new Date(item.created_at), { dateStyle: "medium", timeStyle: "short" })}
            </time>
          </div>
          <p className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed text-gray-800">{item.message}</p>
        </li>
      ))}
    </ol>
  );
}

export function SomethingElse() {
  const t = useTranslations("Support.somethingElse");
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t("formTitle")} description={t("formText")}>
        <MessageForm />
      </Panel>
      <Panel title={t("previous")} description={t("previousText")}>
        <PreviousMessages />
      </Panel>
    </div>
  );
}
