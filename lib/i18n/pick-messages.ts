import type { AbstractIntlMessages, Messages, NamespaceKeys, NestedKeyOf } from "next-intl";

/** A namespace as `useTranslations` takes it: "Applications" or a nested part, "Pages.copilot". */
export type ClientNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

const isBranch = (value: unknown): value is AbstractIntlMessages => typeof value === "object" && value !== null;

/** The given namespaces of a locale's messages, nested as in the file; a missing one is left out. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  let picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const keys = namespace.split(".");
    let value: unknown = messages;
    for (const key of keys) value = isBranch(value) ? value[key] : undefined;
    if (value === undefined) continue;
    const wrapped = keys.reduceRight<AbstractIntlMessages | string>((inner, key) => ({ [key]: inner }), value as AbstractIntlMessages);
    picked = mergeMessages(picked, wrapped as AbstractIntlMessages);
  }
  return picked;
}

/** Deep merge: an inner scope adds namespaces, or parts of one, to what the outer scope provides. */
export function mergeMessages(outer: AbstractIntlMessages, inner: AbstractIntlMessages): AbstractIntlMessages {
  const merged: AbstractIntlMessages = { ...outer };
  for (const [key, value] of Object.entries(inner)) {
    const existing = merged[key];
    merged[key] = isBranch(existing) && isBranch(value) ? mergeMessages(existing, value) : value;
  }
  return merged;
}
