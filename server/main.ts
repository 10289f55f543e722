import { serve } from "@hono/node-server";
import { API_BASE } from "@/lib/backend/base";
import { getEnv } from "@/lib/env";
import { getBackend } from "./runtime";

/** `npm run api`: the backend alone, for deployments where web and API scale separately. */
async function main() {
  const env = getEnv();
  const { app, deps } = await getBackend();
  serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    deps.logger.info({ port: info.port }, `API listening on http://localhost:${info.port}${API_BASE} (docs at ${API_BASE}/docs)`);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
