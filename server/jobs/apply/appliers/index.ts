import type { Applier } from "../types";

/** Every applier, in the order they are asked whether they can apply to a posting. */
export const APPLIERS: Applier[] = [];
