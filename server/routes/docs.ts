import fs from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";

// Served from the installed package, so the docs render with no internet access.
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};
const assetDir = path.join(process.cwd(), "node_modules", "swagger-ui-dist");

const page = (base: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>job-copilot API v1</title>
<link rel="icon" href="${base}/docs/favicon-32x32.png">
<link rel="stylesheet" href="${base}/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${base}/docs/swagger-ui-bundle.js"></script>
<script>
window.ui = SwaggerUIBundle({ url: "${base}/openapi.json", dom_id: "#swagger-ui", deepLinking: true, persistAuthorization: true });
</script>
</body>
</html>`;

export function docsRoutes(base: string) {
  return new Hono<AppEnv>()
    .get("/docs", (c) => c.html(page(base)))
    .get("/docs/:asset", async (c) => {
      const asset = c.req.param("asset");
      const type = ASSETS[asset];
      if (!type) return c.notFound();
      const body = await fs.readFile(path.join(assetDir, asset));
      return c.body(body, 200, { "content-type": type, "cache-control": "public, max-age=86400" });
    });
}
