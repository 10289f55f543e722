"use client";

import { createContext, useContext } from "react";

/** Server configuration the browser needs, handed down by the root layout at request time. */
export type PublicConfig = {
  apiBase: string;
  premiumFreeForDemo: boolean;
  extensionId: string | null;
};

const PublicConfigContext = createContext<PublicConfig>({ apiBase: "/api/v1", premiumFreeForDemo: false, extensionId: null });

export const PublicConfigProvider = PublicConfigContext.Provider;
export const usePublicConfig = () => useContext(PublicConfigContext);
