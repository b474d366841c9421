import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { OPTIMISED_QUALITIES, OPTIMISED_WIDTHS } from "../contracts/image-optimisation";
import { startEmbeddedPostgres } from "../scripts/lib/embedded-postgres";
import { PUBLIC_DIR, ROOT } from "../tooling/paths";
import { type MemoryRun, memoryReport, memoryUnderHostileClients } from "./memory";
import { median } from "./sizes";

/**
 * Two bounded loads on the server, over loopback, with the server in a
 * process of its own (bench/load-server.ts) and this process as the clients.
 * The clients speak node:http through one keep-alive pool rather than fetch:
 * the test measures the server, and on two cores the clients' CPU is taken
 * from it (fetch, undici, cost the client about three times node:http's CPU
 * for the same burst, as much as the server itself spent). The report gives
 * the clients' CPU beside each figure, and the floor: a bare node:http server
 * (bench/load-floor-server.ts) answering the same burst on the same machine.
 *
 * 1. Leads: CONCURRENT distinct leads at once plus RETRIES retries with used
 *    keys, while a visitor in a process of its own fetches a static file
 *    (robots.txt, bench/load-visitor.ts) again and again; each way of writing
 *    measured in turn: one fsync per lead on the event loop (as before issue
 *    14), group commit on the event loop, group commit in a writer thread (the
 *    default), and PostgreSQL through node-postgres (TEST_DATABASE_URL, else
 *    embedded-postgres). Every accepted lead must be stored exactly once.
 * 2. The image optimiser: FLOOD distinct uncached optimisations at once while a
 *    page is fetched.
 * 3. The server's memory under hostile clients (bench/memory.ts): pipelined
 *    requests never read, and floods of remote photos.
 */

const CONCURRENT = 500;
const RETRIES = 100;
const FLOOD = 50;
/** A short burst first, so the measured one meets a server that has answered before (connections, file handles). */
const WARM_UP = 30;
/**
 * Full bursts after the first measured one, each on connections of its own, before a second measure:
 * a launch day's burst meets a server that has taken leads all morning. The first burst after a start
 * is the slowest (V8 still compiling the hot paths): measured here, on the writer thread, the server
 * spent 480 ms of CPU on the first burst and about 230 ms on each from the fourth on, which is why the
 * server now warms itself before it listens (server/http/warm-up.ts; bench/load-server.ts does as main.ts).
 */
const WARMING_BURSTS = 4;
const ADMIN_TOKEN = randomBytes(24).toString("hex");

/** Issue 14's figures for the server before it (hand-written server, one fsync per lead on the event loop). */
const BEFORE = { p50Ms: 550, p99Ms: 800, staticMs: 600 };
const TARGETS = { p99Ms: 300, staticMs: 100, floodPageMs: 200 };

export interface LoadRun {
  variant: string;
  sent: number;
  statuses: Record<number, number>;
  /** Rows stored by the burst; undefined for the floor, which stores nothing. */
  stored: number | undefined;
  acceptedUnique: number;
  p50Ms: number;
  p99Ms: number;
  /** robots.txt asked by the clients' own process after writing the burst: it waits behind the clients' queue too. */
  staticMs: number;
  /** robots.txt asked again and again during the burst by a visitor in a process of its own (bench/load-visitor.ts). */
  visitorMs: number[];
  wallMs: number;
  /** The CPU this process (the clients) spent during the burst: taken from the server on two cores. */
  clientCpuMs: number;
  /** The same burst after WARMING_BURSTS more, on new connections: the server in its steady state. */
  warm: { p50Ms: number; p99Ms: number; visitorMs: number[] };
  /** Rows stored by every burst, the warm ones too; undefined for the floor. */
  storedInAll: number | undefined;
}

export interface FloodRun {
  statuses: Record<number, number>;
  pageMs: number;
  wallMs: number;
}

export interface LoadResult {
  runs: LoadRun[];
  flood: FloodRun;
  memory: MemoryRun;
}

const VARIANTS = [
  { name: "floor", label: "Floor: bare node:http, parses and answers, stores nothing" },
  { name: "each-write", label: "SQLite, one fsync per lead on the event loop (as before)" },
  { name: "group-commit", label: "SQLite, group commit on the event loop" },
  { name: "writer-thread", label: "SQLite, group commit in a writer thread (default)" },
  { name: "postgres", label: "PostgreSQL (node-postgres, asynchronous)" },
] as const;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const lead = (index: number) => ({
  kind: "cotacao",
  name: "Carla Mendes",
  email: `carla${index}@exemplo.com.br`,
  phone: "(41) 99123-4567",
  state: "PR",
  city: "Curitiba",
  modelSlug: "eclipse-cross",
  consent: true,
  tracking: { campaign: { source: "r_sociais" } },
});

