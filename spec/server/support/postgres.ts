import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/** A new, empty database on the run's PostgreSQL (see postgres-setup.ts), so each test file starts clean. */
export async function freshDatabase(): Promise<string> {
  const admin = inject("postgresUrl");
  const name = `envios_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
