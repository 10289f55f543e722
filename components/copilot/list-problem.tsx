"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ApiError } from "@/lib/api/request";

export type ListProblem = { kind: "planLimit" | "generic" | "network" } | { kind: "raw"; message: string };

export function describeListError(error: unknown): ListProblem {
  if (!(error instanceof ApiError)) return { kind: "network" };
  if (error.code === "plan_limit") return { kind: "planLimit" };
  if (error.status >= 500) return { kind: "generic" };
  return { kind: "raw", message: error.message };
}

export function ProblemText({ problem, limit, plan }: { problem: ListProblem; limit?: number; plan?: string }) {
  const t = useTranslations("CopilotList.problems");
  const link = (chunks: ReactNode) => (
    <Link href="/subscription" className="font-semibold underline underline-offset-2">
      {chunks}
    </Link>
  );
  if (problem.kind === "raw") return <>{problem.message}</>;
  if (problem.kind === "planLimit") {
    return plan && limit !== undefined ? <>{t.rich("planLimit", { plan, count: limit, link })}</> : <>{t.rich("planLimitShort", { link })}</>;
  }
  return <>{t(problem.kind)}</>;
}

