import xxhash from "xxhash-wasm";
import { fold } from "../sources/normalize/text";

// One job reaches us reformatted: another board's HTML, bullets turned into lines, a paragraph
// added or dropped. An exact fingerprint misses it; a SimHash over word shingles does not: similar
// texts get fingerprints a few bits apart, so "the same text" becomes a Hamming distance, which
// PostgreSQL computes per candidate pair (bit_count of the XOR) without leaving the flag query.

/** Words per shingle: three keep word order without letting one changed word spoil many shingles. */
const SHINGLE = 3;
/** Below this many words a fingerprint says too little: short texts are boilerplate-alike. */
export const MIN_SIMHASH_WORDS = 40;
/**
 * At most this many differing bits (of 64) between two texts of one job. Tuned on labelled pairs
 * (near-duplicates.test.ts): reformatted copies with a paragraph added stay within 10; different
 * jobs of one company, sharing its boilerplate, are 14 bits or more apart.
 */
export const NEAR_DUPLICATE_BITS = 10;

const hasher = xxhash();
const WORD_CACHE_SIZE = 200_000;

/**
 * The text's 64-bit SimHash as a signed decimal (PostgreSQL's bigint), or null for a short text.
 * Each shingle's two 32-bit halves (xxHash of its words, mixed in order) vote on every bit.
 */
export async function textSimhasher(): Promise<(text: string) => string | null> {
  const { h32 } = await hasher;
  // Postings share most of their vocabulary: each word is hashed once per sync.
  const known = new Map<string, number>();
  const hashOf = (word: string) => {
    let hash = known.get(word);
    if (hash === undefined) {
      hash = h32(word);
      if (known.size < WORD_CACHE_SIZE) known.set(word, hash);
    }
    return hash;
  };
  return (text) => {
    const words = fold(text).split(" ").filter(Boolean);
    if (words.length < MIN_SIMHASH_WORDS) return null;
    const wordHashes = words.map(hashOf);
    // Per bit, how many shingles set it; a bit of the result is set when most shingles set it.
    const ones = new Int32Array(64);
    const shingles = wordHashes.length - SHINGLE + 1;
    for (let start = 0; start < shingles; start++) {
      let low = 0x9e3779b9;
      let high = 0x85ebca6b;
      for (let offset = 0; offset < SHINGLE; offset++) {
        const hash = wordHashes[start + offset]!;
        low = Math.imul(low ^ hash, 0x01000193) >>> 0;
        high = Math.imul((high + hash) ^ (high >>> 15), 0x2c1b3c6d) >>> 0;
      }
      low = mix(low);
      high = mix(high ^ low);
      for (let bit = 0; bit < 32; bit++) {
        ones[bit]! += (low >>> bit) & 1;
        ones[bit + 32]! += (high >>> bit) & 1;
      }
    }
    let low = 0;
    let high = 0;
    for (let bit = 0; bit < 32; bit++) {
      if (2 * ones[bit]! > shingles) low |= 1 << bit;
      if (2 * ones[bit + 32]! > shingles) high |= 1 << bit;
    }
    return BigInt.asIntN(64, (BigInt(high >>> 0) << 32n) | BigInt(low >>> 0)).toString();
  };
}

/** murmur3's finaliser: every input bit reaches every output bit. */
function mix(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
