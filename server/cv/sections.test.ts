import { splitSections } from "./sections";

describe("splitSections", () => {
  it("recognises headings in the seven languages, in any case, with colons and numbering", () => {
    const headings = [
      "WORK EXPERIENCE", "Berufserfahrung:", "Expérience professionnelle", "Experiencia laboral", "2. Esperienza lavorativa",
      "Experiência profissional", "Werkervaring", "Education", "AUSBILDUNG", "Formation", "Formación académica", "Istruzione",
      "Formação académica", "Opleiding", "Skills", "Kenntnisse", "Compétences", "Habilidades", "Competenze", "Competências",
      "Vaardigheden", "Summary", "Profil", "Über mich", "Perfil profesional", "Profilo", "Sobre mim", "Profiel",
    ];
    const { sections } = splitSections(headings.join("\nsome content\n"));
    expect(sections.slice(1).map((section) => section.key)).toEqual([
      ...Array(7).fill("experience"), ...Array(7).fill("education"), ...Array(7).fill("skills"), ...Array(7).fill("summary"),
    ]);
  });

  it("keeps lines before the first heading, and lines of each section, in order", () => {
    const { sections, found } = splitSections("Jane Doe\njane@example.com\nEXPERIENCE\nEngineer, Acme\nEDUCATION\nBSc, TU Berlin");
    expect(sections).toEqual([
      { key: null, lines: ["Jane Doe", "jane@example.com"] },
      { key: "experience", lines: ["Engineer, Acme"] },
      { key: "education", lines: ["BSc, TU Berlin"] },
    ]);
    expect(found).toEqual(["experience", "education"]);
  });

  it("reads letter-spaced and combined headings", () => {
    expect(splitSections("E X P E R I E N C E\nx\nEducation & Certifications\ny\nSprachen und Interessen\nz").found).toEqual([
      "experience", "education", "certifications", "languages", "interests",
    ]);
  });

  it("takes 'Skills: Go, SQL' as one line of skills, then goes back to the section it was in", () => {
    const { sections } = splitSections("Experience\nEngineer, Acme\nTools: Jira, Git\nAnalyst, Globex");
    expect(sections.map((section) => [section.key, section.lines])).toEqual([
      [null, []],
      ["experience", ["Engineer, Acme"]],
      ["skills", ["Jira, Git"]],
      ["experience", ["Analyst, Globex"]],
    ]);
  });

  it("does not take list items or sentences for headings", () => {
    const { found } = splitSections("Skills\n• Training\n- Leadership\nI gained experience in sales.\nExperience in retail and logistics for ten years");
    expect(found).toEqual(["skills"]);
  });
});
