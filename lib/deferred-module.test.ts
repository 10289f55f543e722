// A browser's window for the module: an event target the interactions are dispatched on.
const browser = new EventTarget();
Object.assign(globalThis, { window: browser });
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});

let deferred: typeof import("./deferred-module");
beforeAll(async () => {
  deferred = await import("./deferred-module");
});

describe("deferred code", () => {
  it("waits for the first interaction with the page, then runs at once for later callers", () => {
    const ran: string[] = [];
    deferred.afterFirstInteraction(() => ran.push("menu"));
    const cancel = deferred.afterFirstInteraction(() => ran.push("cancelled"));
    cancel();
    expect(ran).toEqual([]);
    browser.dispatchEvent(new Event("pointermove"));
    expect(ran).toEqual(["menu"]);
    browser.dispatchEvent(new Event("keydown"));
    expect(ran).toEqual(["menu"]);
    deferred.afterFirstInteraction(() => ran.push("dialog"));
    expect(ran).toEqual(["menu", "dialog"]);
  });

  it("downloads once however often it is asked, and tells loaded() when it has arrived", async () => {
    let imports = 0;
    const menu = deferred.deferredModule(async () => {
      imports += 1;
      return { Menu: "radix" };
    });
    expect(menu.loaded()).toBeNull();
    const [first, second] = await Promise.all([menu.load(), menu.load()]);
    expect(first).toBe(second);
    expect(imports).toBe(1);
    expect(menu.loaded()).toEqual({ Menu: "radix" });
  });

  it("tries again after a failed download (offline, a new deployment)", async () => {
    let attempts = 0;
    const dialog = deferred.deferredModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("chunk failed");
      return "dialog";
    });
    await expect(dialog.load()).rejects.toThrow("chunk failed");
    expect(dialog.loaded()).toBeNull();
    await expect(dialog.load()).resolves.toBe("dialog");
    expect(attempts).toBe(2);
  });
});
