/** Applications per page of the lists. */
export const PAGE_SIZE = 20;
