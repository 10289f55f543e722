"use client";

import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { AssistantId, CardProps, SetupFormProps } from "./types";

/**
 * What a group's page plugs into the shared screens: the setup forms of its start panel (list
 * page) or the cards of its chat (conversation page). Each page wraps itself in its own group's
 * kit, so it carries that group's forms or cards only, not every assistant's.
 */
export type AssistantKit = {
  setupForms?: Partial<Record<AssistantId, ComponentType<SetupFormProps>>>;
  cards?: Record<string, ComponentType<CardProps>>;
};

const KitContext = createContext<AssistantKit>({});

export function AssistantKitProvider({ kit, children }: { kit: AssistantKit; children: ReactNode }) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>;
}

/** The assistant's own setup form; none when it starts from an empty setup. */
export function useSetupForm(assistantId: AssistantId): ComponentType<SetupFormProps> | undefined {
  const forms = useContext(KitContext).setupForms;
  return forms && Object.hasOwn(forms, assistantId) ? forms[assistantId] : undefined;
}

/** The card component of a message's `data.kind`; none for a kind without one. */
export function useCardComponent(kind: string | null): ComponentType<CardProps> | undefined {
  const cards = useContext(KitContext).cards;
  return kind && cards && Object.hasOwn(cards, kind) ? cards[kind] : undefined;
}
