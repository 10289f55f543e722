import { CareerGapCard } from "./career-gap-card";
import { CareerSwitchForm } from "./career-switch-form";
import { FreshGradForm } from "./fresh-grad-form";
import { FreshGradPlanCard } from "./fresh-grad-plan-card";
import { PersonalityItemsCard } from "./personality-items-card";
import { PersonalityProfileCard } from "./personality-profile-card";
import { PersonalityStart } from "./personality-start";

/** The career advisors' cards by `data.kind`, for the chat's card registry. */
export const advisorCards = {
  personality_items: PersonalityItemsCard,
  personality_profile: PersonalityProfileCard,
  career_gap: CareerGapCard,
  fresh_grad_plan: FreshGradPlanCard,
};

/** The forms that start the advisors' threads, by assistant id, for the setup-form registry. */
export const advisorSetupForms = { personality_test: PersonalityStart, career_switch: CareerSwitchForm, fresh_grad: FreshGradForm };

export { CareerGapCard, CareerSwitchForm, FreshGradForm, FreshGradPlanCard, PersonalityItemsCard, PersonalityProfileCard, PersonalityStart };
export type { CardProps, SetupFormProps } from "../types";
