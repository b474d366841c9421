import { rmSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { leadSchema } from "../../contracts/lead";
import { refusedLeadRequest } from "../../server/api/submissions/refused-lead";
import { WarmUpError, warmUp } from "../../server/http/warm-up";
import { createProductionServer, type ProductionServer } from "../../server/production-server";
import { type MiniSite, makeMiniSite } from "./support/mini-site";
import { startServerProcess } from "./support/server-process";
import { QUOTE_LEAD } from "./support/submissions";

/**
 * The server warms itself before it listens (server/http/warm-up.ts): rounds
 * of harmless requests on a loopback port of its own, so that a burst of leads
 * right after a start meets compiled code. Harmless means: nothing stored, no
 * visitor's budget spent, nothing left listening; and a request answered other
 * than it must stops the start. (How much faster the first burst is, is the
 * load bench's to say: `npm run bench:load`.)
 */

let site: MiniSite | undefined;
let server: ProductionServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  if (site) rmSync(site.root, { recursive: true, force: true });
  site = undefined;
});

async function started(submissionsPerMinute = 10): Promise<ProductionServer> {
  site = await makeMiniSite();
  server = await createProductionServer({
    publicDir: site.publicDir,
    dataDir: path.join(site.root, "data"),
    submissionsPerMinute,
  });
  return server;
}

function sendLead(base: string, key: string): Promise<Response> {
  return fetch(`${base}/api/lead/v1.0/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify(QUOTE_LEAD),
  });
}

describe("the server's warm-up", () => {
  test("stores nothing and spends no visitor's budget: the first real lead from the same address is taken", async () => {
    const warming = await started(1);
    const report = await warming.warmUp({ rounds: 2, perRound: 60 });
    expect(report.requests).toBe(120);
    expect(await warming.store.count()).toBe(0);
    const base = await warming.listen(0);
    // One lead a minute: had the warm-up's leads counted, this one would be a 429.
    const first = await sendLead(base, "depois-do-aquecimento-01");
    expect(first.status).toBe(201);
    expect(await warming.store.count()).toBe(1);
    expect((await sendLead(base, "depois-do-aquecimento-02")).status).toBe(429);
  });

  test("leaves nothing listening but the server's own port once it listens", async () => {
    const warming = await started();
    // Node's own list of what keeps the process alive: servers and sockets, the warm-up's and its clients'.
    const handles = () =>
      (process as unknown as { _getActiveHandles(): unknown[] })
        ._getActiveHandles()
        .filter((handle) => ["Server", "Socket"].includes((handle as object)?.constructor?.name)).length;
    const before = handles();
    await warming.warmUp({ rounds: 1, perRound: 20 });
    // Closed sockets leave the list on the event loop's next turns.
    await expect.poll(handles, { timeout: 2_000 }).toBe(before);
  });

  test("a request answered other than it must stops the warm-up, naming it", async () => {
    const warming = await started();
    await expect(
      warmUp(warming.app, [{ method: "GET", path: "/nao-existe", status: 200 }], { rounds: 1, perRound: 3 }),
    ).rejects.toThrow(WarmUpError);
    await expect(
      warmUp(warming.app, [{ method: "GET", path: "/nao-existe", status: 200 }], { rounds: 1, perRound: 3 }),
    ).rejects.toThrow("O aquecimento do servidor recebeu 404 em GET /nao-existe, e não 200.");
  });

  test("its lead runs the whole validation a real lead runs, and the contract refuses it for the phone alone", () => {
    const request = refusedLeadRequest("2026-11-27");
    const parsed = leadSchema("2026-11-27").safeParse(JSON.parse(request.body ?? ""));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["phone"]);
    expect(request).toMatchObject({ method: "POST", path: "/api/lead/v1.0/", status: 400 });
  });

  test("npm start's server warms up before it says where it listens, and WARM_UP=false skips it", async () => {
    const mini = await makeMiniSite();
    site = mini;
    // Each server a data folder of its own: two servers on one new database is another test's point (store-opening).
    const env = (data: string) => ({
      PUBLIC_DIR: mini.publicDir,
      DATA_DIR: path.join(mini.root, data),
      LOG_LEVEL: "info",
    });
    // WARM_UP empty is WARM_UP unset (whatever the caller's environment says): the default.
    const [warmed, skipped] = await Promise.all([
      startServerProcess({ ...env("data-warmed"), WARM_UP: "" }),
      startServerProcess({ ...env("data-skipped"), WARM_UP: "false" }),
    ]);
    try {
      // At level info the server logs every request it answers: the warm-up's came before the line.
      const warmedLog = warmed.stderr();
      expect(warmedLog).toContain("/api/lead/v1.0/");
      expect(warmedLog).toContain('"statusCode":400');
      expect(skipped.stderr()).not.toContain("/api/lead/v1.0/");
      expect((await sendLead(warmed.base, "depois-do-aquecimento-03")).status).toBe(201);
    } finally {
      await warmed.stop();
      await skipped.stop();
    }
  }, 30_000);
});
