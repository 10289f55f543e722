"use client";

import { CARD_COMPONENTS } from "./cards";
import type { CardProps } from "./types";

/** The card of an assistant message, by its `kind`; nothing for a message without one or a kind with no component. */
export function MessageCard({ data, ...props }: Omit<CardProps, "data"> & { data: Record<string, unknown> | null }) {
  const kind = typeof data?.kind === "string" ? data.kind : null;
  const Card = kind && Object.hasOwn(CARD_COMPONENTS, kind) ? CARD_COMPONENTS[kind] : undefined;
  if (!data || !Card) return null;
  return (
    // Wide cards scroll sideways on a narrow screen instead of widening the page.
    <div className="mt-3 max-w-full overflow-x-auto">
      <Card data={data} {...props} />
    </div>
  );
}
