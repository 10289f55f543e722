/** The CV builder's pages. */
export const CV_BUILDER_HREF = "/cv-builder";
export const editHref = (id: string) => `/cv-builder/edit?id=${encodeURIComponent(id)}`;
export const resultHref = (id: string) => `/cv-builder/result?id=${encodeURIComponent(id)}`;
