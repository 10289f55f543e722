import { ApiError } from "@/lib/api/request";
import type { JsonResume } from "@/lib/contracts/cv-document";
import { apiFieldErrors, documentErrors, hasErrorUnder } from "./validation";

const META: JsonResume["meta"] = { template: "classic", paper: "a4", locale: "en", section_order: [] };

describe("documentErrors", () => {
  it("finds nothing in a valid document", () => {
    expect(documentErrors({ basics: { name: "Ada", url: "https://ada.example.com" }, work: [{ startDate: "2019-04", endDate: "2021" }], meta: META }, "CV")).toEqual({});
  });

  it("names each problem by the field's path, with the schema's code; a date's says how to write it", () => {
    const errors = documentErrors(
      {
        basics: { email: "not an address", url: "javascript:alert(1)" },
        work: [{ name: "Acme" }, { startDate: "21-03" }],
        education: [{ endDate: "2020-13" }],
        meta: META,
      },
      "",
    );
    expect(errors).toEqual({
      name: "name_required",
      "basics.email": "email_invalid",
      "basics.url": "url_invalid",
      "work.1.startDate": "cv_date_invalid",
      "education.0.endDate": "cv_date_invalid",
    });
  });

  it("refuses an end before its start, on the end", () => {
    const errors = documentErrors({ work: [{ startDate: "2021-05", endDate: "2020-01" }], projects: [{ startDate: "2020", endDate: "2020-02" }], meta: META }, "CV");
    expect(errors).toEqual({ "work.0.endDate": "cv_date_order" });
  });

  it("says a text's limit with its number", () => {
    const errors = documentErrors({ basics: { summary: "x".repeat(2001) }, meta: META }, "CV");
    expect(errors).toEqual({ "basics.summary": "too_long?max=2000" });
  });
});

describe("apiFieldErrors", () => {
  it("keys a refused save's problems as the editor does", () => {
    const error = new ApiError(400, {
      error: { code: "validation_error", message: "Some fields are invalid.", fields: { "document.work.0.startDate": { code: "wrong_format", message: "x" }, name: { code: "too_long", params: { max: 120 }, message: "x" } } },
    });
    expect(apiFieldErrors(error)).toEqual({ "work.0.startDate": "wrong_format", name: "too_long?max=120" });
    expect(apiFieldErrors(new Error("offline"))).toEqual({});
  });

  it("finds the problems under an entry", () => {
    const errors = { "work.1.startDate": "cv_date_invalid", "basics.email": "email_invalid" };
    expect(hasErrorUnder(errors, "work.1")).toBe(true);
    expect(hasErrorUnder(errors, "work")).toBe(true);
    expect(hasErrorUnder(errors, "work.10")).toBe(false);
    expect(hasErrorUnder(errors, "basics")).toBe(true);
  });
});
