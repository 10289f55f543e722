import { useMemo } from "react";
import type { z } from "zod";

/** A card's data read through its schema; null when it does not fit (the message's text still shows). */
export function useCardData<S extends z.ZodType>(schema: S, data: unknown): z.output<S> | null {
  return useMemo(() => {
    const result = schema.safeParse(data);
    return result.success ? result.data : null;
  }, [schema, data]);
}
