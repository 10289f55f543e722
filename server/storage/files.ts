import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Env } from "@/lib/env";

/**
 * Where uploaded files live, by key ("<userId>/<resumeId>.pdf"). Local disk today; an
 * S3-compatible store can implement the same three calls later.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `<prefix>/` (e.g. all of one user's uploads). */
  deletePrefix(prefix: string): Promise<void>;
}

export type LocalFileStore = FileStore & { root: string };

/** The configured store; code that reads or writes files cannot run without one. */
export function requireFileStore(deps: { files?: FileStore }): FileStore {
  if (!deps.files) throw new Error("No file store configured (AppDeps.files)");
  return deps.files;
}

// A name may not start with a dot: that rules out ".", ".." and hidden files in one go.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Keys are relative paths of plain names: no "..", no absolute paths, no backslashes. */
export function isValidKey(key: string): boolean {
  const segments = key.split("/");
  return segments.length <= 4 && segments.every((segment) => SEGMENT.test(segment));
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

/** Files under one folder; a key can never name a path outside it. */
export function createLocalFileStore(root: string): LocalFileStore {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const file = path.resolve(base, key);
    // The key check already rules this out; the second check keeps a future change to it honest.
    if (!isValidKey(key) || !file.startsWith(base + path.sep)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
    return file;
  };

  return {
    root: base,
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed over it, so a reader never sees half a file.
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        const handle = await fs.open(temp, "wx", 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(resolve(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}

/** The configured store: DATA_DIR/uploads on local disk. */
export function createFileStore(env: Pick<Env, "DATA_DIR">): FileStore {
  return createLocalFileStore(path.resolve(env.DATA_DIR, "uploads"));
}
