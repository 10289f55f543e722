"use client";

import type { ExternalToast, toast as sonnerToast } from "sonner";

// Toasts with sonner's API, without sonner in a page's first-load JavaScript: the library and
// its Toaster arrive with the first toast raised. sonner keeps the toasts raised before its
// Toaster mounted and shows them when it does.

type Kind = "message" | "success" | "error" | "info" | "warning";
type Message = Parameters<typeof sonnerToast>[0];

const listeners = new Set<() => void>();
let wanted = false;

function show(kind: Kind, message: Message, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import("sonner").then(({ toast: sonner }) => {
    if (kind === "message") sonner(message, options);
    else sonner[kind](message, options);
  });
}

export const toast = Object.assign((message: Message, options?: ExternalToast) => show("message", message, options), {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  info: (message: Message, options?: ExternalToast) => show("info", message, options),
  warning: (message: Message, options?: ExternalToast) => show("warning", message, options),
});

/** For the providers' useSyncExternalStore: whether a toast has been raised in this page's life. */
export const toasterStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  wantedOnServer: () => false,
};
