"use client";

import { deferredModule } from "@/lib/deferred-module";
import type { DialogProps } from "./dialog-radix";

// Radix's dialog is not part of any page's first-load JavaScript: it arrives moments after the
// page, before anyone opens a dialog; one opened sooner shows as soon as it has.
const radix = deferredModule(() => import("./dialog-radix"));

/**
 * A modal dialog (Radix: focus trap, Escape, labelled). Closes on outside click or the close
 * icon; the focus then goes back to what had it before, usually the button that opened it.
 */
export function Dialog(props: DialogProps) {
  const loaded = radix.useModule(props.open);
  return loaded ? <loaded.Dialog {...props} /> : null;
}
