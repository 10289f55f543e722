"use client";

import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";

type PagedList = { size: number; setSize: (size: number) => unknown; isValidating: boolean; data?: { data: { next_cursor: string | null } }[] };

/** A failed load with a retry button. */
export function LoadProblem({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("Admin");
  return (
    <FormAlert>
      {t("loadFailed")}{" "}
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        {t("retry")}
      </button>
    </FormAlert>
  );
}

/** "Show more" under a paged list, while the last page loaded says there is another. */
export function MoreButton({ list }: { list: PagedList }) {
  const t = useTranslations("Admin");
  const loadingMore = list.isValidating && list.data !== undefined && list.data.length < list.size;
  if (!list.data?.at(-1)?.data.next_cursor) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" disabled={loadingMore} onClick={() => void list.setSize(list.size + 1)}>
        {loadingMore ? t("loadingMore") : t("more")}
      </Button>
    </div>
  );
}
