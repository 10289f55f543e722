"use client";

import { CopilotEditor } from "../editor";
import { LaunchStep } from "../steps/launch-step";

/** Step 5's page: the editor with the launch form alone. */
export function LaunchEditor({ id }: { id: string }) {
  return <CopilotEditor id={id} step={5} form={LaunchStep} />;
}
