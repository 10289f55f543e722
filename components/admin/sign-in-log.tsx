"use client";

import { useFormatter, useTranslations } from "next-intl";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useAdminImpersonations } from "@/lib/api/admin";
import type { AdminImpersonation } from "@/lib/contracts/admin";
import { LoadProblem, MoreButton } from "./parts";

/** Every "Sign-in as": who, as whom, why, and when; a table from 600 px, cards below. */
export function SignInLog() {
  const t = useTranslations("Admin.log");
  const format = useFormatter();
  const list = useAdminImpersonations();
  const rows = list.data?.flatMap((page) => page.data.items) ?? [];
  const when = (iso: string) => <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" })}</time>;
  const state = (row: AdminImpersonation) =>
    row.state === "active"
      ? t("states.active", { time: format.dateTime(new Date(row.expires_at), { timeStyle: "short" }) })
      : t(`states.${row.state}`, { time: format.dateTime(new Date(row.ended_at ?? row.expires_at), { dateStyle: "medium", timeStyle: "short" }) });
  const reason = (row: AdminImpersonation) => row.reason ?? <span className="italic text-gray-600">{t("noReason")}</span>;

  if (list.error && !list.data) return <LoadProblem onRetry={() => void list.mutate()} />;
  if (!list.data) return <LoadingDots label={t("loading")} />;
  if (rows.length === 0) return <p className="text-sm text-gray-600">{t("empty")}</p>;
  return (
    <>
      <table className="hidden w-full text-left text-sm mobile:table" aria-label={t("tableLabel")}>
        <thead className="border-b border-gray-200 text-xs uppercase tracking-wide text-gray-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("started")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("admin")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("user")}</th>
            <th scope="col" className="py-2 pr-3 font-semibold">{t("reason")}</th>
            <th scope="col" className="py-2 font-semibold">{t("status")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top text-gray-800">
              <td className="py-3 pr-3 whitespace-nowrap">{when(row.started_at)}</td>
              <td className="py-3 pr-3 break-all">{row.admin.email}</td>
              <td className="py-3 pr-3 break-all">{row.user.email}</td>
              <td className="py-3 pr-3 break-words">{reason(row)}</td>
              <td className="py-3">{state(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 mobile:hidden" aria-label={t("tableLabel")}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-gray-200 p-4 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-gray-600">{t("started")}</dt>
              <dd className="text-gray-900">{when(row.started_at)}</dd>
              <dt className="text-gray-600">{t("admin")}</dt>
              <dd className="break-all text-gray-900">{row.admin.email}</dd>
              <dt className="text-gray-600">{t("user")}</dt>
              <dd className="break-all text-gray-900">{row.user.email}</dd>
              <dt className="text-gray-600">{t("reason")}</dt>
              <dd className="break-words text-gray-900">{reason(row)}</dd>
              <dt className="text-gray-600">{t("status")}</dt>
              <dd className="text-gray-900">{state(row)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <MoreButton list={list} />
    </>
  );
}
