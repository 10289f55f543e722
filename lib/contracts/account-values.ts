// Apart from account.ts (zod): the account page names the export file in the browser.

/** The file name GET /account/export suggests, from the export's own UTC date. */
export const exportFileName = (exportedAt: Date | string) =>
  `job-copilot-export-${new Date(exportedAt).toISOString().slice(0, 10)}.json`;
