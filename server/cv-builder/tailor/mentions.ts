import { findSkillMentions, type SkillMention } from "../../cv/find-skills";

// One tailoring reads each bullet for skills several times (to rank it, respell it, reorder its
// lists, check the result); the dictionary walk is the costly part, so each text is read once.
const cache = new Map<string, SkillMention[]>();
const CACHE_SIZE = 5_000;

/** findSkillMentions, remembered for the texts read last. */
export function mentionsIn(text: string): SkillMention[] {
  const known = cache.get(text);
  if (known) return known;
  const mentions = findSkillMentions(text);
  cache.set(text, mentions);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return mentions;
}

/** findSkills, from the remembered mentions. */
export const skillsIn = (text: string): string[] => [...new Set(mentionsIn(text).map((mention) => mention.skill))];
