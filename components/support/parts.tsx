"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { fieldMessage } from "@/components/forms/error-text";
import { useFieldError } from "@/components/forms/use-error-text";
import { FormAlert } from "@/components/entry/form-alert";
import { linkTag } from "@/components/ui/text-link";
import { TitledSection } from "@/components/ui/titled-section";
import { ApiError } from "@/lib/api/request";

/** A titled block of a support page: what it shows or fixes, and its controls. */
export function Panel({
  title,
  description,
  children,
  className,
  actions,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={clsx("rounded-2xl border border-gray-200 p-5 mobile:p-6", className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h2 id={id} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          {description ? <div className="mt-1 text-sm leading-relaxed text-gray-600">{description}</div> : null}
        </div>
        {actions}
      </div>
      {children ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}

/** A titled part inside a Panel: an h3 with a line of explanation. */
export function Subsection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <TitledSection title={title} description={description} className="border-t border-gray-100 pt-5" contentClassName="mt-4">
      {children}
    </TitledSection>
  );
}

/** A link to the message form, at the end of every other support page. */
export function StillStuck() {
  const t = useTranslations("Support.common");
  return (
    <p className="mt-10 border-t border-gray-100 pt-6 text-sm text-gray-600">
      {t.rich("stillStuck", {
        link: linkTag("/support/something-else", "brandHover"),
        faq: linkTag("/faq", "brandHover"),
      })}
    </p>
  );
}

/** A failed load with a retry button. */
export function LoadProblem({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const t = useTranslations("Support.common");
  return (
    <FormAlert>
      {children ?? t("loadFailed")}{" "}
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        {t("retry")}
      </button>
    </FormAlert>
  );
}

/** The problems of a refused call's fields, in the page's language, as one text; empty when none. */
export function useFieldProblems() {
  const fieldError = useFieldError();
  return (error: ApiError): string =>
    Object.values(error.fields ?? {})
      .map((problem) => fieldError(fieldMessage(problem)))
      .join(" ");
}

/** What a failed save says: the fields' problems for a refusal, a fixed text otherwise. */
export function useSaveProblem() {
  const t = useTranslations("Support.common");
  const fieldProblems = useFieldProblems();
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t("network");
    if (error.status >= 500) return t("saveFailed");
    return fieldProblems(error) || error.message || t("saveFailed");
  };
}

/** A small count in a pill: "+12". */
export function CountPill({ children, tone = "brand" }: { children: ReactNode; tone?: "brand" | "gray" | "amber" }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
        tone === "brand" && "bg-brand-100 text-brand-700",
        tone === "gray" && "bg-gray-100 text-gray-700",
        tone === "amber" && "bg-amber-100 text-amber-900",
      )}
    >
      {children}
    </span>
  );
}
