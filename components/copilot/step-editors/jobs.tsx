"use client";

import { CopilotEditor } from "../editor";
import { JobsStep } from "../steps/jobs-step";

/** Step 1's page: the editor with the jobs form alone. */
export function JobsEditor({ id }: { id: string }) {
  return <CopilotEditor id={id} step={1} form={JobsStep} />;
}
