import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import en from "@/messages/en.json";
import { createScanner } from "./namespace-scan";
import { mergeMessages, pickMessages } from "./pick-messages";

const ROOT = process.cwd();
/** Files Next renders for a segment; `global-error.tsx` replaces the root layout and carries its own strings. */
const ENTRY = /^(page|layout|error|not-found|loading|template|default)\.tsx?$/;

/** "Pages" provides "Pages.copilot"; "Pages.copilot" does not provide "Pages". */
const covers = (provided: string, used: string) => used === provided || used.startsWith(`${provided}.`);

function entryFiles(dir = path.join(ROOT, "app")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" && dir.endsWith("app") ? [] : entryFiles(full);
    return ENTRY.test(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

/** The namespaces a file passes to `<ClientMessages>`; a list the guard cannot read fails. */
function providedBy(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8");
  const uses = source.match(/<ClientMessages\b/g)?.length ?? 0;
  const lists = [...source.matchAll(/<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}>/g)];
  if (lists.length !== uses) throw new Error(`${file}: pass ClientMessages a literal list of namespaces`);
  return lists.flatMap((list) => [...list[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!));
}

/** The layouts around a file, outermost first; a layout counts itself, a page or a boundary its segment's layout. */
function layoutsAround(file: string, all: Set<string>): string[] {
  const layouts: string[] = [];
  for (let dir = path.dirname(file); dir === "app" || dir.startsWith("app/"); dir = path.dirname(dir)) {
    const layout = ["tsx", "ts"].map((extension) => `${dir}/layout.${extension}`).find((candidate) => all.has(candidate));
    if (layout && layout !== file) layouts.unshift(layout);
    if (dir === "app") break;
  }
  return path.basename(file).startsWith("layout.") ? [...layouts, file] : layouts;
}

describe("pickMessages and mergeMessages", () => {
  const messages = { A: { x: "ax", y: { z: "ayz", w: "ayw" } }, B: { b: "b" }, C: "c" };

  it("picks whole namespaces and nested parts, and skips a missing one", () => {
    expect(pickMessages(messages, ["B", "A.y.z", "Missing", "A.nope"])).toEqual({ B: { b: "b" }, A: { y: { z: "ayz" } } });
    expect(pickMessages(messages, ["A.y", "A.x"])).toEqual({ A: { x: "ax", y: { z: "ayz", w: "ayw" } } });
    expect(pickMessages(messages, [])).toEqual({});
  });

  it("merges an inner scope's parts into the outer scope's namespaces without dropping either", () => {
    const outer = pickMessages(messages, ["A.x", "C"]);
    expect(mergeMessages(outer, pickMessages(messages, ["A.y.w", "B"]))).toEqual({ A: { x: "ax", y: { w: "ayw" } }, B: { b: "b" }, C: "c" });
    expect(outer).toEqual({ A: { x: "ax" }, C: "c" });
  });
});

describe("the namespace scan", () => {
  it("counts what client modules and their imports read, not server components or type imports", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "namespace-scan-"));
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    };
    write("app/page.tsx", 'import { Server } from "@/components/server";\nimport { Panel } from "../components/panel";\nexport default function Page() { return <Panel />; }');
    write("components/server.tsx", 'import { useTranslations } from "next-intl";\nexport function Server() { useTranslations("ServerOnly"); }');
    write("components/panel.tsx", '"use client";\nimport { useText } from "./use-text";\nimport type { Shape } from "./types";\nconst Dialog = dynamic(() => import("./dialog"));\nexport function Panel() { useTranslations("Panel"); }');
    write("components/use-text.ts", 'export const useText = () => useTranslations("Errors.fields");');
    write("components/types.ts", 'export type Shape = ReturnType<typeof useTranslations<"TypesOnly">>;\nuseTranslations("TypesOnly");');
    write("components/dialog.tsx", '"use client";\nexport default function Dialog() { useTranslations("Dialog.title"); const t = useTranslations(name); }');
    const scan = createScanner(dir).clientNamespaces("app/page.tsx");
    expect([...scan.namespaces].sort()).toEqual(["Dialog.title", "Errors.fields", "Panel"]);
    expect(scan.usedBy.get("Errors.fields")).toEqual(new Set(["components/use-text.ts"]));
    expect(scan.unreadable).toEqual(["components/dialog.tsx"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("client messages of each route", () => {
  const files = entryFiles().sort();
  const all = new Set(files);
  const scanner = createScanner(ROOT);
  const provided = new Map(files.map((file) => [file, providedBy(file)]));

  it("finds the app's routes and their client namespaces", () => {
    expect(files).toEqual(expect.arrayContaining(["app/layout.tsx", "app/(entry)/login/page.tsx", "app/(app)/copilot/page.tsx", "app/(app)/applications/page.tsx"]));
    expect([...scanner.clientNamespaces("app/(entry)/login/page.tsx").namespaces]).toEqual(expect.arrayContaining(["Login", "Errors"]));
  });

  it.each(files)("%s: the scopes around it send every namespace its client components read", (file) => {
    const { usedBy, unreadable } = scanner.clientNamespaces(file);
    expect({ file, unreadable }).toEqual({ file, unreadable: [] });
    const available = [...layoutsAround(file, all), ...(file.endsWith("layout.tsx") ? [] : [file])].flatMap((scope) => provided.get(scope) ?? []);
    const missing = [...usedBy].filter(([used]) => !available.some((namespace) => covers(namespace, used))).map(([used, by]) => `${used} (${[...by].join(", ")})`);
    expect({ file, missing }).toEqual({ file, missing: [] });
  });

  it.each(files.filter((file) => provided.get(file)!.length > 0))("%s sends nothing its tree does not read, and no namespace twice", (file) => {
    // A layout's list also serves the error, not-found and loading screens of its own segment.
    const readers = path.basename(file).startsWith("layout.") ? files.filter((other) => path.dirname(other) === path.dirname(file) && !other.includes("/page.")) : [file];
    const used = readers.flatMap((reader) => [...scanner.clientNamespaces(reader).namespaces]);
    const own = provided.get(file)!;
    const outer = layoutsAround(file, all).filter((layout) => layout !== file).flatMap((layout) => provided.get(layout)!);
    expect({ file, unused: own.filter((namespace) => !used.some((name) => covers(namespace, name) || covers(name, namespace))) }).toEqual({ file, unused: [] });
    expect({ file, alreadySent: own.filter((namespace) => outer.some((name) => covers(name, namespace))) }).toEqual({ file, alreadySent: [] });
    expect(own.filter((namespace) => Object.keys(pickMessages(en, [namespace])).length === 0)).toEqual([]);
  });

  it("never sends the server-only Mail namespace, and no provider sends every namespace", () => {
    expect([...provided.values()].flat().filter((namespace) => covers("Mail", namespace))).toEqual([]);
    const sources = (dir: string): string[] =>
      fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        const name = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(name);
        return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [name] : [];
      });
    // Without a `messages` prop next-intl's server provider sends the whole locale file.
    const everything = ["app", "components", "lib"]
      .flatMap(sources)
      .filter((file) => /<NextIntlClientProvider(?![^>]*\bmessages=)/.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(everything).toEqual([]);
  });
});
