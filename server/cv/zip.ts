import { inflateRawSync } from "node:zlib";

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
const utf8 = new TextDecoder("utf-8");

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The entries of a ZIP from its central directory, or — for a file cut off before the central
 * directory — from the local headers, so a truncated DOCX is still recognised (and then reported
 * as damaged rather than as the wrong type). Returns null when the bytes are not a ZIP at all.
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] | null {
  if (bytes.length < 30 || u32(bytes, 0) !== LOCAL) return null;
  return fromCentralDirectory(bytes) ?? fromLocalHeaders(bytes);
}

function fromCentralDirectory(bytes: Uint8Array): ZipEntry[] | null {
  // The end record sits in the last 22 bytes plus an archive comment of at most 65,535 bytes.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= floor; at--) {
    if (u32(bytes, at) !== EOCD) continue;
    const count = u16(bytes, at + 10);
    let cursor = u32(bytes, at + 16);
    const entries: ZipEntry[] = [];
    for (let i = 0; i < count; i++) {
      if (cursor + 46 > bytes.length || u32(bytes, cursor) !== CENTRAL) return null;
      const nameLength = u16(bytes, cursor + 28);
      entries.push({
        name: utf8.decode(bytes.subarray(cursor + 46, cursor + 46 + nameLength)),
        method: u16(bytes, cursor + 10),
        compressedSize: u32(bytes, cursor + 20),
        size: u32(bytes, cursor + 24),
        localOffset: u32(bytes, cursor + 42),
      });
      cursor += 46 + nameLength + u16(bytes, cursor + 30) + u16(bytes, cursor + 32);
    }
    return entries;
  }
  return null;
}

function fromLocalHeaders(bytes: Uint8Array): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at + 30 <= bytes.length && u32(bytes, at) === LOCAL) {
    const nameLength = u16(bytes, at + 26);
    const compressedSize = u32(bytes, at + 18);
    entries.push({
      name: utf8.decode(bytes.subarray(at + 30, at + 30 + nameLength)),
      method: u16(bytes, at + 8),
      compressedSize,
      size: u32(bytes, at + 22),
      localOffset: at,
    });
    // Sizes deferred to a data descriptor (flag bit 3) leave no way to skip ahead: stop there.
    if (u16(bytes, at + 6) & 0x08) break;
    at += 30 + nameLength + u16(bytes, at + 28) + compressedSize;
  }
  return entries;
}

/** One entry's content, inflated with a hard output limit (a ZIP bomb stops there). */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, maxOutputLength: number): Uint8Array {
  const at = entry.localOffset;
  if (u32(bytes, at) !== LOCAL) throw new Error(`Local header of ${entry.name} not found`);
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method === 8) return inflateRawSync(data, { maxOutputLength });
  throw new Error(`Unsupported compression method ${entry.method} in ${entry.name}`);
}
