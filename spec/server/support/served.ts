import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createProductionServer, type ProductionServer } from "../../../server/production-server";

type ServerOptions = Parameters<typeof createProductionServer>[0];

/** A server under test, readable once the suite's `beforeAll` has run. */
export interface Served {
  /** Its address, `http://127.0.0.1:<port>`. */
  readonly base: string;
  readonly site: ProductionServer;
}

/**
 * Starts a production server on a port of its own for the enclosing suite
 * (`beforeAll`) and closes it with its folder after (`afterAll`). The folder,
 * made fresh, is both the public folder and the data folder unless `options`
 * says otherwise: the API's tests need no pages. `options` is read when the
 * server starts, so it may be a function of things the suite set up first
 * (a fresh database).
 */
export function servedForSuite(
  name: string,
  options: Partial<ServerOptions> | (() => Promise<Partial<ServerOptions>>) = {},
): Served {
  let dir: string | undefined;
  let site: ProductionServer | undefined;
  let base: string | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    const extra = typeof options === "function" ? await options() : options;
    site = await createProductionServer({ publicDir: dir, dataDir: dir, ...extra });
    base = await site.listen(0);
  });
  afterAll(async () => {
    await site?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`The server "${name}" is read before its suite started it.`);
    return value;
  };
  return {
    get base() {
      return started(base);
    },
    get site() {
      return started(site);
    },
  };
}
