"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SignInAsDialog } from "@/components/shell/sign-in-as-dialog";
import { Button } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { SearchInput } from "@/components/ui/search-input";
import { useAdminUsers, type AdminUserPage } from "@/lib/api/admin";
import type { AdminUser } from "@/lib/contracts/admin";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { HOME_PATH } from "@/lib/session/constants";
import { LoadProblem, MoreButton } from "./parts";

function useUserCells() {
  const t = useTranslations("Admin.users");
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  return {
    plan: (user: AdminUser) => (user.plan.source === "demo" ? t("freeForDemo", { plan: user.plan.name }) : user.plan.name),
    copilots: (user: AdminUser) => t("copilotCount", { total: user.copilots, active: user.active_copilots }),
    lastActive: (user: AdminUser) =>
      user.last_active_at ? <time dateTime={user.last_active_at}>{format.dateTime(new Date(user.last_active_at), { dateStyle: "medium", timeStyle: "short" })}</time> : t("never"),
    joined: (user: AdminUser) => <time dateTime={user.created_at}>{date(user.created_at)}</time>,
  };
}

function Who({ user }: { user: AdminUser }) {
  const t = useTranslations("Admin.users");
  return (
    <div className="min-w-0">
      <p className="break-all font-medium text-gray-900">{user.email}</p>
      <p className="text-sm text-gray-600">
        {user.name ?? t("noName")}
        {user.is_admin ? <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t("admin")}</span> : null}
      </p>
    </div>
  );
}

function SignInAsButton({ user, onChoose }: { user: AdminUser; onChoose: (user: AdminUser) => void }) {
  const t = useTranslations("Admin.users");
  // Admins cannot be signed in as; the server refuses it too.
  if (user.is_admin) return null;
  return (
    <Button variant="secondary" className="whitespace-nowrap" aria-label={t("signInAsUser", { email: user.email })} onClick={() => onChoose(user)}>
      {t("signInAs")}
    </Button>
  );
}

/** Users found by part of their email or name: a table from 600 px, cards below. */
export function UsersPanel({ initialPage }: { initialPage: AdminUserPage | null }) {
  const t = useTranslations("Admin.users");
  const cells = useUserCells();
  const searchId = useId();
  const hintId = useId();
  const [query, setQuery] = useState("");
  const q = useDebounced(query.trim(), 250);
  // The server rendered the first page without a search.
  const list = useAdminUsers(q, q || !initialPage ? undefined : { fallbackData: [initialPage] });
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  const users = list.data?.flatMap((page) => page.data.items) ?? [];

  return (
    <div className="flex flex-col gap-5">
      <div className="max-w-md">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-gray-800">
          {t("searchLabel")}
        </label>
        <SearchInput id={searchId} look="large" value={query} onChange={(event) => setQuery(event.target.value)} aria-describedby={hintId} />
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {t("searchHint")}
        </p>
      </div>

      {list.error && !list.data ? (
        <LoadProblem onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <LoadingDots label={t("loading")} />
      ) : users.length === 0 ? (
        <p role="status" className="text-sm text-gray-600">
          {t("none", { q })}
        </p>
      ) : (
        <>
          <table className="hidden w-full text-left text-sm mobile:table" aria-label={t("tableLabel")}>
            <thead className="border-b border-gray-200 text-xs uppercase tracking-wide text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">{t("user")}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t("plan")}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t("copilots")}</th>
                <th scope="col" className="py-2 pr-3 font-semibold" title={t("lastActiveHint")}>{t("lastActive")}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t("joined")}</th>
                <th scope="col" className="py-2 font-semibold"><span className="sr-only">{t("actions")}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {users.map((user) => (
                <tr key={user.id} className="align-top">
                  <td className="py-3 pr-3"><Who user={user} /></td>
                  <td className="py-3 pr-3 text-gray-800">{cells.plan(user)}</td>
                  <td className="py-3 pr-3 tabular-nums text-gray-800">{cells.copilots(user)}</td>
                  <td className="py-3 pr-3 text-gray-800">{cells.lastActive(user)}</td>
                  <td className="py-3 pr-3 text-gray-800">{cells.joined(user)}</td>
                  <td className="py-3 text-right"><SignInAsButton user={user} onChoose={setChosen} /></td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="flex flex-col gap-3 mobile:hidden" aria-label={t("tableLabel")}>
            {users.map((user) => (
              <li key={user.id} className="rounded-xl border border-gray-200 p-4">
                <Who user={user} />
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-gray-600">{t("plan")}</dt>
                  <dd className="text-gray-900">{cells.plan(user)}</dd>
                  <dt className="text-gray-600">{t("copilots")}</dt>
                  <dd className="text-gray-900">{cells.copilots(user)}</dd>
                  <dt className="text-gray-600">{t("lastActive")}</dt>
                  <dd className="text-gray-900">{cells.lastActive(user)}</dd>
                  <dt className="text-gray-600">{t("joined")}</dt>
                  <dd className="text-gray-900">{cells.joined(user)}</dd>
                </dl>
                <div className="mt-3">
                  <SignInAsButton user={user} onChoose={setChosen} />
                </div>
              </li>
            ))}
          </ul>
          <MoreButton list={list} />
        </>
      )}

      <SignInAsDialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)} email={chosen?.email} goTo={HOME_PATH} />
    </div>
  );
}
