import { eq } from "drizzle-orm";
import { profileDetails } from "../db/schema";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ ADMIN_EMAILS: "boss@example.com" });
});
afterAll(() => t.close());

describe("profile", () => {
  it("returns the signed-in account", async () => {
    const user = await t.signUp({ complete: true });
    const res = await t.call("GET", "/profile", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: user.id,
      email: user.email,
      email_verified: false,
      first_name: "Ada",
      last_name: "Lovelace",
      country: "GB",
      country_code: "GB",
      phone_number: "7400123456",
      is_admin: false,
      registration_completed: true,
      impersonated_by: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it("names the admin while an admin is signed in as the user", async () => {
    const admin = await t.signUp({ email: "boss@example.com" });
    const user = await t.signUp();
    const session = await t.call("POST", "/auth/impersonate", { token: admin.token, body: { email: user.email } });
    const res = await t.call("GET", "/profile", { token: session.body.data.auth.access_token });
    expect(res.body.data).toMatchObject({ id: user.id, impersonated_by: admin.id });
  });

  it("changes only the fields sent and returns the whole profile", async () => {
    const user = await t.signUp({ complete: true });
    const res = await t.call("PATCH", "/profile", { token: user.token, body: { first_name: " Grace ", country: "de" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ first_name: "Grace", last_name: "Lovelace", country: "DE", phone_number: "7400123456" });
    const after = await t.call("GET", "/profile", { token: user.token });
    expect(after.body.data).toEqual(res.body.data);
  });

  it("changes the phone as a pair and clears both with phone_number null", async () => {
    const user = await t.signUp({ complete: true });
    const changed = await t.call("PATCH", "/profile", { token: user.token, body: { country_code: "de", phone_number: "15123456789" } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ country_code: "DE", phone_number: "15123456789", country: "GB" });
    const cleared = await t.call("PATCH", "/profile", { token: user.token, body: { phone_number: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ country_code: null, phone_number: null, first_name: "Ada" });
  });

  it("refuses half a phone pair, an invalid number, the email and an empty body", async () => {
    const user = await t.signUp({ complete: true });
    const patch = (body: unknown) => t.call("PATCH", "/profile", { token: user.token, body });

    const codeOnly = await patch({ country_code: "DE" });
    expect(codeOnly.status).toBe(400);
    expect(Object.keys(fieldMessages(codeOnly.body.error))).toEqual(["phone_number"]);
    expect(fieldMessages((await patch({ phone_number: "15123456789" })).body.error)).toHaveProperty("country_code");
    expect(fieldMessages((await patch({ country_code: "DE", phone_number: null })).body.error)).toHaveProperty("country_code");
    expect(fieldMessages((await patch({ country_code: "DE", phone_number: "99999" })).body.error).phone_number).toBe(
      "This is not a valid mobile number for the chosen country.",
    );

    const email = await patch({ email: "new@example.com" });
    expect(email.status).toBe(400);
    expect(fieldMessages(email.body.error).email).toBe("This field is not expected.");
    const empty = await patch({});
    expect(empty.status).toBe(400);
    expect(fieldMessages(empty.body.error)).toEqual({ body: "Send at least one field to change." });

    const many = await patch({ first_name: "", last_name: 5, country: "XX", country_code: "DE", phone_number: "12", role: "admin" });
    expect(Object.keys(fieldMessages(many.body.error)).sort()).toEqual(["country", "first_name", "last_name", "phone_number", "role"]);
    // The pair is still checked when another field is wrong.
    expect(Object.keys(fieldMessages((await patch({ first_name: "", country_code: "DE" })).body.error)).sort()).toEqual(["first_name", "phone_number"]);

    const unchanged = await t.call("GET", "/profile", { token: user.token });
    expect(unchanged.body.data).toMatchObject({ email: user.email, first_name: "Ada", country_code: "GB", phone_number: "7400123456" });
  });
});

describe("profile/details", () => {
  const full = {
    work_authorization: ["de", "FR", "DE"],
    requires_sponsorship: false,
    notice_period: "1_month",
    available_from: "01-04-2026",
    salary_expectation: { amount: 65000, currency: "eur", period: "year" },
    links: { linkedin: "https://www.linkedin.com/in/ada", github: "https://github.com/ada", website: "http://ada.example" },
  };

  it("returns empty values before the first save", async () => {
    const user = await t.signUp();
    const res = await t.call("GET", "/profile/details", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      work_authorization: [],
      requires_sponsorship: null,
      notice_period: null,
      available_from: null,
      salary_expectation: null,
      links: {},
    });
  });

  it("saves every field, normalised, and stores the date as ISO", async () => {
    const user = await t.signUp();
    const res = await t.call("PATCH", "/profile/details", { token: user.token, body: full });
    expect(res.status).toBe(200);
    const expected = {
      ...full,
      work_authorization: ["DE", "FR"],
      salary_expectation: { amount: 65000, currency: "EUR", period: "year" },
    };
    expect(res.body.data).toEqual(expected);
    expect((await t.call("GET", "/profile/details", { token: user.token })).body.data).toEqual(expected);
    const [row] = await t.db.select().from(profileDetails).where(eq(profileDetails.userId, user.id));
    expect(row!.availableFrom).toBe("2026-04-01");
  });

  it("changes only the fields sent; null clears a field", async () => {
    const user = await t.signUp();
    await t.call("PATCH", "/profile/details", { token: user.token, body: full });
    const res = await t.call("PATCH", "/profile/details", {
      token: user.token,
      body: { notice_period: "immediately", salary_expectation: null, available_from: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...full,
      work_authorization: ["DE", "FR"],
      notice_period: "immediately",
      salary_expectation: null,
      available_from: null,
    });
  });

  it("creates the row from a partial first save", async () => {
    const user = await t.signUp();
    const res = await t.call("PATCH", "/profile/details", { token: user.token, body: { requires_sponsorship: true } });
    expect(res.body.data).toMatchObject({ requires_sponsorship: true, work_authorization: [], links: {}, notice_period: null });
  });

  it("names each bad field, nested paths included", async () => {
    const user = await t.signUp();
    const res = await t.call("PATCH", "/profile/details", {
      token: user.token,
      body: {
        work_authorization: ["DE", "XX"],
        requires_sponsorship: "yes",
        notice_period: "soon",
        available_from: "31-02-2026",
        salary_expectation: { amount: 1.5, currency: "ABC", period: "week", bonus: true },
        links: { linkedin: "https://evil.example/in/ada", github: "https://gitlab.com/ada", website: "javascript:alert(1)", twitter: "x" },
        email: "a@example.com",
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldMessages(res.body.error)).sort()).toEqual([
      "available_from",
      "email",
      "links.github",
      "links.linkedin",
      "links.twitter",
      "links.website",
      "notice_period",
      "requires_sponsorship",
      "salary_expectation.amount",
      "salary_expectation.bonus",
      "salary_expectation.currency",
      "salary_expectation.period",
      "work_authorization.1",
    ]);
    expect(fieldMessages(res.body.error)["salary_expectation.currency"]).toBe("Choose a currency from the list.");
    expect(fieldMessages(res.body.error).available_from).toBe("Use a real date written dd-MM-yyyy.");
    expect(fieldMessages(res.body.error)["links.twitter"]).toBe("This field is not expected.");
  });

  it("refuses look-alike hosts, other date formats, too many countries and an empty body", async () => {
    const user = await t.signUp();
    const patch = (body: unknown) => t.call("PATCH", "/profile/details", { token: user.token, body });
    const fieldsOf = async (body: unknown) => Object.keys(fieldMessages((await patch(body)).body.error));

    expect(await fieldsOf({ links: { linkedin: "https://linkedin.com.evil.example/in/ada" } })).toEqual(["links.linkedin"]);
    expect(await fieldsOf({ links: { github: "ftp://github.com/ada" } })).toEqual(["links.github"]);
    expect(await fieldsOf({ available_from: "2026-04-01" })).toEqual(["available_from"]);
    expect(await fieldsOf({ salary_expectation: { amount: 0, currency: "EUR", period: "year" } })).toEqual(["salary_expectation.amount"]);
    expect(await fieldsOf({ salary_expectation: { amount: 100 } })).toEqual(["salary_expectation.currency", "salary_expectation.period"]);
    expect(await fieldsOf({ work_authorization: Array(51).fill("DE") })).toEqual(["work_authorization"]);
    const empty = await patch({});
    expect(empty.status).toBe(400);
    expect(fieldMessages(empty.body.error)).toEqual({ body: "Send at least one field to change." });
    expect((await t.call("GET", "/profile/details", { token: user.token })).body.data.links).toEqual({});
  });

  it("accepts LinkedIn and GitHub subdomains", async () => {
    const user = await t.signUp();
    const links = { linkedin: "https://de.linkedin.com/in/ada", github: "https://gist.github.com/ada" };
    const res = await t.call("PATCH", "/profile/details", { token: user.token, body: { links } });
    expect(res.status).toBe(200);
    expect(res.body.data.links).toEqual(links);
  });
});

describe("profile/extra", () => {
  const empty = {
    years_of_experience: null,
    highest_education: null,
    willing_to_relocate: null,
    drivers_license: null,
    languages: [],
    custom: [],
  };

  it("returns empty answers before the first save", async () => {
    const user = await t.signUp();
    const res = await t.call("GET", "/profile/extra", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ screening_answers: empty });
  });

  it("merges the answers sent into the stored ones", async () => {
    const user = await t.signUp();
    const first = await t.call("PATCH", "/profile/extra", {
      token: user.token,
      body: { screening_answers: { years_of_experience: 5, languages: [{ code: "EN", level: "native" }, { code: "de", level: "basic" }] } },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.screening_answers).toEqual({
      ...empty,
      years_of_experience: 5,
      languages: [{ code: "en", level: "native" }, { code: "de", level: "basic" }],
    });

    const custom = [{ question: "Why us?", answer: "Because." }];
    const second = await t.call("PATCH", "/profile/extra", {
      token: user.token,
      body: { screening_answers: { highest_education: "master", languages: [{ code: "fr", level: "professional" }], custom } },
    });
    const expected = {
      ...empty,
      years_of_experience: 5,
      highest_education: "master",
      languages: [{ code: "fr", level: "professional" }],
      custom,
    };
    expect(second.body.data.screening_answers).toEqual(expected);
    expect((await t.call("GET", "/profile/extra", { token: user.token })).body.data.screening_answers).toEqual(expected);

    const cleared = await t.call("PATCH", "/profile/extra", { token: user.token, body: { screening_answers: { years_of_experience: null } } });
    expect(cleared.body.data.screening_answers).toEqual({ ...expected, years_of_experience: null });
  });

  it("names each bad answer, nested paths included", async () => {
    const user = await t.signUp();
    const res = await t.call("PATCH", "/profile/extra", {
      token: user.token,
      body: {
        screening_answers: {
          years_of_experience: 61,
          highest_education: "phd",
          willing_to_relocate: "maybe",
          languages: [{ code: "en", level: "native" }, { code: "EN", level: "basic" }, { code: "xx", level: "fluent", name: "?" }],
          custom: [{ question: " ", answer: "a".repeat(2001) }],
          hobbies: "chess",
        },
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldMessages(res.body.error)).sort()).toEqual([
      "screening_answers.custom.0.answer",
      "screening_answers.custom.0.question",
      "screening_answers.highest_education",
      "screening_answers.hobbies",
      "screening_answers.languages.2.code",
      "screening_answers.languages.2.level",
      "screening_answers.languages.2.name",
      "screening_answers.willing_to_relocate",
      "screening_answers.years_of_experience",
    ]);
  });

  it("refuses duplicate languages, too many entries, fractional years and empty bodies", async () => {
    const user = await t.signUp();
    const patch = (body: unknown) => t.call("PATCH", "/profile/extra", { token: user.token, body });
    const answers = (screening_answers: unknown) => patch({ screening_answers });

    const duplicate = await answers({ languages: [{ code: "en", level: "native" }, { code: "EN", level: "basic" }] });
    expect(fieldMessages(duplicate.body.error)).toEqual({ "screening_answers.languages.1.code": "This language is listed twice." });
    const languageCodes = "en de fr es it pt nl sv da fi no pl cs sk hu ro bg el tr ru uk".split(" ");
    const tooMany = await answers({ languages: languageCodes.map((code) => ({ code, level: "basic" })) });
    expect(Object.keys(fieldMessages(tooMany.body.error))).toEqual(["screening_answers.languages"]);
    const tooManyCustom = await answers({ custom: Array.from({ length: 51 }, () => ({ question: "Q", answer: "A" })) });
    expect(Object.keys(fieldMessages(tooManyCustom.body.error))).toEqual(["screening_answers.custom"]);
    expect(Object.keys(fieldMessages((await answers({ years_of_experience: 2.5 })).body.error))).toEqual(["screening_answers.years_of_experience"]);
    expect(Object.keys(fieldMessages((await answers({ years_of_experience: -1 })).body.error))).toEqual(["screening_answers.years_of_experience"]);

    const nothing = await patch({});
    expect(nothing.status).toBe(400);
    expect(Object.keys(fieldMessages(nothing.body.error))).toEqual(["screening_answers"]);
    const noAnswers = await answers({});
    expect(noAnswers.status).toBe(400);
    expect(fieldMessages(noAnswers.body.error)).toEqual({ screening_answers: "Send at least one answer to change." });
    expect(fieldMessages((await patch({ screening_answers: { drivers_license: true }, extra: 1 })).body.error)).toEqual({ extra: "This field is not expected." });
  });
});

describe("access", () => {
  it.each(["/profile", "/profile/details", "/profile/extra"])("%s needs a token", async (path) => {
    expect((await t.call("GET", path)).status).toBe(401);
    expect((await t.call("PATCH", path, { body: { first_name: "X" } })).status).toBe(401);
    expect((await t.call("GET", path, { token: "not-a-token" })).status).toBe(401);
  });

  it("keeps each user's profile to themselves", async () => {
    const a = await t.signUp({ complete: true });
    const b = await t.signUp();
    await t.call("PATCH", "/profile", { token: a.token, body: { first_name: "Alice" } });
    await t.call("PATCH", "/profile/details", { token: a.token, body: { notice_period: "3_months", links: { github: "https://github.com/alice" } } });
    await t.call("PATCH", "/profile/extra", { token: a.token, body: { screening_answers: { years_of_experience: 12 } } });

    const profile = await t.call("GET", "/profile", { token: b.token });
    expect(profile.body.data).toMatchObject({ id: b.id, email: b.email, first_name: null, phone_number: null });
    expect((await t.call("GET", "/profile/details", { token: b.token })).body.data).toMatchObject({ notice_period: null, links: {} });
    expect((await t.call("GET", "/profile/extra", { token: b.token })).body.data.screening_answers.years_of_experience).toBeNull();

    await t.call("PATCH", "/profile/details", { token: b.token, body: { notice_period: "immediately" } });
    await t.call("PATCH", "/profile/extra", { token: b.token, body: { screening_answers: { years_of_experience: 1 } } });
    expect((await t.call("GET", "/profile/details", { token: a.token })).body.data.notice_period).toBe("3_months");
    expect((await t.call("GET", "/profile/extra", { token: a.token })).body.data.screening_answers.years_of_experience).toBe(12);
    expect((await t.call("GET", "/profile", { token: a.token })).body.data.first_name).toBe("Alice");
  });

  it("documents the endpoints", async () => {
    const res = await t.call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    for (const path of ["/api/v1/profile", "/api/v1/profile/details", "/api/v1/profile/extra"]) {
      expect(Object.keys(res.body.paths[path])).toEqual(["get", "patch"]);
    }
  });
});
