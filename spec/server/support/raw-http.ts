import { connect } from "node:net";

/**
 * HTTP as a hostile client writes it, byte for byte: a method or an address no
 * HTTP library would send (`FOO /`, `GET /\evil.example/`, two Host lines),
 * several requests in one write (pipelined). Read back as the server wrote it.
 */

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

/** Everything the server wrote until it closed the connection (or `waitMs` passed, when it did not). */
export function sendRaw(
  base: string,
  text: string | Buffer,
  waitMs = 5_000,
): Promise<{ bytes: Buffer; closed: boolean }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ bytes: Buffer.concat(chunks), closed: false });
    }, waitMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A server that closes with requests unread resets the connection: what it wrote before still counts.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ bytes: Buffer.concat(chunks), closed: true });
    });
  });
}

/** The answers in what a connection carried, in order (bodies read by Content-Length). */
export function answersIn(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = bytes;
  while (rest.length > 0) {
    const end = rest.indexOf("\r\n\r\n");
    if (end < 0) break;
    const [statusLine = "", ...lines] = rest.subarray(0, end).toString("utf8").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    const length = Number(headers["content-length"] ?? 0);
    const body = rest.subarray(end + 4, end + 4 + length);
    answers.push({
      status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
      headers,
      body: body.toString("utf8"),
    });
    rest = rest.subarray(end + 4 + length);
  }
  return answers;
}

/** The one answer of a request sent alone. */
export async function rawAnswer(base: string, text: string): Promise<RawAnswer> {
  const [answer] = answersIn((await sendRaw(base, text)).bytes);
  if (!answer) throw new Error(`no answer to ${JSON.stringify(text.slice(0, 60))}`);
  return answer;
}
