import { dropMove } from "./sortable";

const event = (active: string, over: string | null) => ({ active: { id: active }, over: over === null ? null : { id: over } }) as Parameters<typeof dropMove>[1];

describe("dropMove", () => {
  it("is the move from the dragged item's place to the one it was dropped on", () => {
    expect(dropMove(["a", "b", "c"], event("a", "c"))).toEqual({ from: 0, to: 2 });
    expect(dropMove(["a", "b", "c"], event("c", "a"))).toEqual({ from: 2, to: 0 });
  });

  it("is nothing when dropped in place, outside the list or on something else", () => {
    expect(dropMove(["a", "b"], event("a", "a"))).toBeNull();
    expect(dropMove(["a", "b"], event("a", null))).toBeNull();
    expect(dropMove(["a", "b"], event("a", "z"))).toBeNull();
  });
});
