import { scrollEdges } from "./scroll-row";

describe("scrollEdges", () => {
  it("shows nothing hidden when the row fits", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual({ before: false, after: false });
  });

  it("says more follows at the start, and both ways in the middle", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 390 })).toEqual({ before: false, after: true });
    expect(scrollEdges({ scrollLeft: 200, scrollWidth: 900, clientWidth: 390 })).toEqual({ before: true, after: true });
  });

  it("says nothing follows at the end, forgiving a pixel of rounding", () => {
    expect(scrollEdges({ scrollLeft: 509.5, scrollWidth: 900, clientWidth: 390 })).toEqual({ before: true, after: false });
  });
});
