import { postingKeywords } from "./keywords";
import { listedSkillsFirst, postingSpelling, sentencesFirst, sentencesOf, skillForms } from "./text";

const keywords = postingKeywords({ title: "Platform Engineer", company: "Initech", description: "Kubernetes, PostgreSQL and React." });

describe("sentencesOf", () => {
  it("cuts at a full stop before a capital and at line breaks, not after an abbreviation or an initial", () => {
    expect(sentencesOf(" Uses tools, e.g. Docker. Knows z. B. Kotlin. Reports to J. Smith.\nLikes rowing ").parts).toEqual([
      "Uses tools, e.g. Docker.",
      "Knows z. B. Kotlin.",
      "Reports to J. Smith.",
      "Likes rowing",
    ]);
    expect(sentencesOf("Grew revenue 12.5 times. Then left").parts).toEqual(["Grew revenue 12.5 times.", "Then left"]);
  });

  it("puts the sentences naming the posting first, the spaces between them where they were", () => {
    expect(sentencesFirst("Calm under pressure. Runs Kubernetes clusters.\nLikes rowing.", keywords)).toEqual({
      text: "Runs Kubernetes clusters. Calm under pressure.\nLikes rowing.",
      moved: ["Kubernetes"],
    });
  });
});

describe("listedSkillsFirst", () => {
  it.each([
    ["Worked with Vue, Angular and React daily", "Worked with React, Vue and Angular daily"],
    ["Arbeit mit MySQL und PostgreSQL", "Arbeit mit PostgreSQL und MySQL"],
    ["Stack: Docker/Kubernetes/Helm", "Stack: Kubernetes/Docker/Helm"],
    ["Servicios con Docker y Kubernetes", "Servicios con Kubernetes y Docker"],
  ])("reorders %j", (text, expected) => {
    expect(listedSkillsFirst(text, keywords).text).toBe(expected);
  });

  it("leaves skills that are no list, and lists without the posting's skills, as they are", () => {
    for (const text of ["Moved Docker images to Kubernetes", "Used Vue and Angular", "Kubernetes, Docker and Helm"]) expect(listedSkillsFirst(text, keywords)).toEqual({ text, moved: [] });
  });
});

describe("postingSpelling", () => {
  it("writes a skill as the posting does only where the CV already writes it so", () => {
    const forms = skillForms(["Ran k8s and Postgres", "Skills: Kubernetes"]);
    expect(postingSpelling("Ran k8s and Postgres", keywords, forms)).toEqual({ text: "Ran Kubernetes and Postgres", swapped: ["Kubernetes"] });
  });
});
