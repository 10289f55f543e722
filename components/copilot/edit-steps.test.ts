import fs from "node:fs";
import { COPILOT_STEPS, showStep, stepHref, stepState } from "./edit-steps";

describe("edit steps", () => {
  it("gives each step a route of its own that renders that step, titled after it", () => {
    COPILOT_STEPS.forEach((_, index) => {
      const step = index + 1;
      const page = fs.readFileSync(`app/(app)/copilot/[id]/edit/${step}/page.tsx`, "utf8");
      expect(page).toContain(`stepMetadata(${step})`);
      expect(page).toContain(`step={${step}}`);
      expect(page).toMatch(/from "@\/components\/copilot\/step-editors\/[a-z-]+"/);
    });
  });

  it("links to a step with the id encoded", () => {
    expect(stepHref("a b", 3)).toBe("/copilot/a%20b/edit/3");
  });

  it("marks the open step current, saved steps done and the others to do", () => {
    expect(stepState(2, 2, [1, 2])).toBe("current");
    expect(stepState(1, 2, [1, 2])).toBe("done");
    expect(stepState(4, 2, [1, 2])).toBe("todo");
  });
});

describe("showStep", () => {
  it("moves the focus only between steps of the same copilot", () => {
    expect(showStep("a", 1)).toBe(false);
    expect(showStep("a", 2)).toBe(true);
    expect(showStep("a", 2)).toBe(false);
    expect(showStep("b", 3)).toBe(false);
    expect(showStep("b", 1)).toBe(true);
  });
});