interface Started {
  base: string;
  child: ChildProcess;
}

function startServer(command: string[], env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...command], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", ADMIN_TOKEN, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      const base = /Site servido em (\S+)/.exec(chunk.toString())?.[1];
      if (base) resolve({ base, child });
    });
    child.on("exit", (code) => reject(new Error(`the server exited early (${code})`)));
  });
}

function stopServer({ child }: Started): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** The clients' connections: kept alive between requests, as many at once as there are requests. */
const clients = new http.Agent({ keepAlive: true });

interface Ask {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The connections to use: the clients' pool unless told. */
  agent?: http.Agent;
}

function timed(address: string, ask: Ask = {}): Promise<{ ms: number; status: number; body: Buffer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      address,
      { method: ask.method ?? "GET", headers: ask.headers, agent: ask.agent ?? clients },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
    request.end(ask.body);
  });
}

async function storedRows(base: string): Promise<number> {
  const response = await fetch(`${base}/api/admin/submissions.csv?format=rfc4180`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  return (await response.text()).split("\r\n").filter(Boolean).length - 1;
}

interface Visitor {
  start(address: string): void;
  /** Stops the visits and hands back how long each took. */
  stop(): Promise<number[]>;
}

/** A visitor in a process of its own, ready to ask for a file during a burst (bench/load-visitor.ts). */
function startVisitor(): Promise<Visitor> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("bench", "load-visitor.ts")], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("message", () =>
      resolve({
        start: (address) => child.send({ kind: "start", address }),
        stop: () =>
          new Promise((done) => {
            child.once("message", (message: { timings: number[] }) => done(message.timings));
            child.send({ kind: "stop" });
          }),
      }),
    );
  });
}

