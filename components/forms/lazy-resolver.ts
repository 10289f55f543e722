"use client";

import { useEffect, useMemo } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { $ZodType, input, output } from "zod/v4/core";
import { afterFirstInteraction } from "@/lib/deferred-module";

// Forms validate on blur and on submit, never while the page renders or hydrates: so zod, the
// schema and @hookform/resolvers load after the page (on the first interaction with it), not with its first JavaScript.
// Type imports only above: a runtime import of zod here would put it back in every form page.

/** A form's schema, imported on demand: `() => import("@/lib/contracts/auth").then((m) => m.loginSchema)`. */
export type SchemaLoader<Schema extends $ZodType<FieldValues, FieldValues>> = () => Promise<Schema>;

type AnyLoader = SchemaLoader<$ZodType<FieldValues, FieldValues>>;
type AnyResolver = Resolver<FieldValues, unknown, FieldValues>;

export type LazyResolver<Schema extends $ZodType<FieldValues, FieldValues>> = Resolver<input<Schema>, unknown, output<Schema>> & {
  /** Loads the schema and the resolver now; resolves when validation can run without waiting. */
  preload: () => Promise<void>;
};

// Keyed by the loader, so every form built from one loader shares one load; a failed load (a chunk
// that did not arrive) is forgotten, so the next validation tries again.
const built = new WeakMap<AnyLoader, Promise<AnyResolver>>();

function resolverFor(load: AnyLoader): Promise<AnyResolver> {
  let pending = built.get(load);
  if (!pending) {
    pending = Promise.all([import("@hookform/resolvers/zod"), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as AnyResolver,
    );
    pending.catch(() => built.delete(load));
    built.set(load, pending);
  }
  return pending;
}

/** Validates exactly as `zodResolver(schema)` does, loading both on first use. */
export function lazyZodResolver<Schema extends $ZodType<FieldValues, FieldValues>>(load: SchemaLoader<Schema>): LazyResolver<Schema> {
  const loader = load as AnyLoader;
  const resolver = async (values: FieldValues, context: unknown, options: Parameters<AnyResolver>[2]) =>
    (await resolverFor(loader))(values, context, options);
  return Object.assign(resolver as unknown as Resolver<input<Schema>, unknown, output<Schema>>, {
    preload: () => resolverFor(loader).then(() => undefined),
  });
}

/**
 * Starts `load` at the first interaction with the page, so what a form checks with is there before the user submits.
 * A failed preload is not an error yet: the first validation loads again and reports it.
 */
export function usePreloadOnInteraction(load: () => Promise<unknown>): void {
  useEffect(() => afterFirstInteraction(() => void load().catch(() => undefined)), [load]);
}

/**
 * A stable resolver for `useForm({ resolver })` that preloads its schema at the first interaction with the page.
 * `load` must be stable: a module-level function, or memoised on what builds the schema.
 */
export function useLazyZodResolver<Schema extends $ZodType<FieldValues, FieldValues>>(load: SchemaLoader<Schema>): LazyResolver<Schema> {
  const resolver = useMemo(() => lazyZodResolver(load), [load]);
  usePreloadOnInteraction(resolver.preload);
  return resolver;
}
