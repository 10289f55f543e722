import type { Applier } from "../types";
import { ashbyApplier } from "./ashby";
import { greenhouseApplier } from "./greenhouse";
import { emailApplier } from "./email";
import { leverApplier } from "./lever";
import { recruiteeApplier } from "./recruitee";

/** Every applier, in the order they are asked whether they can apply to a posting: email comes last. */
export const APPLIERS: Applier[] = [greenhouseApplier, leverApplier, ashbyApplier, recruiteeApplier, emailApplier];
