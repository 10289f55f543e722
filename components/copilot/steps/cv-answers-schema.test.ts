import { cvAnswersRequests, cvAnswersSchema, formFieldOf, type CvAnswersInput } from "./cv-answers-schema";

const valid: CvAnswersInput = {
  resume_id: "5b0c7f0e-6a7e-4a51-9a43-3c9d1e2f4a10",
  tailor_cv: true,
  country_code: "DE",
  phone_number: "15123456789",
  work_authorization: ["DE", "AT"],
  requires_sponsorship: false,
  notice_period: "1_month",
  salary_expectation: { amount: null, currency: "EUR", period: "year" },
  links: { linkedin: "", github: " ", portfolio: "https://me.example.com" },
  years_of_experience: 6,
  highest_education: "master",
  willing_to_relocate: null,
  drivers_license: true,
};

describe("cvAnswersSchema", () => {
  it("accepts a complete step and turns empty links into no link", () => {
    const parsed = cvAnswersSchema.parse(valid);
    expect(parsed.links).toEqual({ linkedin: undefined, github: undefined, portfolio: "https://me.example.com" });
  });

  it("names the missing CV, a wrong phone number and a wrong link together", () => {
    const result = cvAnswersSchema.safeParse({ ...valid, resume_id: "", tailor_cv: "yes", phone_number: "0000000", links: { linkedin: "https://example.com" } });
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(fields).toEqual({
      resume_id: "cv_required",
      tailor_cv: "boolean_required",
      "links.linkedin": "linkedin_invalid",
      phone_number: "phone_invalid",
    });
  });
});

describe("cvAnswersRequests", () => {
  it("splits the form into the four calls' bodies", () => {
    const requests = cvAnswersRequests(cvAnswersSchema.parse({ ...valid, salary_expectation: { amount: 70000, currency: "EUR", period: "year" } }), {
      tailoringIncluded: true,
    });
    expect(requests.profile).toEqual({ country_code: "DE", phone_number: "15123456789" });
    expect(requests.details).toEqual({
      work_authorization: ["DE", "AT"],
      requires_sponsorship: false,
      notice_period: "1_month",
      salary_expectation: { amount: 70000, currency: "EUR", period: "year" },
      links: { portfolio: "https://me.example.com" },
    });
    expect(requests.extra).toEqual({ screening_answers: { years_of_experience: 6, highest_education: "master", willing_to_relocate: null, drivers_license: true } });
    expect(requests.step).toEqual({ resume_id: valid.resume_id, tailor_cv: true });
  });

  it("leaves the tailoring switch out when the plan lacks it, so the stored choice stays", () => {
    const values = cvAnswersSchema.parse(valid);
    expect(cvAnswersRequests(values, { tailoringIncluded: false }).step).toEqual({ resume_id: valid.resume_id });
    expect(cvAnswersRequests({ ...values, tailor_cv: false }, { tailoringIncluded: true }).step).toEqual({ resume_id: valid.resume_id, tailor_cv: false });
  });

  it("sends no salary expectation without an amount", () => {
    expect(cvAnswersRequests(cvAnswersSchema.parse(valid), { tailoringIncluded: true }).details.salary_expectation).toBeNull();
  });

  it("maps the API's screening answer fields onto the form's", () => {
    expect(formFieldOf("screening_answers.years_of_experience")).toBe("years_of_experience");
    expect(formFieldOf("links.github")).toBe("links.github");
  });
});
