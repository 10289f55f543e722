import { useMemo } from "react";
import { safeParse, type GenericSchema, type InferOutput } from "valibot";

/** A card's data read through its schema; null when it does not fit (the message's text still shows). */
export function useCardData<S extends GenericSchema>(schema: S, data: unknown): InferOutput<S> | null {
  return useMemo(() => {
    const result = safeParse(schema, data);
    return result.success ? result.output : null;
  }, [schema, data]);
}
