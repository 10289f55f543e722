"use client";

import Link from "next/link";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Button } from "@/components/ui/button";

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
