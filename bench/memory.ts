import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ROOT } from "../tooling/paths";

/**
 * The server's resident memory under hostile clients (issue 52), measured on
 * `npm start`'s server in a process of its own, its resident set read from
 * /proc while the clients in this process do their worst:
 *
 * 1. Pipelining: PIPELINING_CONNECTIONS connections each write `GET /`
 *    PIPELINED times in one go (79 KB) and never read an answer. Before issue
 *    52 one such connection grew the server from 311 to 468 MB, and four by 367 MB.
 * 2. A remote flood: REMOTE_FLOOD optimisations of photos of about 14 MB from
 *    an allow-listed host (a stand-in on the loopback), all at once, twice:
 *    one photo under addresses that differ in their query (`/big?n=<i>`, as
 *    the probe sent them), then as many different photos. Before, every one
 *    was fetched at once: 233 → 716 MB for 40.
 *
 * The figure is the growth of the resident set over the server's idle one
 * (warmed, after a few pages and one optimisation), at its peak while the
 * clients are at work; the bound is MEMORY_BOUND_MB for each.
 */

const PIPELINING_CONNECTIONS = 4;
const PIPELINED = 3_000;
const REMOTE_FLOOD = 40;
/** The photo's size: 4600 × 3400 pixels of noise, JPEG at 95, about 14.8 MB (the optimiser takes 15 MB at most). */
const PHOTO = { width: 4_600, height: 3_400, quality: 95 };
export const MEMORY_BOUND_MB = 64;
const SAMPLE_EVERY_MS = 25;

export interface MemoryScenario {
  name: string;
  /** Resident set at idle, then at its peak during the scenario, in MB. */
  idleMb: number;
  peakMb: number;
  /** What the clients saw: statuses of the answers, or how the connections ended. */
  outcome: string;
  ms: number;
}

export interface MemoryRun {
  scenarios: MemoryScenario[];
  photoMb: number;
}

/** The server's resident set (VmRSS), in MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The peak resident set while `work` runs, sampled every SAMPLE_EVERY_MS. */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ peakMb: number; result: T; ms: number }> {
  let peakMb = residentMb(pid);
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(pid));
  }, SAMPLE_EVERY_MS);
  const started = performance.now();
  try {
    const result = await work();
    peakMb = Math.max(peakMb, residentMb(pid));
    return { peakMb, result, ms: performance.now() - started };
  } finally {
    clearInterval(sampler);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The idle resident set: the median of a few samples once the server has rested. */
async function idleMb(pid: number): Promise<number> {
  await pause(1_000);
  const samples: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    samples.push(residentMb(pid));
    await pause(100);
  }
  return samples.sort((a, b) => a - b)[2] as number;
}

function get(address: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(address, { headers, agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

/** Connections that write their requests and never read: how each ended (closed by the server, or still open). */
async function pipeliningClients(base: string): Promise<string> {
  const { hostname, port } = new URL(base);
  const requests = `GET / HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`.repeat(PIPELINED);
  const sockets = await Promise.all(
    Array.from(
      { length: PIPELINING_CONNECTIONS },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(Number(port), hostname, () => resolve(socket));
          socket.once("error", reject);
        }),
    ),
  );
  let closedByServer = 0;
  for (const socket of sockets) {
    socket.removeAllListeners("error");
    socket.on("error", () => {});
    socket.once("close", () => {
      closedByServer += 1;
    });
    // Never read: the answers pile up on the server's side, as the probe's did.
    socket.pause();
    socket.write(requests);
  }
  // Long enough for the server to do what it will with them (the probe saw its memory come back after 30 s).
  await pause(4_000);
  const stillOpen = sockets.filter((socket) => !socket.destroyed).length;
  for (const socket of sockets) socket.destroy();
  return `${closedByServer} of ${PIPELINING_CONNECTIONS} connections closed by the server within 4 s, ${stillOpen} still open`;
}

/** The allow-listed photo host, on the loopback: the same photo at any address under it. */
async function photoHost(photo: Buffer): Promise<{ base: string; fetches: () => number; close(): Promise<void> }> {
  let fetches = 0;
  const server = http.createServer((_request, response) => {
    fetches += 1;
    response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": photo.length }).end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    fetches: () => fetches,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const statusList = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(", ");
};

function startServer(entry: string, env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", entry], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      const base = /Site servido em (\S+)/.exec(chunk.toString())?.[1];
      if (base) resolve({ base, child });
    });
    child.on("exit", (code) => reject(new Error(`the server exited early (${code})`)));
  });
}

