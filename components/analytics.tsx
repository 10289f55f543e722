"use client";

import dynamic from "next/dynamic";

// Loaded only when an id is configured: without one, a page carries none of @next/third-parties
// (its scripts and Next's script loader weigh ~5 KiB on every route).
const GoogleTagManager = dynamic(() => import("@next/third-parties/google").then((google) => google.GoogleTagManager));
const GoogleAnalytics = dynamic(() => import("@next/third-parties/google").then((google) => google.GoogleAnalytics));

/** Google Tag Manager and Google Analytics, each when its id is set. */
export function Analytics({ gtmId, gaId, dataLayer }: { gtmId?: string; gaId?: string; dataLayer: Record<string, string> }) {
  return (
    <>
      {gtmId ? <GoogleTagManager gtmId={gtmId} dataLayer={dataLayer} /> : null}
      {gaId ? <GoogleAnalytics gaId={gaId} /> : null}
    </>
  );
}
