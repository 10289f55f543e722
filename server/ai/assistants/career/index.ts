export { careerSwitchAssistant, careerSwitchSetupSchema, titleInputSchema, type CareerGapCard, type CareerSkillCard, type CareerSwitchSetup, type CareerSwitchState } from "./career-switch";
export { freshGradAssistant, freshGradSetupSchema, type FreshGradCard, type FreshGradSetup, type FreshGradSkillCard, type FreshGradState } from "./fresh-grad";
export type { SkillAnswer } from "./shared";
