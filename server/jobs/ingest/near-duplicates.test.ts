import pairs from "./testdata/near-duplicate-pairs.json";
import { NEAR_DUPLICATE_BITS, textSimhasher } from "./near-duplicates";

/** Differing bits of two SimHashes (what the flag query computes in SQL with bit_count). */
function hammingDistance(a: string, b: string): number {
  let diff = BigInt.asUintN(64, BigInt(a) ^ BigInt(b));
  let count = 0;
  for (; diff; diff >>= 1n) count += Number(diff & 1n);
  return count;
}

// Labelled pairs: one job reformatted or lightly edited by another board (near), and different jobs
// of one company that share its boilerplate, about half of each text (far).
const { boilerplate, jobs } = pairs;
const posting = (body: string) => `${body}\n${boilerplate}`;
const backend = posting(jobs.backend);
const reformatted = `${boilerplate}\n\n${jobs.backend.replace(/; /g, "\n• ").replace("What you will do:", "Your responsibilities\n")}\nApply now and join our team!`;
const edited = `${backend.replace("four or more years", "five or more years").replace("millions of requests", "billions of requests")} Visa sponsorship is available.`;

let simhash: (text: string) => string | null;
beforeAll(async () => {
  simhash = await textSimhasher();
});
const distance = (a: string, b: string) => hammingDistance(simhash(a)!, simhash(b)!);

describe("text SimHash", () => {
  it("is the same for the same words, whatever the case, punctuation and spacing", () => {
    expect(simhash(backend)).toBe(simhash(backend.toUpperCase().replace(/ /g, "  ").replace(/\./g, " .")));
  });

  it("keeps one job's copies within the threshold", () => {
    expect(distance(backend, reformatted)).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
    expect(distance(backend, edited)).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
  });

  it("keeps different jobs of one company beyond it, despite their shared boilerplate", () => {
    for (const other of [jobs.frontend, jobs.sre]) expect(distance(backend, posting(other))).toBeGreaterThan(NEAR_DUPLICATE_BITS + 4);
    expect(distance(posting(jobs.frontend), posting(jobs.sre))).toBeGreaterThan(NEAR_DUPLICATE_BITS + 4);
  });

  it("says nothing about a text too short to tell", () => {
    expect(simhash("Backend Engineer, Go. Apply now.")).toBeNull();
  });

  it("fits PostgreSQL's bigint", () => {
    const value = BigInt(simhash(backend)!);
    expect(value >= -(2n ** 63n) && value < 2n ** 63n).toBe(true);
  });
});
