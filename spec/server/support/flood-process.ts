import { type ChildProcess, fork } from "node:child_process";
import { connect, type Socket } from "node:net";
import { fileURLToPath } from "node:url";

/**
 * An attacker's flood from a process of its own, as it comes from another
 * machine: one connection per request, every connection opened first, then
 * every request written at once, so all of them are in the server's hands
 * before the measuring client sends its page. Sent from the measuring
 * process itself, the flood's 50 answers were read on the same event loop as
 * the page's, and that client work (100–200 ms on 2 cores) was counted as
 * the server's.
 */

interface FloodOrder {
  host: string;
  port: number;
  paths: string[];
  accept: string;
}

type FloodMessage = { sent: true } | { statuses: number[] };

export interface Flooder {
  /** Resolves `sent` once every request is written, `statuses` once each has its status line. */
  flood(base: string, paths: string[], accept: string): { sent: Promise<void>; statuses: Promise<number[]> };
  stop(): void;
}

const THIS_FILE = fileURLToPath(import.meta.url);

export function startFlooder(): Flooder {
  const child: ChildProcess = fork(THIS_FILE, ["--flood"], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  return {
    flood(base, paths, accept) {
      const { hostname, port } = new URL(base);
      let sent!: () => void;
      let answered!: (statuses: number[]) => void;
      let failed!: (error: Error) => void;
      const died = new Promise<never>((_, reject) => {
        failed = reject;
      });
      const result = {
        sent: Promise.race([new Promise<void>((resolve) => (sent = resolve)), died]),
        statuses: Promise.race([new Promise<number[]>((resolve) => (answered = resolve)), died]),
      };
      result.sent.catch(() => {});
      const exited = (code: number | null) => failed(new Error(`the flooding process exited (${code})`));
      const listen = (message: FloodMessage) => {
        if ("sent" in message) return sent();
        child.off("message", listen).off("exit", exited);
        answered(message.statuses);
      };
      child.on("message", listen).once("exit", exited);
      const order: FloodOrder = { host: hostname, port: Number(port), paths, accept };
      child.send(order);
      return result;
    },
    stop: () => child.kill(),
  };
}

function opened(host: string, port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** The status of the answer's first line; the socket is dropped once it is read. */
function statusOf(socket: Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    let head = "";
    socket.on("data", (chunk: Buffer) => {
      head += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(head);
      if (status) {
        resolve(Number(status[1]));
        socket.destroy();
      }
    });
    socket.once("error", reject);
    socket.once("close", () => reject(new Error("connection closed before a status line")));
  });
}

async function floodOnce({ host, port, paths, accept }: FloodOrder): Promise<void> {
  const sockets = await Promise.all(paths.map(() => opened(host, port)));
  const statuses = sockets.map(statusOf);
  sockets.forEach((socket, index) => {
    socket.write(
      `GET ${paths[index]} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: ${accept}\r\nConnection: close\r\n\r\n`,
    );
  });
  process.send?.({ sent: true } satisfies FloodMessage);
  process.send?.({ statuses: await Promise.all(statuses) } satisfies FloodMessage);
}

if (process.argv.includes("--flood") && process.send) {
  process.on("message", (order: FloodOrder) => {
    floodOnce(order).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}