async function leadBurst(variant: string, base: string, stores = true): Promise<LoadRun> {
  const send = (index: number, agent?: http.Agent) =>
    timed(`${base}/api/lead/v1.0/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `carga-${index}-0123456789abcdef` },
      body: JSON.stringify(lead(index)),
      agent,
    });
  /** CONCURRENT distinct leads from `first` on, plus RETRIES retries of them. */
  const burst = (first: number, agent?: http.Agent) => [
    ...Array.from({ length: CONCURRENT }, (_, index) => send(first + index, agent)),
    ...Array.from({ length: RETRIES }, (_, index) => send(first + index * 5, agent)),
  ];
  await Promise.all(Array.from({ length: WARM_UP }, (_, index) => send(1_000_000 + index)));
  const visitor = await startVisitor();
  const clientCpu = process.cpuUsage();
  const started = performance.now();
  visitor.start(`${base}/robots.txt`);
  const first = burst(0);
  // A visitor asks for a static file while the leads pour in.
  const robots = await timed(`${base}/robots.txt`);
  const answers = await Promise.all(first);
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(clientCpu);
  const visitorMs = await visitor.stop();
  const statuses: Record<number, number> = {};
  const accepted = new Set<number>();
  for (const answer of answers) {
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status === 201 || answer.status === 200)
      accepted.add((JSON.parse(answer.body.toString()) as { id: number }).id);
  }
  const latencies = answers.map((answer) => answer.ms);
  const stored = stores ? (await storedRows(base)) - WARM_UP : undefined;
  const warm = await warmBurst(base, burst);
  return {
    variant,
    sent: CONCURRENT + RETRIES,
    statuses,
    stored,
    acceptedUnique: accepted.size,
    p50Ms: median(latencies),
    p99Ms: percentile(latencies, 99),
    staticMs: robots.ms,
    visitorMs,
    wallMs,
    clientCpuMs: (user + system) / 1000,
    warm,
    storedInAll: stores ? (await storedRows(base)) - WARM_UP : undefined,
  };
}

/** WARMING_BURSTS bursts of new leads, then one measured: each on connections of its own, as new visitors' are. */
async function warmBurst(
  base: string,
  burst: (first: number, agent: http.Agent) => Promise<{ ms: number }>[],
): Promise<LoadRun["warm"]> {
  const onNewConnections = async (round: number) => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      return await Promise.all(burst(round * 10_000, agent));
    } finally {
      agent.destroy();
    }
  };
  for (let round = 1; round <= WARMING_BURSTS; round += 1) await onNewConnections(round);
  const visitor = await startVisitor();
  visitor.start(`${base}/robots.txt`);
  const latencies = (await onNewConnections(WARMING_BURSTS + 1)).map((answer) => answer.ms);
  return { p50Ms: median(latencies), p99Ms: percentile(latencies, 99), visitorMs: await visitor.stop() };
}

async function postgresDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  const running = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres();
  const name = `carga_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: running.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(running.url);
  url.pathname = `/${name}`;
  return { url: url.toString(), stop: running.stop };
}

/** FLOOD distinct optimisations of the build's drawings (rasterised, as a browser without SVG would ask) and a page meanwhile. */
async function imageFlood(): Promise<FloodRun> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-flood-"));
  const server = await startServer([path.join("server", "main.ts")], { DATA_DIR: dataDir });
  try {
    const drawings = (await readdir(path.join(PUBLIC_DIR, "artwork"))).filter((file) => file.endsWith(".svg"));
    const addresses: string[] = [];
    for (const drawing of drawings) {
      for (const width of [...OPTIMISED_WIDTHS].reverse()) {
        for (const quality of OPTIMISED_QUALITIES) {
          if (addresses.length < FLOOD) {
            addresses.push(
              `/api/image-optimiser?url=${encodeURIComponent(`/artwork/${drawing}`)}&w=${width}&q=${quality}`,
            );
          }
        }
      }
    }
    await timed(`${server.base}/concessionarias`);
    const started = performance.now();
    const flood = addresses.map((address) => timed(`${server.base}${address}`, { headers: { Accept: "image/webp" } }));
    const page = await timed(`${server.base}/concessionarias`);
    const answers = await Promise.all(flood);
    const statuses: Record<number, number> = {};
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    return { statuses, pageMs: page.ms, wallMs: performance.now() - started };
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function loadTest(): Promise<LoadResult> {
  const runs: LoadRun[] = [];
  for (const { name } of VARIANTS) {
    const database = name === "postgres" ? await postgresDatabase() : undefined;
    const command =
      name === "floor" ? [path.join("bench", "load-floor-server.ts")] : [path.join("bench", "load-server.ts"), name];
    const server = await startServer(command, {
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    try {
      runs.push(await leadBurst(name, server.base, name !== "floor"));
    } finally {
      await stopServer(server);
      await database?.stop();
    }
    const run = runs[runs.length - 1] as LoadRun;
    console.log(
      `${name.padEnd(14)} p50 ${run.p50Ms.toFixed(0)} ms, p99 ${run.p99Ms.toFixed(0)} ms, robots.txt ${run.staticMs.toFixed(0)} ms (visitor: ${visits(run.visitorMs)}), clients' CPU ${run.clientCpuMs.toFixed(0)} ms; warm: p50 ${run.warm.p50Ms.toFixed(0)} ms, p99 ${run.warm.p99Ms.toFixed(0)} ms (visitor: ${visits(run.warm.visitorMs)})`,
    );
  }
  const flood = await imageFlood();
  return { runs, flood, memory: await memoryUnderHostileClients() };
}

/** The visitor's fetches of one burst: how many, the median and the worst. */
function visits(visitorMs: number[]): string {
  return `${visitorMs.length} fetches, median ${Math.round(median(visitorMs))} ms, worst ${Math.round(Math.max(...visitorMs))} ms`;
}

const statusList = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(", ");

export function loadReport({ runs, flood, memory }: LoadResult): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = [
    `${CONCURRENT} distinct leads at once plus ${RETRIES} retries with used keys; the server in its own process, the clients in this one (node:http, one keep-alive pool), over loopback. The clients' CPU is what they took from the two cores during the burst. robots.txt is asked two ways: by the clients' process right after it has started the burst (it waits behind the 600 requests that process is still writing: the clients' queue and the server's), and by a visitor in a process of its own (bench/load-visitor.ts), again and again over new connections from the burst's start to its last answer (the server's queue alone; the target is read on its worst fetch).`,
    "",
    `Each way is measured twice: on the first burst after the server started (which warms itself before it listens, as \`npm start\` does: server/http/warm-up.ts; then ${WARM_UP} leads before the burst), and on a warm server, after ${WARMING_BURSTS} more bursts of new leads (each burst on new connections, as new visitors' are; a launch day's burst meets a server that has taken leads all morning).`,
    "",
    `| Way of writing | p50 | p99 | robots.txt after the burst, clients' process | robots.txt, visitor's process | Clients' CPU | Answers | Stored (expected ${CONCURRENT}; in all ${CONCURRENT * (WARMING_BURSTS + 2)}) | Warm: p50 | Warm: p99 | Warm: robots.txt, visitor's process |`,
    "|---|---|---|---|---|---|---|---|---|---|---|",
    `| Before issue 14 (the issue's figures, quiet machine, fetch clients in the server's process) | ${ms(BEFORE.p50Ms)} | ${ms(BEFORE.p99Ms)} | ${ms(BEFORE.staticMs)} | | | | | | | |`,
  ];
  for (const run of runs) {
    const label = VARIANTS.find((variant) => variant.name === run.variant)?.label ?? run.variant;
    const once =
      run.stored === CONCURRENT &&
      run.acceptedUnique === CONCURRENT &&
      run.storedInAll === CONCURRENT * (WARMING_BURSTS + 2);
    const stored =
      run.stored === undefined ? "(stores nothing)" : `${once ? "✅" : "❌"} ${run.stored}; ${run.storedInAll}`;
    lines.push(
      `| ${label} | ${ms(run.p50Ms)} | ${ms(run.p99Ms)} | ${ms(run.staticMs)} | ${visits(run.visitorMs)} | ${ms(run.clientCpuMs)} | ${statusList(run.statuses)} | ${stored} | ${ms(run.warm.p50Ms)} | ${ms(run.warm.p99Ms)} | ${visits(run.warm.visitorMs)} |`,
    );
  }
  const chosen = runs.find((run) => run.variant === "writer-thread");
  lines.push("");
  if (chosen) {
    const worst = Math.max(...chosen.visitorMs);
    const warmWorst = Math.max(...chosen.warm.visitorMs);
    lines.push(
      `- ${chosen.p99Ms <= TARGETS.p99Ms ? "✅" : "❌"} default store, first burst: p99 ${ms(chosen.p99Ms)} ≤ ${TARGETS.p99Ms} ms`,
      `- ${worst <= TARGETS.staticMs ? "✅" : "❌"} default store, first burst: robots.txt during the burst, the visitor's worst of ${chosen.visitorMs.length} fetches ${ms(worst)} ≤ ${TARGETS.staticMs} ms (median ${ms(median(chosen.visitorMs))}; asked from the clients' own process after the burst: ${ms(chosen.staticMs)})`,
      `- ${chosen.warm.p99Ms <= TARGETS.p99Ms ? "✅" : "❌"} default store, warm: p99 ${ms(chosen.warm.p99Ms)} ≤ ${TARGETS.p99Ms} ms`,
      `- ${warmWorst <= TARGETS.staticMs ? "✅" : "❌"} default store, warm: robots.txt during the burst, the visitor's worst of ${chosen.warm.visitorMs.length} fetches ${ms(warmWorst)} ≤ ${TARGETS.staticMs} ms (median ${ms(median(chosen.warm.visitorMs))})`,
    );
  }
  const floor = runs.find((run) => run.variant === "floor");
  if (floor) {
    lines.push(
      `- The floor, a bare node:http server storing nothing, answered the same burst with p99 ${ms(floor.p99Ms)} and robots.txt in ${ms(floor.staticMs)} (visitor: ${visits(floor.visitorMs)}), and warm with p99 ${ms(floor.warm.p99Ms)}: no Node server does better on this machine at this moment.`,
    );
  }
  const fiveHundreds = runs.reduce(
    (sum, run) => sum + Object.entries(run.statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 ? c : 0), 0),
    0,
  );
  lines.push(`- ${fiveHundreds === 0 ? "✅" : "❌"} ${fiveHundreds} lead answers were 5xx.`);
  lines.push(
    "",
    `Image optimiser: ${FLOOD} distinct uncached optimisations at once (${statusList(flood.statuses)}: 503 is the queue refusing, with Retry-After), /concessionarias fetched meanwhile.`,
    "",
    `- ${flood.pageMs <= TARGETS.floodPageMs ? "✅" : "❌"} the page answered in ${ms(flood.pageMs)} ≤ ${TARGETS.floodPageMs} ms (before issue 14: four odd widths made it wait 15 s).`,
    "",
    memoryReport(memory),
  );
  return lines.join("\n");
}
