"use client";

import { CopilotEditor } from "../editor";
import { CvAnswersStep } from "../steps/cv-answers-step";

/** Step 4's page: the editor with the CV and answers form alone. */
export function CvAnswersEditor({ id }: { id: string }) {
  return <CopilotEditor id={id} step={4} form={CvAnswersStep} />;
}
