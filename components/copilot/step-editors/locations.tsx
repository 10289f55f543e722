"use client";

import { CopilotEditor } from "../editor";
import { LocationsStep } from "../steps/locations-step";

/** Step 2's page: the editor with the locations form alone. */
export function LocationsEditor({ id }: { id: string }) {
  return <CopilotEditor id={id} step={2} form={LocationsStep} />;
}
