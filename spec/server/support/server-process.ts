import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../../../tooling/paths";

/**
 * The server as everything starts it: `server/main.ts` in a process of its
 * own, configured by its environment, announcing `Site servido em …`. Tests
 * that go through this door hold for any server that keeps the contract. It
 * starts without its warm-up (WARM_UP=false, about 2.7 s a start, more with
 * other tests beside it) unless the test's environment says otherwise: only
 * spec/server/warm-up.test.ts is about it.
 */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything the server wrote to stderr so far (its log). */
  stderr(): string;
  /** What it wrote to stdout so far. */
  stdout(): string;
  /** Sends the signal and resolves to the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** What a run of main.ts printed and how it ended, for servers that must refuse to start. */
export function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "main.ts")], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Site servido em")) child.kill("SIGKILL");
    });
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "main.ts")], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", WARM_UP: "false", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const base = /Site servido em (\S+)/.exec(stdout)?.[1];
      if (base) {
        resolve({
          base,
          child,
          stderr: () => stderr,
          stdout: () => stdout,
          stop: async (signal = "SIGTERM") => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    });
    child.on("exit", (code) => reject(new Error(`the server exited before listening (${code}):\n${stderr}`)));
  });
}
