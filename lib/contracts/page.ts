import { z } from "zod";

/** A list paged by cursor, as every paged endpoint answers it. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page" }),
  });

export type Page<T> = z.infer<ReturnType<typeof cursorPageOf<z.ZodType<T>>>>;
