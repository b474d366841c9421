import http from "node:http";

/**
 * The floor of the load test: a bare node:http server, in a process of its own
 * as the real one, that reads each lead's body, parses its JSON and answers 201
 * with a new id, and answers anything else with a line of text, storing
 * nothing. What it takes to answer the burst on this machine is what no server
 * in Node can do under; the gap to it is what the real server's work costs.
 */
let lastId = 0;
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    if (request.method !== "POST") {
      response.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" }).end("User-agent: *\nAllow: /\n");
      return;
    }
    JSON.parse(Buffer.concat(chunks).toString());
    lastId += 1;
    response
      .writeHead(201, { "Content-Type": "application/json; charset=utf-8" })
      .end(JSON.stringify({ id: lastId, status: "recebido" }));
  });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`Site servido em http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
