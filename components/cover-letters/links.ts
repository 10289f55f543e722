/** The builder, where a letter is written and the letters are listed. */
export const BUILDER_HREF = "/cover-letter-builder";

/** A letter's page. */
export const resultHref = (id: string) => `${BUILDER_HREF}/cover-letter-result?id=${encodeURIComponent(id)}`;

/** The builder with one of the user's applications already chosen (the tracker links here). */
export const builderForApplicationHref = (applicationId: string) => `${BUILDER_HREF}?application=${encodeURIComponent(applicationId)}`;

/** An application opened in the tracker. */
export const applicationHref = (applicationId: string) => `/applications?id=${encodeURIComponent(applicationId)}`;
