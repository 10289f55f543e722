import type { z } from "zod";
import { CV_SECTIONS, jsonResumeSchema } from "@/lib/contracts/cv-document";
import en from "@/messages/en.json";
import { entryHeadline, hasHighlights, SECTION_SPECS } from "./sections";

/** The fields JSON Resume gives an entry of a section. */
function schemaFields(section: (typeof CV_SECTIONS)[number]): string[] {
  const list = jsonResumeSchema.shape[section].unwrap() as z.ZodArray<z.ZodObject>;
  return Object.keys(list.element.shape);
}

describe("the editor's sections", () => {
  it.each(CV_SECTIONS)("%s edits fields of JSON Resume, each labelled in the messages", (section) => {
    const spec = SECTION_SPECS[section];
    const fields = schemaFields(section);
    const edited = [...spec.fields.map((field) => field.key), ...(spec.dates?.kind === "range" ? ["startDate", "endDate"] : spec.dates ? [spec.dates.key] : []), ...(spec.highlights ? ["highlights"] : [])];
    expect(fields).toEqual(expect.arrayContaining(edited));
    // Every field of the standard can be edited: nothing imported is out of the user's reach.
    expect([...edited].sort()).toEqual([...fields].sort());
    const labels = (en.CvBuilder.fields as Record<string, unknown>)[section] as Record<string, string>;
    for (const field of spec.fields) expect(labels[field.key]).toEqual(expect.any(String));
    expect(en.CvBuilder.sections[section]).toEqual(expect.any(String));
    expect(en.CvBuilder.add[section]).toEqual(expect.any(String));
    expect(en.CvBuilder.empty[section]).toEqual(expect.any(String));
  });

  it("only work, volunteering and projects have bullet points", () => {
    expect(CV_SECTIONS.filter(hasHighlights)).toEqual(["work", "volunteer", "projects"]);
  });
});

describe("entryHeadline", () => {
  it("names an entry by its title and its organisation", () => {
    expect(entryHeadline("work", { position: "Senior Engineer", name: "Acme GmbH" })).toBe("Senior Engineer · Acme GmbH");
    expect(entryHeadline("work", { name: "Acme GmbH" })).toBe("Acme GmbH");
    expect(entryHeadline("education", { studyType: "BSc", area: "Computer Science", institution: "TU Berlin" })).toBe("BSc · TU Berlin");
    expect(entryHeadline("education", { institution: "TU Berlin" })).toBe("TU Berlin");
    expect(entryHeadline("languages", { language: "German", fluency: "C1" })).toBe("German · C1");
    expect(entryHeadline("skills", { level: "Advanced", keywords: ["SQL"] })).toBe("Advanced");
  });

  it("is empty for an entry with nothing in it yet, and reads one line", () => {
    expect(entryHeadline("awards", {})).toBe("");
    expect(entryHeadline("references", { name: "  Jane\n Doe " })).toBe("Jane Doe");
  });
});