/** The scenarios against the server `entry` starts (server/main.ts: `npm start`'s). */
export async function memoryUnderHostileClients(entry = path.join(ROOT, "server", "main.ts")): Promise<MemoryRun> {
  const noise = Buffer.alloc(PHOTO.width * PHOTO.height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  const photo = await sharp(noise, { raw: { width: PHOTO.width, height: PHOTO.height, channels: 3 } })
    .jpeg({ quality: PHOTO.quality })
    .toBuffer();
  const host = await photoHost(photo);
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-memory-"));
  const server = await startServer(entry, { DATA_DIR: dataDir, IMAGE_REMOTE_PATTERNS: `${host.base}/**` });
  const pid = server.child.pid as number;
  const scenarios: MemoryScenario[] = [];
  try {
    // Idle, warmed: pages, and the optimiser's code once.
    for (let index = 0; index < 20; index += 1) await get(`${server.base}/`);
    await get(`${server.base}/api/image-optimiser?url=${encodeURIComponent(`${host.base}/aquecimento.jpg`)}&w=64`, {
      Accept: "image/webp",
    });
    const measure = async (name: string, work: () => Promise<string>) => {
      const idle = await idleMb(pid);
      const { peakMb, result, ms } = await peakDuring(pid, work);
      scenarios.push({ name, idleMb: idle, peakMb, outcome: result, ms });
      console.log(`memory: ${name}: ${idle.toFixed(0)} → ${peakMb.toFixed(0)} MB (${result})`);
    };
    await measure(`${PIPELINING_CONNECTIONS} connections × ${PIPELINED} pipelined GET / never read`, () =>
      pipeliningClients(server.base),
    );
    const flood = async (addressOf: (index: number) => string) => {
      const before = host.fetches();
      const statuses = await Promise.all(
        Array.from({ length: REMOTE_FLOOD }, (_, index) =>
          get(`${server.base}/api/image-optimiser?url=${encodeURIComponent(addressOf(index))}&w=64`, {
            Accept: "image/webp",
          }),
        ),
      );
      return `${statusList(statuses)}; ${host.fetches() - before} fetches`;
    };
    await measure(`${REMOTE_FLOOD} optimisations at once of one remote photo, /big?n=<i>`, () =>
      flood((index) => `${host.base}/big?n=${index}`),
    );
    await measure(`${REMOTE_FLOOD} optimisations at once of ${REMOTE_FLOOD} remote photos`, () =>
      flood((index) => `${host.base}/fotos/${index}.jpg`),
    );
  } finally {
    server.child.removeAllListeners("exit");
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await exited;
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return { scenarios, photoMb: photo.length / 1024 / 1024 };
}

export function memoryReport({ scenarios, photoMb }: MemoryRun): string {
  const mb = (value: number) => `${Math.round(value)} MB`;
  return [
    `The server's resident memory (VmRSS, read from /proc every ${SAMPLE_EVERY_MS} ms) under hostile clients: \`npm start\`'s server in a process of its own, warmed, after a few pages; the photos ${photoMb.toFixed(1)} MB each from an allow-listed stand-in host on the loopback. The growth is the peak over the idle figure measured just before; the bound ${MEMORY_BOUND_MB} MB for each.`,
    "",
    "| Clients | Idle | Peak | Growth | What the clients saw | Time |",
    "|---|---|---|---|---|---|",
    ...scenarios.map(
      (scenario) =>
        `| ${scenario.name} | ${mb(scenario.idleMb)} | ${mb(scenario.peakMb)} | ${scenario.peakMb - scenario.idleMb <= MEMORY_BOUND_MB ? "✅" : "❌"} ${mb(scenario.peakMb - scenario.idleMb)} | ${scenario.outcome} | ${(scenario.ms / 1000).toFixed(1)} s |`,
    ),
    "",
    "Before issue 52 (the probe of a74ffea, a copy on this machine): one connection of 3,000 pipelined requests grew the server from 311 to 468 MB, four by 367 MB; 40 optimisations of 14 MB photos, 233 → 716 MB.",
  ].join("\n");
}
