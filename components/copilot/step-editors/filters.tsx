"use client";

import { CopilotEditor } from "../editor";
import { FiltersStep } from "../steps/filters-step";

/** Step 3's page: the editor with the filters form alone. */
export function FiltersEditor({ id }: { id: string }) {
  return <CopilotEditor id={id} step={3} form={FiltersStep} />;
}
