import type { AtsName } from "../types";
import { greenhouseReplica } from "./greenhouse";
import type { ReplicaHandler } from "./index";

/** Each ATS's replica, by the name in its path (/replica/<ats>/…). */
export const REPLICA_HANDLERS: Partial<Record<AtsName, ReplicaHandler>> = {
  greenhouse: greenhouseReplica,
};
