import { OfferAnalysisCard } from "./analysis-card";
import { RecruiterMoveCard } from "./recruiter-move-card";
import { OfferSetupForm } from "./setup-form";

/** The offer negotiation's cards by `data.kind`, for the chat's card registry. */
export const offerCards = { offer_analysis: OfferAnalysisCard, recruiter_move: RecruiterMoveCard };

/** The form that starts an offer_negotiation thread, for the setup-form registry. */
export const offerSetupForm = OfferSetupForm;

export { OfferAnalysisCard, OfferSetupForm, RecruiterMoveCard };
