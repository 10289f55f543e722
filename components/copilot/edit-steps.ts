/** The five edit steps of a copilot, /copilot/{id}/edit/1 to /5. */
export const COPILOT_STEPS = ["jobs", "locations", "filters", "cvAnswers", "launch"] as const;
export type CopilotStepKey = (typeof COPILOT_STEPS)[number];

export const stepHref = (id: string, step: number) => `/copilot/${encodeURIComponent(id)}/edit/${step}`;

export type StepState = "current" | "done" | "todo";

/** How the stepper shows a step: the one open is current, saved ones are done, the rest to do. */
export const stepState = (step: number, current: number, completed: readonly number[]): StepState =>
  step === current ? "current" : completed.includes(step) ? "done" : "todo";

// Each step is its own page, so the editor mounts anew: this remembers which step the tab showed last.
let lastShown: { id: string; step: number } | null = null;

/** Records the step now shown; true when the same copilot showed another step just before (focus moves to the new one). */
export function showStep(id: string, step: number): boolean {
  const moved = lastShown !== null && lastShown.id === id && lastShown.step !== step;
  lastShown = { id, step };
  return moved;
}
