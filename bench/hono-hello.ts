/**
 * The raw Hono yardstick of `bench/api-http.ts`: a hello-world on @hono/node-server, the server
 * the standalone backend (`npm run api`) runs on. PORT from the environment.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("Hello Hono!"));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000), hostname: "127.0.0.1" });
