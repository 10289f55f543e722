import type { AtsName } from "../types";
import { ashbyReplica } from "./ashby";
import { greenhouseReplica } from "./greenhouse";
import type { ReplicaHandler } from "./index";
import { leverReplica } from "./lever";
import { recruiteeReplica } from "./recruitee";

/** Each ATS's replica, by the name in its path (/replica/<ats>/…). */
export const REPLICA_HANDLERS: Partial<Record<AtsName, ReplicaHandler>> = {
  greenhouse: greenhouseReplica,
  lever: leverReplica,
  ashby: ashbyReplica,
  recruitee: recruiteeReplica,
};
