import { sortFromParam, sortParam } from "./sort";

describe("the sort in the address", () => {
  it("reads a known sort, else the default, from ?sort=", () => {
    expect(sortFromParam("salary")).toBe("salary");
    expect(sortFromParam(["posted", "salary"])).toBe("posted");
    for (const value of [undefined, null, "", "newest", "SALARY", []]) expect(sortFromParam(value)).toBe("score");
  });

  it("leaves the default out of the address", () => {
    expect(sortParam("score")).toBeNull();
    expect(sortParam("posted")).toBe("posted");
  });
});
