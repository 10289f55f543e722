"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useRef, type CSSProperties, type ReactNode } from "react";

/** Where a dragged item lands: its old and new index; null when it was dropped where it was or outside the list. */
export function dropMove(ids: readonly UniqueIdentifier[], { active, over }: Pick<DragEndEvent, "active" | "over">): { from: number; to: number } | null {
  if (!over || active.id === over.id) return null;
  const from = ids.indexOf(active.id);
  const to = ids.indexOf(over.id);
  return from < 0 || to < 0 ? null : { from, to };
}

/**
 * A list whose items move by drag or by keyboard (focus an item's handle, Space to pick it up,
 * the arrow keys to move it, Space to drop it, Escape to cancel); each step is announced to
 * screen readers in the page's language. `labelOf` names an item in those announcements.
 */
export function SortableList({
  ids,
  labelOf,
  onMove,
  children,
}: {
  ids: readonly string[];
  labelOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const t = useTranslations("CvBuilder.reorder");
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = ids.length;
  const item = (id: UniqueIdentifier) => labelOf(String(id));
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  // Where the item was last said to be: the drag starts over the item itself, which is no move to
  // announce over "Picked up".
  const saidOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      saidOver.current = active.id;
      return t("pickedUp", { item: item(active.id), position: position(active.id), count });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === saidOver.current) return undefined;
      saidOver.current = over?.id ?? null;
      return over ? t("movedOver", { item: item(active.id), position: position(over.id), count }) : t("outside", { item: item(active.id) });
    },
    onDragEnd: ({ active, over }) => (over ? t("dropped", { item: item(active.id), position: position(over.id), count }) : t("droppedOutside", { item: item(active.id) })),
    onDragCancel: ({ active }) => t("cancelled", { item: item(active.id), position: position(active.id), count }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("instructions") } }}
      onDragEnd={(event) => {
        const move = dropMove(ids, event);
        if (move) onMove(move.from, move.to);
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** What an item of a SortableList needs: the item takes `bindItem` as its ref and `style`; the handle takes the rest. */
export type SortableItem = {
  bindItem: (node: HTMLElement | null) => void;
  bindHandle: (node: HTMLElement | null) => void;
  handleProps: DraggableAttributes & Record<string, unknown>;
  style: CSSProperties;
  isDragging: boolean;
};

/** An item of a SortableList, moved by its DragHandle. */
export function useSortableItem(id: string): SortableItem {
  const t = useTranslations("CvBuilder.reorder");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t("roleDescription") },
  });
  return {
    bindItem: setNodeRef,
    bindHandle: setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners },
    style: { transform: CSS.Translate.toString(transform), transition, position: "relative", zIndex: isDragging ? 20 : undefined },
    isDragging,
  };
}

/** The grip that moves an item: by pointer, or from the keyboard once focused. */
export function DragHandle({
  bind,
  handleProps,
  label,
  className,
}: {
  bind: SortableItem["bindHandle"];
  handleProps: SortableItem["handleProps"];
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      ref={bind}
      {...handleProps}
      aria-label={label}
      className={clsx(
        "inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 active:cursor-grabbing",
        className,
      )}
    >
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
        {[5, 10, 15].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.5} />))}
      </svg>
    </button>
  );
}
