import type { SWRInfiniteKeyedMutator } from "swr/infinite";
import type { Data } from "@/lib/api/data";
import { ApiError } from "@/lib/api/request";
import type { Page } from "@/lib/contracts/page";

type Pages<T> = Data<Page<T>>[] | undefined;

/** The pages of a cursor-paged list without the item of this id. */
export const withoutItem = <T extends { id: string }>(pages: Pages<T>, id: string): Pages<T> =>
  pages?.map((page) => ({ data: { ...page.data, items: page.data.items.filter((item) => item.id !== id) } }));

/**
 * Deletes an item of a cursor-paged list: gone from the screen at once, back if the server
 * refuses (then this throws). One already gone (another tab) is what the user wanted.
 */
export async function deleteFromPages<T extends { id: string }>(
  mutate: SWRInfiniteKeyedMutator<Data<Page<T>>[]>,
  id: string,
  remove: (id: string) => Promise<unknown>,
): Promise<void> {
  await mutate(
    async (pages) => {
      await remove(id).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
      return withoutItem(pages, id);
    },
    { optimisticData: (pages) => withoutItem(pages, id)!, rollbackOnError: true, revalidate: false },
  );
}
