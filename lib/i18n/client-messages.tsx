import { getMessages } from "next-intl/server";
import { MessagesScope } from "./messages-scope";
import { pickMessages, type ClientNamespace } from "./pick-messages";

/**
 * Sends the browser only the namespaces the client components below read: the root layout's provider
 * carries none, each layout and page wraps its content in this with its own. Keep `namespaces` a
 * literal list: `client-messages.test.ts` reads it from the source and checks it against the
 * `useTranslations` calls of every client module the file renders.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly ClientNamespace[]; children: React.ReactNode }) {
  const messages = await getMessages();
  return <MessagesScope messages={pickMessages(messages, namespaces)}>{children}</MessagesScope>;
}
