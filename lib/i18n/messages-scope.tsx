"use client";

import { useMemo } from "react";
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from "next-intl";
import { mergeMessages } from "./pick-messages";

/**
 * Adds a layout's or a page's namespaces to those of the scopes around it. A nested
 * `NextIntlClientProvider` replaces its parent's messages (use-intl's IntlProvider), so the merge
 * happens here in the browser and each namespace crosses the wire once; time zone, formats and
 * `now` are inherited from the root provider.
 */
export function MessagesScope({ messages, children }: { messages: AbstractIntlMessages; children: React.ReactNode }) {
  const locale = useLocale();
  const outer = useMessages() as AbstractIntlMessages;
  const merged = useMemo(() => mergeMessages(outer, messages), [outer, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
