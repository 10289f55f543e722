import { forgetClaims, recalledClaims, rememberClaims } from "./claims-store";

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the claims kept for a letter's page", () => {
  it("are kept per letter and read back", () => {
    const store = memoryStore();
    rememberClaims("a", [{ kind: "skill", value: "Kubernetes" }, { kind: "number", value: "40%" }], store);
    rememberClaims("b", [{ kind: "employer", value: "Initech" }], store);
    expect(recalledClaims("a", store)).toEqual([{ kind: "skill", value: "Kubernetes" }, { kind: "number", value: "40%" }]);
    expect(recalledClaims("b", store)).toEqual([{ kind: "employer", value: "Initech" }]);
    expect(recalledClaims("c", store)).toEqual([]);
  });

  it("are dropped when a letter comes without any, and when forgotten", () => {
    const store = memoryStore();
    rememberClaims("a", [{ kind: "degree", value: "PhD" }], store);
    rememberClaims("a", [], store);
    expect(store.items.size).toBe(0);
    rememberClaims("a", [{ kind: "degree", value: "PhD" }], store);
    forgetClaims("a", store);
    expect(recalledClaims("a", store)).toEqual([]);
  });

  it("ignore what is not a claim, and storage that fails or is missing", () => {
    const store = memoryStore();
    store.items.set("cover-letter-claims:a", JSON.stringify([{ kind: "skill", value: "Go" }, { kind: "salary", value: "1" }, "x", null]));
    store.items.set("cover-letter-claims:b", "{not json");
    expect(recalledClaims("a", store)).toEqual([{ kind: "skill", value: "Go" }]);
    expect(recalledClaims("b", store)).toEqual([]);
    const full = { ...memoryStore(), setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(() => rememberClaims("a", [{ kind: "skill", value: "Go" }], full)).not.toThrow();
    expect(recalledClaims("a", null)).toEqual([]);
    expect(() => rememberClaims("a", [{ kind: "skill", value: "Go" }], null)).not.toThrow();
  });
});
