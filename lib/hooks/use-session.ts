"use client";

import useSWR from "swr";
import { impersonatorOf, type Session } from "@/lib/session/constants";
import { readSession } from "@/lib/session/browser";
import { SESSION_SWR_OPTIONS } from "@/lib/swr/options";

export const SESSION_KEY = "session";

/** The signed-in user from the session cookie; server-rendered first through the SWR fallback. */
export function useSession() {
  const { data, mutate } = useSWR<Session | null>(SESSION_KEY, () => readSession(), SESSION_SWR_OPTIONS);
  const session = data ?? null;
  return {
    session,
    user: session?.user ?? null,
    impersonatorId: impersonatorOf(session),
    mutate,
  };
}
