import type { Server } from "node:http";
import { connect, type Socket } from "node:net";

/**
 * Requests that reach a server at once, as a burst does, made certain: for a
 * server running in the test's own process. Each request goes on a connection
 * of its own, opened and accepted first (the server accepts one new connection
 * a turn of its event loop, so it would otherwise read each request in a turn
 * of its own); then every request is written while the test holds the event
 * loop, so the server reads them all in one go when it runs again.
 */

/** An HTTP/1.1 request as written on the wire, asking to close its connection once answered. */
export function rawRequest(
  method: string,
  address: string,
  headers: Record<string, string> = {},
  body?: unknown,
): string {
  const text = body === undefined ? "" : JSON.stringify(body);
  const lines = [`${method} ${address} HTTP/1.1`, "Host: localhost", "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push("Content-Type: application/json", `Content-Length: ${Buffer.byteLength(text)}`);
  return `${lines.join("\r\n")}\r\n\r\n${text}`;
}

function opened(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** The whole answer, once the server closes the connection. */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    socket.once("error", reject);
    socket.once("close", () => resolve(text));
  });
}

function connectionsOf(server: Server): Promise<number> {
  return new Promise((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** Holds this process, and so the server's event loop, while the kernel takes what the clients wrote. */
function holdTheEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The server cannot read its sockets meanwhile: every request is waiting for it at once.
  }
}

/** Sends the requests so that the server reads them in one go; resolves to each one's whole answer, in order. */
export async function sentAtOnce(server: Server, port: number, requests: readonly string[]): Promise<string[]> {
  const sockets = await Promise.all(requests.map(() => opened(port)));
  while ((await connectionsOf(server)) < sockets.length) await new Promise((resolve) => setTimeout(resolve, 5));
  const answers = sockets.map(answerOf);
  sockets.forEach((socket, index) => {
    socket.write(requests[index] as string);
  });
  holdTheEventLoop(150);
  return Promise.all(answers);
}

/** The status of an answer as read on the wire. */
export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
}
