import { DEFAULT_APPLICATION_SORT, isApplicationSort, type ApplicationSort } from "@/lib/contracts/application-values";

/** The sort named by a page's `?sort=`, else the default (best match first). */
export const sortFromParam = (value: string | string[] | undefined | null): ApplicationSort => {
  const first = Array.isArray(value) ? value[0] : value;
  return isApplicationSort(first) ? first : DEFAULT_APPLICATION_SORT;
};

/** The `sort` a page's address carries: none for the default. */
export const sortParam = (sort: ApplicationSort) => (sort === DEFAULT_APPLICATION_SORT ? null : sort);
