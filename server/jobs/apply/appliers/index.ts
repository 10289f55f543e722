import type { Applier } from "../types";
import { emailApplier } from "./email";
import { recruiteeApplier } from "./recruitee";

/** Every applier, in the order they are asked whether they can apply to a posting: email comes last. */
export const APPLIERS: Applier[] = [recruiteeApplier, emailApplier];
