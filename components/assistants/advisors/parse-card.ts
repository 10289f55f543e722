import { useMemo } from "react";
import type { z } from "zod/mini";

/** A card's data read through its schema; null when it does not fit (the message's text still shows). */
export function useCardData<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> | null {
  return useMemo(() => {
    const result = schema.safeParse(data);
    return result.success ? (result.data as z.output<S>) : null;
  }, [schema, data]);
}
