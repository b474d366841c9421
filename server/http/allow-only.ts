import { METHODS } from "node:http";
import type { FastifyInstance, HTTPMethods } from "fastify";
import { answerError } from "./error-answers";

/**
 * Every method Node's HTTP parser takes (TRACE, PROPFIND, PURGE…), made a
 * method fastify routes, so that an address answers each one for itself:
 * fastify routes seven by default and sends the others to the not-found
 * handler, where an API address would have answered "Allow: GET, HEAD" like a
 * page. CONNECT is Node's own (a tunnel), never a request of the router.
 */
export function routeEveryMethod(app: FastifyInstance): void {
  for (const method of METHODS) {
    if (method !== "CONNECT" && !app.supportedMethods.includes(method)) app.addHttpMethod(method);
  }
}

/**
 * Other methods on an address of the API get 405 and `Allow` with the methods
 * it takes (GET brings HEAD), rather than the 404 page or a page's methods.
 */
export function allowOnly(
  app: FastifyInstance,
  url: string,
  allowed: readonly HTTPMethods[],
  jsonErrors = false,
): void {
  const taken = new Set<string>(allowed.includes("GET") ? [...allowed, "HEAD"] : allowed);
  app.route({
    method: app.supportedMethods.filter((method) => !taken.has(method)) as HTTPMethods[],
    url,
    config: { jsonErrors },
    handler: async (_request, reply) => {
      reply.header("Allow", [...taken].join(", "));
      return answerError(reply, 405, "Método não permitido neste endereço.");
    },
  });
}
