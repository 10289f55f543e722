import { sharedBrowser, type SharedBrowser } from "../browser";
import { replicaTargets } from "../replicas";
import { startFixtureServer, type FixtureServer } from "../../sources/fixture-server";
import type { Applier, ApplyContext, ApplyJob, FieldAnswer, FormField } from "../types";

// What the appliers' tests share: a fixture server with every replica and, for hosted forms, a
// headless Chromium, started once per test file; a form read that fails loudly when there is none.

export type Replicas = { server: FixtureServer; ctx: ApplyContext };

/** Starts the replicas (and Chromium unless `browser: false`) before the file's tests, stops them after. */
export function replicasForTests({ browser: withBrowser = true }: { browser?: boolean } = {}): Replicas {
  const replicas = {} as Replicas;
  let browser: SharedBrowser | null = null;
  beforeAll(async () => {
    replicas.server = await startFixtureServer();
    browser = withBrowser ? sharedBrowser(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium") : null;
    replicas.ctx = {
      targets: replicaTargets(replicas.server.url),
      browser: () => (browser ? browser.get() : Promise.reject(new Error("this applier sends without a browser"))),
      fetch,
      now: () => new Date(),
      dryRun: false,
    };
  });
  afterAll(async () => {
    await browser?.close();
    await replicas.server.close();
  });
  return replicas;
}

/** The posting's form; anything else (closed, needs you) fails the test with what came back. */
export async function formOf(applier: Applier, job: ApplyJob, ctx: ApplyContext) {
  const result = await applier.formFor(job, ctx);
  if (result.kind !== "form") throw new Error(`expected a form, got ${JSON.stringify(result)}`);
  return result.form;
}

/** An answer to the field with this id, labelled as the form labels it. */
export const answerFor = (fields: FormField[], fieldId: string, value: FieldAnswer["value"]): FieldAnswer => ({
  fieldId,
  label: fields.find((field) => field.id === fieldId)?.label ?? fieldId,
  value,
  source: "profile",
});
