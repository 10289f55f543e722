import { parseStep, showStep, stepHref, stepState } from "./edit-steps";

describe("edit steps", () => {
  it("accepts the step numbers 1 to 5 only", () => {
    expect(parseStep("1")).toBe(1);
    expect(parseStep("5")).toBe(5);
    for (const value of ["0", "6", "01", "2a", ""]) expect(parseStep(value)).toBeNull();
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
