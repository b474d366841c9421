import http from "node:http";

/**
 * A visitor during the lead burst of the load test (bench/load.ts): in a
 * process of its own, as a visitor's browser is, it asks for robots.txt again
 * and again, each time over a new connection, from the parent's "start" to its
 * "stop", and sends back how long each answer took. Asked from the clients'
 * own process, the file would wait behind the 600 requests that process is
 * still writing, which is the clients' queue, not the server's.
 */

type Order = { kind: "start"; address: string } | { kind: "stop" };

let running = false;
const timings: number[] = [];

function fetchOnce(address: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(address, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(performance.now() - started));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

async function visit(address: string): Promise<void> {
  while (running) timings.push(await fetchOnce(address));
}

let visiting: Promise<void> = Promise.resolve();
process.on("message", (order: Order) => {
  if (order.kind === "start") {
    running = true;
    visiting = visit(order.address);
    return;
  }
  running = false;
  void visiting.then(() => {
    process.send?.({ timings });
    process.disconnect();
  });
});
process.send?.({ ready: true });
