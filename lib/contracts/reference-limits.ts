// Apart from the schemas, so the browser reads them without loading zod.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The mobile-code picker loads every country (about 245) in one call. */
export const MAX_MOBILE_CODES_PAGE_SIZE = 300;
