import { answerForm, type Applicant } from "./answers";
import { meaningOf, questionKey } from "./questions";
import type { FormField } from "./types";

const applicant = (overrides: Partial<Applicant> = {}): Applicant => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+4915123456789",
  country: { code: "DE", name: "Germany" },
  links: { linkedin: "https://www.linkedin.com/in/ada" },
  workAuthorization: ["DE", "FR"],
  requiresSponsorship: false,
  noticePeriod: "1_month",
  availableFrom: null,
  salaryExpectation: { amount: 70000, currency: "EUR", period: "year" },
  yearsOfExperience: 6,
  highestEducation: "master",
  willingToRelocate: null,
  currentTitle: null,
  currentCompany: null,
  bank: new Map(),
  coverLetter: null,
  ...overrides,
});

const field = (label: string, extra: Partial<FormField> = {}): FormField => ({ id: label, label, type: "text", required: true, ...extra });
const yesNo = [
  { value: "1", label: "Yes" },
  { value: "0", label: "No" },
];

describe("answerForm", () => {
  it("answers the usual fields from the profile and the CV file", () => {
    const { answers, missing } = answerForm(
      [field("First Name"), field("Last Name"), field("Email"), field("Phone"), field("Resume/CV", { type: "file" }), field("LinkedIn Profile", { required: false })],
      applicant(),
    );
    expect(missing).toEqual([]);
    expect(Object.fromEntries(answers.map((answer) => [answer.fieldId, answer.value]))).toEqual({
      "First Name": "Ada",
      "Last Name": "Lovelace",
      Email: "ada@example.com",
      Phone: "+4915123456789",
      "Resume/CV": { file: "resume" },
      "LinkedIn Profile": "https://www.linkedin.com/in/ada",
    });
  });

  it("reports a required question nothing answers, and leaves an optional one empty", () => {
    const why = field("Why do you want to work at Northwind Labs?", { type: "textarea" });
    const hobby = field("What do you do for fun?", { required: false });
    const { answers, missing } = answerForm([why, hobby], applicant());
    expect(answers).toEqual([]);
    expect(missing).toEqual([why]);
  });

  it("uses the user's banked answer for a question asked in other words", () => {
    const bank = new Map([[questionKey("How did you hear about us?"), "Job board"]]);
    const options = [
      { value: "11", label: "Job board" },
      { value: "12", label: "Friend" },
    ];
    const { answers, missing } = answerForm([field("How did you hear about this job?*", { type: "select", options })], applicant({ bank }));
    expect(missing).toEqual([]);
    expect(answers[0]).toMatchObject({ value: "11", source: "answer_bank" });
  });

  it("declines demographic questions unless the user answered them, and agrees to the required privacy notice only", () => {
    const gender = field("Gender", { type: "select", required: false, options: [{ value: "1", label: "Female" }, { value: "2", label: "Male" }, { value: "3", label: "Decline To Self Identify" }] });
    const consent = field("I consent to the processing of my data under the privacy notice", { type: "checkbox" });
    const talentPool = field("Keep me in the talent pool (privacy notice)", { type: "checkbox", required: false });
    const { answers } = answerForm([gender, consent, talentPool], applicant());
    expect(answers).toEqual([
      { fieldId: gender.id, label: gender.label, value: "3", source: "declined" },
      { fieldId: consent.id, label: consent.label, value: true, source: "consent" },
    ]);
    const chosen = answerForm([gender], applicant({ bank: new Map([[questionKey("Gender"), "Female"]]) }));
    expect(chosen.answers[0]).toMatchObject({ value: "1", source: "answer_bank" });
  });

  it("answers work authorisation and sponsorship only when the question names a country the profile knows", () => {
    const inGermany = field("Are you legally authorized to work in Germany?", { type: "radio", options: yesNo });
    const inUs = field("Are you authorized to work in the United States?", { type: "radio", options: yesNo });
    const anywhere = field("Are you authorized to work for this employer?", { type: "radio", options: yesNo });
    const sponsor = field("Will you now or in the future require visa sponsorship?", { type: "radio", options: yesNo });
    const { answers, missing } = answerForm([inGermany, inUs, anywhere, sponsor], applicant());
    expect(answers.map((answer) => [answer.fieldId, answer.value])).toEqual([
      [inGermany.id, "1"],
      [inUs.id, "0"],
      [sponsor.id, "0"],
    ]);
    expect(missing).toEqual([anywhere]);
  });

  it("takes total years from the profile but years with one skill only from the user", () => {
    const total = field("How many years of professional experience do you have?", { type: "number" });
    const react = field("How many years of experience do you have with React?", { type: "number" });
    const ranged = field("Years of experience", { type: "select", options: [{ value: "a", label: "0-2 years" }, { value: "b", label: "3-5 years" }, { value: "c", label: "6+ years" }] });
    const { answers, missing } = answerForm([total, react, ranged], applicant());
    expect(answers.map((answer) => answer.value)).toEqual(["6", "c"]);
    expect(missing).toEqual([react]);
  });

  it("puts the letter into a text field and names the file for a file field", () => {
    const letter = "Dear team, …";
    const { answers } = answerForm([field("Cover Letter", { type: "textarea", required: false }), field("Cover letter", { id: "cl-file", type: "file", required: false })], applicant({ coverLetter: letter }));
    expect(answers.map((answer) => answer.value)).toEqual([letter, { file: "cover_letter" }]);
    expect(answerForm([field("Cover Letter", { type: "textarea", required: false })], applicant()).answers).toEqual([]);
  });
});

describe("questions", () => {
  it("folds a question's variants to one key", () => {
    expect(questionKey("How did you hear about us?")).toBe(questionKey("How did you hear about this job?*"));
    expect(questionKey("Why do you want to work here?")).not.toBe(questionKey("Why do you want to leave your job?"));
  });

  it("reads meanings from labels, and takes the applier's word first", () => {
    expect(meaningOf({ label: "Legal first name*", type: "text" })).toBe("first_name");
    expect(meaningOf({ label: "Veteran Status", type: "select" })).toBe("eeo");
    expect(meaningOf({ label: "Anything else?", type: "file" })).toBe("resume");
    expect(meaningOf({ label: "Name", type: "text", meaning: "full_name" })).toBe("full_name");
    expect(meaningOf({ label: "Why us?", type: "textarea" })).toBeUndefined();
  });
});
