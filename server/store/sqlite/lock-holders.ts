import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";

/**
 * The other processes that have a SQLite database open: who to stop when the
 * database stays locked. Read from Linux's /proc (each process's open files,
 * the database's own and its -wal, -shm and -journal); elsewhere, or without
 * the right to look, nobody is named and the caller says "another process".
 */

const COMMAND_SHOWN = 120;

function commandOf(pid: string): string {
  try {
    // On one line whatever its arguments hold (a script given with -e has line breaks).
    const words = readFileSync(`/proc/${pid}/cmdline`, "utf8")
      .replace(/[\0\s]+/g, " ")
      .trim();
    return words.length > COMMAND_SHOWN ? `${words.slice(0, COMMAND_SHOWN)}…` : words;
  } catch {
    return "?";
  }
}

function opens(pid: string, files: ReadonlySet<string>): boolean {
  let descriptors: string[];
  try {
    descriptors = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  return descriptors.some((descriptor) => {
    try {
      return files.has(readlinkSync(`/proc/${pid}/fd/${descriptor}`));
    } catch {
      return false;
    }
  });
}

/** "1234 (node server/main.ts)" for each other process that has the database open. */
export function processesHolding(database: string): string[] {
  const file = path.resolve(database);
  const files = new Set([file, `${file}-wal`, `${file}-shm`, `${file}-journal`]);
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid);
  } catch {
    return [];
  }
  return pids.filter((pid) => opens(pid, files)).map((pid) => `${pid} (${commandOf(pid)})`);
}
