"use client";

import type { ReactNode } from "react";
import { AssistantKitProvider, type AssistantKit } from "../kit";
import { OfferSetupForm } from "./setup-form";

/** The offer negotiation's list page: its setup form in the start panel. */
export const OFFER_SETUP_FORMS = { offer_negotiation: OfferSetupForm } satisfies AssistantKit["setupForms"];

const KIT: AssistantKit = { setupForms: OFFER_SETUP_FORMS };

export function OfferStartKit({ children }: { children: ReactNode }) {
  return <AssistantKitProvider kit={KIT}>{children}</AssistantKitProvider>;
}
