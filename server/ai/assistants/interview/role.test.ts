import { displayTitle, roleFamily, roleSeniority } from "./role";
import { postingTitle } from "./setup";

describe("roleFamily", () => {
  it.each([
    ["Senior Software Engineer", "software"],
    ["Frontend-Entwickler (m/w/d)", "software"],
    ["Desarrollador backend", "software"],
    ["Java Developer", "software"],
    ["Site Reliability Engineer", "software"],
    ["Head of Engineering", "software"],
    ["Data Analyst", "data"],
    ["Analista de datos", "data"],
    ["Lead Data Scientist", "data"],
    ["Product Designer", "design"],
    ["UX Researcher", "design"],
    ["Product Owner", "product"],
    ["Produktmanager", "product"],
    ["Chef de projet", "operations"],
    ["Projectleider", "operations"],
    ["Operations Manager", "operations"],
    ["Sales Development Representative", "sales"],
    ["Werkstudent Vertrieb", "sales"],
    ["Medical Sales Representative", "sales"],
    ["Marketing Manager", "marketing"],
    ["Product Marketing Manager", "marketing"],
    ["Customer Success Manager", "support"],
    ["Medewerker klantenservice", "support"],
    ["IT Support Specialist", "support"],
    ["Financial Analyst", "finance"],
    ["Comptable", "finance"],
    ["Buchhalter", "finance"],
    ["Recruiter", "hr"],
    ["Personalreferent", "hr"],
    ["Responsable RH", "hr"],
    ["Registered Nurse", "healthcare"],
    ["Infirmière", "healthcare"],
    ["Verpleegkundige", "healthcare"],
    ["Lehrerin", "education"],
    ["Insegnante di matematica", "education"],
    ["Professeur des écoles", "education"],
    ["Electrician", "general"],
    ["Mechanical Engineer", "general"],
    ["Chef", "general"],
  ])("reads %s as %s", (title, family) => {
    expect(roleFamily(title)).toBe(family);
  });
});

describe("roleSeniority", () => {
  it("takes the choice first, then the title's level words, then the posting's level, else mid", () => {
    expect(roleSeniority("Senior Data Analyst", "junior")).toBe("junior");
    expect(roleSeniority("Senior Data Analyst")).toBe("senior");
    expect(roleSeniority("Junior Account Executive")).toBe("junior");
    expect(roleSeniority("Werkstudent Vertrieb")).toBe("junior");
    expect(roleSeniority("Team Lead Support")).toBe("lead");
    expect(roleSeniority("Head of Product")).toBe("lead");
    expect(roleSeniority("Data Analyst", null, "senior")).toBe("senior");
    expect(roleSeniority("Data Analyst", null, "principal")).toBe("lead");
    expect(roleSeniority("Data Analyst", null, "Entry level")).toBe("junior");
    expect(roleSeniority("Data Analyst")).toBe("mid");
  });
});

describe("titles", () => {
  it("drop gender markers and stray punctuation", () => {
    expect(displayTitle("Frontend-Entwickler (m/w/d)")).toBe("Frontend-Entwickler");
    expect(displayTitle("Chargé de recrutement (H/F) -")).toBe("Chargé de recrutement");
    expect(displayTitle("  Data Analyst (all genders) ")).toBe("Data Analyst");
    expect(displayTitle("x".repeat(150))).toHaveLength(120);
  });

  it("read a pasted posting's title from its first line", () => {
    expect(postingTitle("\n\nSenior Data Analyst (m/w/d)\nAcme is hiring…")).toBe("Senior Data Analyst");
    expect(postingTitle("Job title: Registered Nurse\nNight shifts")).toBe("Registered Nurse");
    expect(postingTitle("• Stelle: Buchhalterin\nWir suchen")).toBe("Buchhalterin");
  });
});
