// The cover letter the copilot sends until the AI tools write one: a short letter built only from
// the posting and facts the CV states, so it says nothing the user has not said.

export type LetterInput = {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  /** Skills the CV lists, in the CV's order. */
  cvSkills: string[];
  /** Skills the posting asks for. */
  jobSkills: string[];
  /** Job titles from the CV, latest first. */
  cvTitles: string[];
};

const listOf = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

export function templateLetter(input: LetterInput): string {
  const wanted = new Set(input.jobSkills.map((skill) => skill.toLowerCase()));
  const shared = input.cvSkills.filter((skill) => wanted.has(skill.toLowerCase())).slice(0, 4);
  const lines = [`Dear ${input.company} team,`, ""];
  const body = [`I am applying for the ${input.jobTitle} position.`];
  if (input.cvTitles[0]) body.push(`My most recent role, as my CV shows, is ${input.cvTitles[0]}.`);
  if (shared.length > 0) body.push(`Your posting asks for ${listOf(shared)}, which my CV covers.`);
  body.push(`I would welcome the chance to talk about how I could contribute at ${input.company}.`);
  lines.push(body.join(" "), "", "Kind regards,", `${input.firstName} ${input.lastName}`.trim());
  return lines.join("\n");
}
