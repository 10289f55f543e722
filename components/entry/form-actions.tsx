"use client";

import Link from "next/link";
import type { FormEventHandler, ReactNode } from "react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Button } from "@/components/ui/button";
import { FormAlert } from "./form-alert";

/**
 * An entry form with the failure banner on top. Its handler sends it; method="post" keeps the
 * fields out of the URL should the browser ever send it natively.
 */
export function EntryForm({ onSubmit, banner, children }: { onSubmit: FormEventHandler<HTMLFormElement>; banner: ReactNode; children: ReactNode }) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {banner ? <FormAlert>{banner}</FormAlert> : null}
      {children}
    </form>
  );
}

/** An entry form's full-width submit button; disabled while busy and until the page is hydrated (see useHydrated). */
export function EntrySubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={busy || !hydrated} className="mt-1 w-full py-2.5">
      {busy ? busyLabel : label}
    </Button>
  );
}

/** The line under a login or sign-up form that offers the other one. */
export function EntrySwitch({ question, href, linkText }: { question: string; href: string; linkText: string }) {
  return (
    <p className="text-center text-sm text-gray-600">
      {question}{" "}
      <Link href={href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
        {linkText}
      </Link>
    </p>
  );
}
