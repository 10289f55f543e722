"use client";

import { createContext, useContext } from "react";
import { API_BASE } from "@/lib/backend/base";

/** Server configuration the browser needs, handed down by the root layout at request time. */
export type PublicConfig = {
  apiBase: string;
  premiumFreeForDemo: boolean;
  extensionId: string | null;
};

const PublicConfigContext = createContext<PublicConfig>({ apiBase: API_BASE, premiumFreeForDemo: false, extensionId: null });

export const PublicConfigProvider = PublicConfigContext.Provider;
export const usePublicConfig = () => useContext(PublicConfigContext);
