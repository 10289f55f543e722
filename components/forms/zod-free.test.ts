import fs from "node:fs";
import path from "node:path";

// The form pages render and hydrate without zod: their components import schemas only with
// import() (useLazyZodResolver) or as types. One static import of a schema module puts zod,
// @hookform/resolvers (and, through the phone schema, libphonenumber) back into the page's first
// JavaScript; this walks the static imports to catch that before a bundle analysis does.

const root = path.resolve(__dirname, "../..");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
// Runtime imports and re-exports; `import type …` and `import()` load nothing with the page.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[\w*${},\s]+?\s+from\s+)?["']([^"']+)["']/gm;
const ALL_TYPES = /^\s*import\s*\{\s*(?:type\s+\w+\s*,?\s*)+\}/;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return `package:${specifier}`;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function staticImports(file: string): string[] {
  const code = fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(STATIC_IMPORT)]
    .filter((match) => !ALL_TYPES.test(match[0]))
    .map((match) => resolve(file, match[1]!))
    .filter((found): found is string => found !== null);
}

/** The first chain of static imports from `entry` to one of `packages`, or null. */
function chainTo(entry: string, packages: readonly string[]): string[] | null {
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]): string[] | null => {
    if (file.startsWith("package:")) {
      const name = file.slice("package:".length);
      return packages.some((wanted) => name === wanted || name.startsWith(`${wanted}/`)) ? chain : null;
    }
    if (seen.has(file)) return null;
    seen.add(file);
    for (const next of staticImports(file)) {
      const found = visit(next, [...chain, path.relative(root, next.replace(/^package:/, ""))]);
      if (found) return found;
    }
    return null;
  };
  return visit(path.join(root, entry), [entry]);
}

const HEAVY = ["zod", "@hookform/resolvers", "libphonenumber-js"] as const;

describe("form pages load no validation code with their first JavaScript", () => {
  it.each([
    "components/entry/login-form.tsx",
    "components/entry/signup-flow.tsx",
    "components/entry/forgot-password-form.tsx",
    "components/entry/reset-password-form.tsx",
    "components/account/account-settings.tsx",
    "components/account/answer-bank.tsx",
    "components/support/topic-view.tsx",
    "components/copilot/editor.tsx",
    "components/admin/admin-console.tsx",
    "components/subscription/subscription-view.tsx",
    "components/shell/sign-in-as-dialog.tsx",
    "components/shell/top-bar.tsx",
    "components/referrals/referrals-view.tsx",
  ])("%s", (entry) => {
    expect(chainTo(entry, HEAVY)).toBeNull();
  });

  it("finds a chain where there is one", () => {
    // The walker itself: the schemas module reaches zod, through a re-export as well.
    expect(chainTo("lib/contracts/auth.ts", ["zod"])).toEqual(["lib/contracts/auth.ts", "zod"]);
    expect(chainTo("components/copilot/steps/launch-schema.ts", ["zod"])).not.toBeNull();
    expect(chainTo("lib/contracts/copilot-values.ts", ["zod"])).toBeNull();
  });
});
