import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFileStore, createLocalFileStore, isValidKey, type LocalFileStore } from "./files";

let dir: string;
let store: LocalFileStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "jc-store-"));
  store = createLocalFileStore(path.join(dir, "uploads"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const bytes = (text: string) => new Uint8Array(Buffer.from(text));

describe("local file store", () => {
  it("puts, gets, replaces and deletes by key", async () => {
    await store.put("user-1/cv.pdf", bytes("first"));
    expect(await store.get("user-1/cv.pdf")).toEqual(bytes("first"));
    await store.put("user-1/cv.pdf", bytes("second"));
    expect(await store.get("user-1/cv.pdf")).toEqual(bytes("second"));
    // Only the file itself: no temporary file left beside it.
    expect(fs.readdirSync(path.join(dir, "uploads", "user-1"))).toEqual(["cv.pdf"]);
    await store.delete("user-1/cv.pdf");
    expect(await store.get("user-1/cv.pdf")).toBeNull();
    await expect(store.delete("user-1/cv.pdf")).resolves.toBeUndefined();
  });

  it.each(["../outside.pdf", "user/../../outside.pdf", "/etc/passwd", "user\\..\\x.pdf", ".hidden", "user/.", "user//cv.pdf", "", "a/b/c/d/e"])(
    "never lets the key %j out of its folder",
    async (key) => {
      expect(isValidKey(key)).toBe(false);
      await expect(store.put(key, bytes("x"))).rejects.toThrow(/Invalid file key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid file key/);
      await expect(store.delete(key)).rejects.toThrow(/Invalid file key/);
      await expect(store.deletePrefix(key)).rejects.toThrow(/Invalid file key/);
    },
  );

  it("deletes everything under a prefix, and only that", async () => {
    await store.put("user-1/a.pdf", bytes("a"));
    await store.put("user-1/sub/b.pdf", bytes("b"));
    await store.put("user-10/c.pdf", bytes("c"));
    await store.deletePrefix("user-1");
    expect(fs.readdirSync(path.join(dir, "uploads"))).toEqual(["user-10"]);
    expect(await store.get("user-10/c.pdf")).toEqual(bytes("c"));
    await expect(store.deletePrefix("user-1")).resolves.toBeUndefined();
  });

  it("leaves no temporary file when a write fails", async () => {
    // A folder where the file should go makes the final rename fail.
    fs.mkdirSync(path.join(dir, "uploads", "u", "cv.pdf"), { recursive: true });
    await expect(store.put("u/cv.pdf", bytes("x"))).rejects.toThrow();
    expect(fs.readdirSync(path.join(dir, "uploads", "u"))).toEqual(["cv.pdf"]);
  });

  it("lives in DATA_DIR/uploads by default", async () => {
    const configured = createFileStore({ DATA_DIR: dir });
    await configured.put("u/cv.pdf", bytes("x"));
    expect(fs.readFileSync(path.join(dir, "uploads", "u", "cv.pdf"), "utf8")).toBe("x");
  });
});
