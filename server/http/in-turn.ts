import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * A connection's requests answered in turn, a bounded number waiting, and a
 * bounded number in all.
 *
 * Node parses every request a connection sends as soon as it reads it, and
 * hands each to the server at once, before the answers of those before it
 * are sent; it keeps those answers until their turn. One connection that sent
 * `GET /` 3,000 times without reading (79 KB) had 3,000 pages read and kept
 * in memory: the server grew from 311 to 468 MB, and four such connections by
 * 367 MB. nginx answers pipelined requests one at a time instead, and closes a
 * connection after 1,000 requests. So here:
 *
 * - a connection's next request reaches the router only once the answer
 *   before it is sent (or the connection closed);
 * - at most `maxWaiting` wait: a client that writes more without reading its
 *   answers is no browser (browsers do not pipeline), and its connection is
 *   closed, which frees at once what Node had parsed for it;
 * - the `maxRequests`-th request's answer says `Connection: close`, and the
 *   connection closes after it; requests written after that one are left
 *   unanswered, and a client sends them again on a new connection (RFC 9112,
 *   9.3.2). Node's own `maxRequestsPerSocket` is not used: it writes
 *   `Connection: close` but keeps the connection open, and answers the
 *   requests that follow with a bare 503 of its own, without the site's
 *   headers (Node 20).
 *
 * A client that pipelines within the bounds is answered in full, in order.
 */

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Requests of one connection that may wait behind the one being answered. */
export const MAX_WAITING_PER_CONNECTION = 32;

interface Connection {
  /** An answer is under way: the next request waits for it. */
  answering: boolean;
  waiting: Array<[IncomingMessage, ServerResponse]>;
  /** Requests taken from this connection so far. */
  taken: number;
}

export function inTurn(
  route: RequestListener,
  maxRequests: number,
  maxWaiting = MAX_WAITING_PER_CONNECTION,
): RequestListener {
  const connections = new WeakMap<Socket, Connection>();

  const answer = (connection: Connection, request: IncomingMessage, response: ServerResponse): void => {
    connection.answering = true;
    response.once("close", () => {
      const next = connection.waiting.shift();
      if (next && !request.socket.destroyed) answer(connection, ...next);
      else connection.answering = false;
    });
    route(request, response);
  };

  return (request, response) => {
    const socket = request.socket;
    // What Node had parsed for a connection closed below: nobody will read its answers.
    if (socket.destroyed) return;
    let connection = connections.get(socket);
    if (!connection) {
      connection = { answering: false, waiting: [], taken: 0 };
      connections.set(socket, connection);
    }
    if (connection.taken >= maxRequests) return;
    connection.taken += 1;
    // Node then writes `Connection: close` and closes the connection once this answer is sent.
    if (connection.taken === maxRequests) response.shouldKeepAlive = false;
    if (!connection.answering) answer(connection, request, response);
    else if (connection.waiting.length < maxWaiting) connection.waiting.push([request, response]);
    else socket.destroy();
  };
}
