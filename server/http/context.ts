import type { Logger } from "pino";
import type { AuthContext } from "../core/auth-context";
import type { AppDeps } from "../deps";

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    auth: AuthContext;
    requestId: string;
    log: Logger;
  };
};
