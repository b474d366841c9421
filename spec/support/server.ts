import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { ROOT, TSX } from "../../tooling/paths";
import { SERVER_START_TIMEOUT_MS } from "./settings";
import { buildSiteForTheSuite } from "./suite-build";

/**
 * The server under test when no BASE_URL is given: the suite's build, served
 * by the project's production server started as a command (`tsx
 * server/main.ts`), as an operator would start it: on a free loopback port,
 * with a submissions database of its own for the run and an admin token the
 * scenarios use to read back what the forms sent. The suite knows the server
 * only by that command, its environment and the one line it prints once it
 * listens.
 */
export interface LocalSite {
  baseUrl: string;
  adminToken: string;
  stop(): Promise<void>;
}

/** Scenarios submit many forms from one address: the run allows them all. */
const SUBMISSIONS_PER_MINUTE_IN_TESTS = 100_000;

/** The line the server prints once it listens (server/main.ts): `Site servido em http://HOST:PORT`. */
const LISTENING = /^Site servido em (https?:\/\/\S+)$/;

/** Resolves with the address the server announces; rejects when it exits or stays silent first. */
function announcedAddress(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!server.stdout) return reject(new Error("The server's output is not readable."));
    const lines = createInterface({ input: server.stdout });
    const timer = setTimeout(() => {
      reject(new Error(`The server did not say where it listens within ${SERVER_START_TIMEOUT_MS / 1000} s.`));
    }, SERVER_START_TIMEOUT_MS);
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}) before it listened.`));
    };
    server.once("exit", exited);
    lines.on("line", (line) => {
      const address = LISTENING.exec(line.trim())?.[1];
      if (!address) return;
      clearTimeout(timer);
      server.off("exit", exited);
      resolve(address);
    });
  });
}

/** Servers being stopped on purpose: their exit is no news. */
const stopping = new WeakSet<ChildProcess>();

/** Stops the server as an operator would (SIGTERM) and waits until it has exited. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  stopping.add(server);
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.kill("SIGTERM");
  await exited;
}

/** Serves the suite's build, made first when its sources changed; with SPEC_PREBUILT=1, the build handed over as it is (run-spec.ts checked its stamp). */
export async function startLocalSite(): Promise<LocalSite> {
  if (process.env.SPEC_PREBUILT !== "1") await buildSiteForTheSuite();
  const dataDir = mkdtempSync(path.join(tmpdir(), "mitsubishi-spec-data-"));
  const adminToken = randomBytes(24).toString("hex");
  const server = spawn(TSX, [path.join(ROOT, "server", "main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SUBMISSIONS_PER_MINUTE: String(SUBMISSIONS_PER_MINUTE_IN_TESTS),
      ADMIN_TOKEN: adminToken,
    },
    // What the server says after its address (nothing, today) is read and dropped; its errors show.
    stdio: ["ignore", "pipe", "inherit"],
  });
  server.on("exit", (code, signal) => {
    if (!stopping.has(server))
      console.error(`The server under test stopped by itself (code ${code}, signal ${signal}).`);
  });
  let baseUrl: string;
  try {
    baseUrl = await announcedAddress(server);
  } catch (error) {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    adminToken,
    stop: async () => {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
