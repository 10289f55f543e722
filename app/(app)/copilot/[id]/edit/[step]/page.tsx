import { notFound } from "next/navigation";

/** Steps 1 to 5 are routes of their own (../1 to ../5): any other step is not found, inside the shell. */
export default function UnknownCopilotStepPage(): never {
  notFound();
}
