/** The CV builder's pages. */
export const CV_BUILDER_HREF = "/cv-builder";
export const editHref = (id: string) => `/cv-builder/edit?id=${encodeURIComponent(id)}`;
export const resultHref = (id: string) => `/cv-builder/result?id=${encodeURIComponent(id)}`;
export const tailorHref = (id: string, applicationId?: string) =>
  `/cv-builder/tailor?id=${encodeURIComponent(id)}${applicationId ? `&application=${encodeURIComponent(applicationId)}` : ""}`;
/** Tailoring for one application, the CV chosen on the page. */
export const tailorForApplicationHref = (applicationId: string) => `/cv-builder/tailor?application=${encodeURIComponent(applicationId)}`;
