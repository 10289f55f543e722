import { findSkills, SKILLS } from "./find-skills";
import { SKILL_CATEGORIES } from "./skills";

describe("skills dictionary", () => {
  it("holds at least 400 distinct skills across every field", () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(400);
    expect(new Set(SKILLS.map((skill) => skill.name.toLowerCase())).size).toBe(SKILLS.length);
    for (const category of Object.keys(SKILL_CATEGORIES)) {
      expect(SKILLS.filter((skill) => skill.category === category).length).toBeGreaterThanOrEqual(30);
    }
  });

  it("gives every term to one skill only", () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const skill of SKILLS) {
      for (const { text } of skill.terms) {
        const owner = owners.get(text.toLowerCase());
        if (owner && owner !== skill.name) clashes.push(`${text}: ${owner} / ${skill.name}`);
        owners.set(text.toLowerCase(), skill.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("finds every name and alias in a skills list, as exactly its own skill", () => {
    const misses: string[] = [];
    for (const skill of SKILLS) {
      for (const { text } of skill.terms) {
        for (const line of [`Skills: ${text}, Foo`, `• ${text}`, `Tools: Foo / ${text}`]) {
          const found = findSkills(line);
          if (found.length !== 1 || found[0] !== skill.name) misses.push(`${line} → ${found.join(", ")}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});

describe("findSkills", () => {
  it("resolves aliases to the skill's name, case-insensitively", () => {
    expect(findSkills("Experience with k8s, postgres, JS, GCP and ReactJS; golang on the side")).toEqual([
      "Kubernetes", "PostgreSQL", "JavaScript", "Google Cloud", "React", "Go",
    ]);
    expect(findSkills("Sprachen: SQL. Kenntnisse in Projektmanagement, Buchhaltung und méthodes agiles")).toEqual([
      "SQL", "Project management", "Accounting", "Agile",
    ]);
  });

  it("lists each skill once, in order of first mention", () => {
    expect(findSkills("Python, SQL\nBuilt ETL in Python and SQL; Python again")).toEqual(["Python", "SQL", "ETL"]);
  });

  it("keeps skills apart from the words that contain them", () => {
    expect(findSkills("JavaScript")).toEqual(["JavaScript"]);
    expect(findSkills("MySQL and NoSQL")).toEqual(["MySQL", "NoSQL"]);
    expect(findSkills("Node.js services")).toEqual(["Node.js"]);
    expect(findSkills("ASP.NET Core")).toEqual(["ASP.NET"]);
    expect(findSkills("ASP.NET/C#, Socket.IO/Redis")).toEqual(["ASP.NET", "C#", "Socket.IO", "Redis"]);
    expect(findSkills("C/C++ and C#, Objective-C")).toEqual(["C", "C++", "C#", "Objective-C"]);
    expect(findSkills("C++17, HTML5, Python 3")).toEqual(["C++", "HTML", "Python"]);
    expect(findSkills("React Native and React")).toEqual(["React Native", "React"]);
    expect(findSkills("Spring Boot microservices")).toEqual(["Spring Boot", "Microservices"]);
    expect(findSkills("scalable, trustworthy, excellent, Javanese, rusty")).toEqual([]);
  });

  it("finds ambiguous words only where they stand as skills", () => {
    expect(findSkills("Languages: Go, R, C")).toEqual(["Go", "R", "C"]);
    expect(findSkills("Built services in Go and Rust; Go developer; R programming; analysis in R and Python")).toEqual([
      "Go", "Rust", "R", "Python",
    ]);
    expect(findSkills("Tools: Word, Excel, PowerPoint, Outlook, Teams, Slack, Notion, Tableau")).toEqual([
      "Microsoft Word", "Microsoft Excel", "PowerPoint", "Microsoft Outlook", "Microsoft Teams", "Slack", "Notion", "Tableau",
    ]);
    expect(findSkills("EXCEL, SAP, SQL")).toEqual(["Microsoft Excel", "SAP", "SQL"]);
  });

  it("has no false positives on everyday words that look like skills", () => {
    const text = [
      "We go to market in Q3 and go live in May. Go-live went well. Let's go further.",
      "Head of R&D with P&L responsibility; Q&A sessions; HR partner",
      "I excel at communication. Excel at teamwork.",
      "Led Teams of five people. Word of mouth. In Spring 2021 we moved.",
      "Mathematics: C",
      "Vitamin C. Class C licence. C-level stakeholders.",
      "Capgemini SAS, Paris",
      "Tableau de bord mensuel",
      "We react quickly. React to incidents.",
      "Swift delivery and a swift onboarding; a sketch of the plan; less is more",
      "Reference: Smith, R. (2020). Doe, J. and Jenkins, M.",
      "Contact: jane@react.dev, https://go.dev/doc, github.com/rust-lang/rust",
    ].join("\n");
    expect(findSkills(text)).toEqual(["Go-to-market strategy", "Onboarding"]);
  });
});
