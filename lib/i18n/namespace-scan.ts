import fs from "node:fs";
import path from "node:path";

/**
 * A static reading of the module graph, for tests and measurements (Node only, never bundled): which
 * message namespaces the browser needs for a file of `app/`. Only code that runs in the browser counts:
 * a module marked "use client" and whatever it imports; server components read their messages on the
 * server (`getTranslations`, or `useTranslations` in a non-async server component).
 */

const EXTENSIONS = ["", ".tsx", ".ts", "/index.tsx", "/index.ts", ".js", ".mjs"];

/** Static, re-exported and dynamic (`import("…")`, `next/dynamic`) imports; type-only ones are skipped. */
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[\w*${},\s]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
const NAMESPACE = /\buseTranslations\(\s*["']([^"']+)["']\s*\)/g;
const ANY_TRANSLATIONS = /\buse(?:Translations|Messages)\(/g;
/** The one module allowed to read all messages: it merges the scopes and reads no namespace itself. */
const MESSAGES_SCOPE = path.join("lib", "i18n", "messages-scope.tsx");

export type ModuleInfo = { file: string; client: boolean; imports: string[]; namespaces: string[]; unreadable: number };

export function createScanner(root: string) {
  const cache = new Map<string, ModuleInfo>();

  const resolve = (from: string, specifier: string): string | null => {
    let base: string;
    if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
    else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
    else return null; // a package: its messages are not ours
    for (const extension of EXTENSIONS) {
      const candidate = base + extension;
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
    return null;
  };

  const read = (file: string): ModuleInfo => {
    const known = cache.get(file);
    if (known) return known;
    const source = fs.readFileSync(file, "utf8");
    const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    const imports = [...code.matchAll(IMPORT)]
      .map((match) => resolve(file, (match[1] ?? match[2])!))
      .filter((resolved): resolved is string => resolved !== null && /\.(tsx?|m?js)$/.test(resolved));
    const namespaces = [...new Set([...code.matchAll(NAMESPACE)].map((match) => match[1]!))];
    // A call whose namespace is not a string literal cannot be checked: the test fails on it.
    const unreadable = path.relative(root, file) === MESSAGES_SCOPE ? 0 : [...code.matchAll(ANY_TRANSLATIONS)].length - [...code.matchAll(NAMESPACE)].length;
    const info = { file, client: /^\s*["']use client["']/.test(code), imports, namespaces, unreadable };
    cache.set(file, info);
    return info;
  };

  /**
   * The namespaces read in the browser by the tree an entry file renders, and the client modules that
   * read them. A module reached through a client module runs in the browser even without the directive.
   */
  const clientNamespaces = (entry: string) => {
    const byNamespace = new Map<string, Set<string>>();
    const unreadable: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string, inClient: boolean) => {
      const key = `${inClient}:${file}`;
      if (seen.has(key)) return;
      seen.add(key);
      const info = read(file);
      const client = inClient || info.client;
      if (client) {
        for (const namespace of info.namespaces) {
          if (!byNamespace.has(namespace)) byNamespace.set(namespace, new Set());
          byNamespace.get(namespace)!.add(path.relative(root, file));
        }
        if (info.unreadable > 0) unreadable.push(path.relative(root, file));
      }
      for (const imported of info.imports) visit(imported, client);
    };
    visit(path.resolve(root, entry), false);
    return { namespaces: new Set(byNamespace.keys()), usedBy: byNamespace, unreadable };
  };

  return { clientNamespaces, read };
}
