"use client";

import { withSentry } from "@/lib/sentry-browser";
import type { Session } from "@/lib/session/constants";

/** The message the browser extension listens for (after login the token goes to it). */
export const EXTENSION_MESSAGE_TYPE = "job-copilot:auth";
const EXTENSION_REPLY_WAIT_MS = 500;

type ChromeRuntime = { sendMessage?: (extensionId: string, message: unknown, callback: () => void) => void; lastError?: unknown };

/** Hands the access token to the extension: a window message, and chrome.runtime when configured. Never throws. */
export async function notifyExtension(token: string, extensionId: string | null): Promise<void> {
  const message = { type: EXTENSION_MESSAGE_TYPE, token };
  try {
    window.postMessage(message, window.location.origin);
  } catch (error) {
    console.warn("Could not post the sign-in to the extension", error);
  }
  const runtime = (window as Window & { chrome?: { runtime?: ChromeRuntime } }).chrome?.runtime;
  const send = runtime?.sendMessage;
  if (!extensionId || !runtime || typeof send !== "function") return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, EXTENSION_REPLY_WAIT_MS);
    const done = () => {
      // Reading lastError marks "extension not installed" as handled.
      void runtime.lastError;
      clearTimeout(timer);
      resolve();
    };
    try {
      send.call(runtime, extensionId, message, done);
    } catch (error) {
      console.warn("Could not send the sign-in to the extension", error);
      done();
    }
  });
}

/** The signed-in user is reported to error monitoring (when configured) with id and email. */
export function reportUser(user: Session["user"]) {
  withSentry((Sentry) => Sentry.setUser({ id: user.id, email: user.email }));
}

/** Everything that follows a new session: monitoring, then the extension. */
export async function announceSignIn(session: Session, extensionId: string | null) {
  reportUser(session.user);
  await notifyExtension(session.auth.access_token, extensionId);
}
