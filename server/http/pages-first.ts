import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Pages first: a burst of submissions cannot hold a page.
 *
 * One event loop reads every socket. Handed to the router as soon as they
 * were read, the requests of a launch day's lead burst (each one's body read,
 * checked against the contract, counted by the rate limit and passed to the
 * store) ran one after the other, and a page asked among them waited for all
 * those read before it. So reading stays first come, first served, but the
 * work that follows differs by kind:
 *
 * - a read (GET, HEAD, OPTIONS) goes to the router at once, as before;
 * - a submission (any other method) waits in a queue that the loop works
 *   through a few a turn (`setImmediate`): between two turns the loop reads
 *   its sockets again and routes the pages that arrived meanwhile. A turn
 *   takes its submissions through all their synchronous work (the body's
 *   read, the contract, the rate limit and the message to the store run on
 *   the turn's `nextTick`s and microtasks), so a page waits one turn at most;
 * - Node accepts one new connection a turn (libuv since its pull request 3696,
 *   "don't accept() connections in a loop"), and the kernel hands
 *   them over in the order they came: a visitor's connection opened behind a
 *   burst of new ones waits until all of them are accepted. So while new
 *   connections keep coming, the submissions' turn gives way, up to
 *   TURNS_GIVEN_TO_NEW_CONNECTIONS turns in a row: the queue of connections
 *   empties at the pace of accepting alone, and no flood of connections can
 *   stop the submissions for long.
 *
 * Submissions keep their order and none is dropped; the loop does the same
 * work as before, in other pieces. Measured with the load bench's burst (500
 * leads and 100 retries on new connections, a visitor asking for robots.txt
 * over new connections throughout; docs/bench.md).
 */

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Submissions routed each turn of the event loop. */
export const SUBMISSIONS_PER_TURN = 4;
/** Turns in a row in which the submissions wait while connections are being accepted. */
export const TURNS_GIVEN_TO_NEW_CONNECTIONS = 8;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface PagesFirst {
  /** The server's request listener. */
  onRequest: RequestListener;
  /** The server's `connection` listener. */
  onConnection: () => void;
}

export function pagesFirst(route: RequestListener, perTurn = SUBMISSIONS_PER_TURN): PagesFirst {
  const waiting: Array<[IncomingMessage, ServerResponse]> = [];
  let turnAsked = false;
  let connectionAccepted = false;
  let turnsGiven = 0;

  const turn = (): void => {
    if (connectionAccepted && turnsGiven < TURNS_GIVEN_TO_NEW_CONNECTIONS) {
      connectionAccepted = false;
      turnsGiven += 1;
      setImmediate(turn);
      return;
    }
    connectionAccepted = false;
    turnsGiven = 0;
    const due = waiting.splice(0, perTurn);
    if (waiting.length > 0) setImmediate(turn);
    else turnAsked = false;
    for (const [request, response] of due) route(request, response);
  };

  return {
    onRequest: (request, response) => {
      if (READS.has(request.method ?? "")) {
        route(request, response);
        return;
      }
      waiting.push([request, response]);
      if (!turnAsked) {
        turnAsked = true;
        connectionAccepted = false;
        setImmediate(turn);
      }
    },
    onConnection: () => {
      connectionAccepted = true;
    },
  };
}
