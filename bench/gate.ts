/**
 * The Edge gate's cost (issue 16): requests per second and p99 of this app's middleware answering
 * on its own, beside a bare jose middleware doing the same, same run. The request is `GET /login`
 * for a signed-in visitor: the gate reads the session (and, without one, exchanges the refresh
 * token at the backend) and sends them on to the app with a 303, so no page render is in the
 * figure. The bare app's `/enter` verifies its JWT cookie and answers the same 303; its gated page
 * (middleware plus a static page) is shown beside for scale.
 *   (a) valid session: the `session` and `refresh_token` cookies of a sign-in
 *   (b) refresh token only: every visit rotates it; each connection's browser keeps the new one
 *
 *   npm run bench:gate          (PGlite; PostgreSQL instead when TEST_DATABASE_URL / DATABASE_URL is set)
 */
import { HOME_PATH, REFRESH_COOKIE } from "../lib/session/constants";
import { freshTarget, postgresServer, seedBenchUser, signIn, startApp, type SignedIn } from "./app-server";
import { startBareApp } from "./bare/app";
import { load, LOAD, LOAD_TABLE_HEAD, loadRow, machine, ratio, run, writeSection } from "./http";
import { refreshRotation } from "./rotation";

run(async (servers) => {
  const bare = await startBareApp(servers);
  const target = await freshTarget(postgresServer());
  try {
    const user = await seedBenchUser(target, 0);
    const app = await startApp(servers, target);
    const { cookie } = await signIn(app.url, user);
    // One sign-in per connection: each is a browser whose refresh token rotates on every visit.
    const signIns: SignedIn[] = [];
    for (let i = 0; i < LOAD.connections; i += 1) signIns.push(await signIn(app.url, user));
    const rotation = refreshRotation(signIns.map((s) => s.refreshToken), { cookie: REFRESH_COOKIE, expectPath: HOME_PATH });

    const bareEnter = await load("bare jose middleware: valid JWT → 303", `${bare.url}/enter`, { headers: { cookie: bare.cookie }, expect: 303 });
    const bareGated = await load("bare jose middleware + static page (valid JWT)", `${bare.url}/gated`, { headers: { cookie: bare.cookie } });
    const valid = await load("(a) valid session: `/login` → 303", `${app.url}/login`, {
      headers: { cookie },
      expect: 303,
      requests: [rotation.expectRedirect(HOME_PATH)],
      check: rotation.problems,
    });
    const refresh = await load("(b) refresh token only: `/login` → refresh → 303", `${app.url}/login`, {
      expect: 303,
      requests: [rotation.request],
      check: rotation.problems,
    });
    writeSection(
      "gate",
      [
        "## The Edge gate's cost (`bench/gate.ts`)",
        "",
        `\`npm run bench:gate\`: autocannon, ${LOAD.connections} connections for ${LOAD.seconds} s after a ${LOAD.warmupSeconds} s warm-up, same run,`,
        `one server loaded at a time. This app (\`npm start\`, ${target.kind}, a fresh database) answers \`GET /login\` for a`,
        "signed-in visitor from its middleware alone: (a) with the cookies of a sign-in, (b) with only a",
        `refresh token, exchanged at the backend on every visit (${LOAD.connections} sign-ins, each connection keeping the token`,
        "it is given back); both end in a 303 to /copilot, checked on every answer. The bare Next.js app's",
        "jose middleware verifies an HS256 cookie and answers the same 303. Goal (issue 16): the gate within",
        `1.5× the bare middleware's cost. ${machine()}.`,
        "",
        LOAD_TABLE_HEAD,
        loadRow(bareEnter, null),
        loadRow(bareGated, null),
        loadRow(valid, bareEnter),
        loadRow(refresh, bareEnter),
        "",
        `Cost per request against the bare middleware (its requests per second over the gate's): (a) ${ratio(bareEnter.rps, valid.rps)}, (b) ${ratio(bareEnter.rps, refresh.rps)}.`,
      ].join("\n"),
    );
  } finally {
    await target.cleanup();
  }
});
