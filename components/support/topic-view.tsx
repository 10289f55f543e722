import type { SupportPage } from "@/lib/contracts/support";
import { ApplyOldJobs } from "./apply-old-jobs";
import { CancelSubscription } from "./cancel-subscription";
import { NoInterview } from "./no-interview";
import { NotEnoughJobs } from "./not-enough-jobs";
import { NotRelevant } from "./not-relevant";
import { ReviewCv } from "./review-cv";
import { SomethingElse } from "./something-else";
import { TailorCv } from "./tailor-cv";
import { WrongCountries } from "./wrong-countries";

const VIEWS: Record<SupportPage, () => React.ReactNode> = {
  "not-enough-jobs": NotEnoughJobs,
  "not-relevant": NotRelevant,
  "wrong-countries": WrongCountries,
  "apply-old-jobs": ApplyOldJobs,
  "review-cv": ReviewCv,
  "no-interview": NoInterview,
  "tailor-cv": TailorCv,
  "cancel-subscription": CancelSubscription,
  "something-else": SomethingElse,
};

/** The fix a support page offers, below its explanation. */
export function TopicView({ slug }: { slug: SupportPage }) {
  const View = VIEWS[slug];
  return <View />;
}
