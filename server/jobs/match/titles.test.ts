import { TITLE_CLOSE, TITLE_MATCH, titleSimilarity, tokenizeTitle } from "./titles";

const similarity = (wanted: string, job: string) => titleSimilarity(tokenizeTitle(wanted), tokenizeTitle(job));

describe("title similarity with role nouns and fields", () => {
  it.each([
    ["Registered Nurse", "Staff Nurse"],
    ["Registered Nurse", "ICU Registered Nurse"],
    ["Registered Nurse", "Nurse (RN)"],
    ["Backend Engineer", "Backend Engineer (Go)"],
    ["Backend Engineer", "Software Engineer, Backend"],
    ["Backend Engineer", "Software Engineer - Backend"],
    ["Platform Engineer", "Engineer, Platform"],
    ["Frontend Developer", "Front-End Engineer"],
  ])("for a %s, takes %s as the same job", (wanted, job) => {
    expect(similarity(wanted, job)).toBeGreaterThanOrEqual(TITLE_MATCH);
  });

  it.each([
    ["Registered Nurse", "Dental Nurse"],
    ["Registered Nurse", "Veterinary Nurse"],
    ["Registered Nurse", "Nursery Nurse"],
    ["Registered Nurse", "Registered Dental Nurse"],
    ["Backend Engineer", "Solutions Consultant, Backend"],
    ["Backend Engineer", "Sales Engineer"],
    ["Accountant", "Account Manager"],
    ["Data Analyst", "Data Entry Clerk"],
    ["Product Designer", "Product Manager"],
    ["Teacher", "Teaching Assistant"],
  ])("for a %s, takes %s as another job", (wanted, job) => {
    expect(similarity(wanted, job)).toBeLessThan(TITLE_CLOSE);
  });

  it("ranks another job below a neighbouring specialty of the same one", () => {
    const neighbour = similarity("Frontend Engineer", "Backend Engineer");
    expect(neighbour).toBeGreaterThan(0);
    expect(neighbour).toBeLessThan(TITLE_CLOSE);
    expect(similarity("Backend Engineer", "Sales Engineer")).toBeLessThan(neighbour);
    expect(similarity("Registered Nurse", "Dental Nurse")).toBeLessThan(similarity("Registered Nurse", "Paediatric Nurse"));
  });

  it("still likens a title that names a field to one that names none, both ways", () => {
    expect(similarity("Nurse", "Dental Nurse")).toBeGreaterThanOrEqual(TITLE_MATCH);
    expect(similarity("Registered Nurse", "Nurse (ICU)")).toBeGreaterThanOrEqual(TITLE_CLOSE);
    expect(similarity("Registered Nurse", "Nurse")).toBeGreaterThanOrEqual(TITLE_CLOSE);
  });

  it("reads the role noun from the main part, before any complement, in other languages too", () => {
    const heads = (title: string) => [...tokenizeTitle(title).heads];
    expect(heads("Solutions Consultant, Backend")).toEqual(["consultant"]);
    expect(heads("Software Engineer - Backend")).toEqual(["engineer"]);
    expect(heads("Engineer, Platform")).toEqual(["engineer"]);
    expect(heads("Nurse (ICU)")).toEqual(["nurse"]);
    expect(heads("Director of Sales")).toEqual(["director"]);
    expect(heads("Head of Engineering")).toEqual([]);
    expect(heads("Nurse / Healthcare Assistant")).toEqual(["nurse", "assistant"]);
    expect(heads("Payments Team - Backend Developer")).toEqual(["engineer"]);
    expect(heads("Frontend-Entwickler (m/w/d)")).toEqual(["engineer"]);
    expect(heads("Ingeniera de Software en Telefónica")).toEqual(["engineer"]);
    expect(heads("Chef de projet")).toEqual(["manager"]);
    expect(heads("Krankenpfleger (m/w/d)")).toEqual(["nurse"]);
  });

  it("reads the fields of the main part, else of the qualifiers", () => {
    const fields = (title: string) => [...tokenizeTitle(title).fields].sort();
    expect(fields("Nursery Nurse")).toEqual(["childcare"]);
    expect(fields("Nurse (Dental)")).toEqual(["dental"]);
    expect(fields("Software Engineer, Customer Support Tools")).toEqual(["software"]);
    expect(fields("Staff Nurse")).toEqual(["clinical"]);
    expect(fields("Teacher")).toEqual([]);
  });
});
