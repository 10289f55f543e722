"use client";

import { useCardComponent } from "./kit";
import type { CardProps } from "./types";

/** The card of an assistant message, by its `kind`; nothing for a message without one or a kind with no component. */
export function MessageCard({ data, ...props }: Omit<CardProps, "data"> & { data: Record<string, unknown> | null }) {
  const kind = typeof data?.kind === "string" ? data.kind : null;
  const Card = useCardComponent(kind);
  if (!data || !Card) return null;
  return (
    // Wide cards scroll sideways on a narrow screen instead of widening the page.
    <div className="mt-3 max-w-full overflow-x-auto">
      {/* eslint-disable-next-line react-hooks/static-components -- the kit's cards are module constants: the context picks one, it creates none */}
      <Card data={data} {...props} />
    </div>
  );
}
