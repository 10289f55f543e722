import { notFound, redirect } from "next/navigation";
import { stepHref } from "@/components/copilot/edit-steps";
import { copilotKeys } from "@/lib/api/copilots";
import type { Data } from "@/lib/api/data";
import { serverGet } from "@/lib/backend/server";
import type { Copilot } from "@/lib/contracts/copilot";
import { pageMetadata } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("copilotEdit");

/** The edit entry: opens the first step not yet saved (step 1 when the copilot cannot be read now). */
export default async function CopilotEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { status, body } = await serverGet<Data<Copilot>>(copilotKeys.one(id));
  if (status === 404) notFound();
  redirect(stepHref(id, body?.data.next_step ?? 1));
}
