import type { FastifyInstance, HTTPMethods } from "fastify";
import { answerError } from "./error-answers";

const METHODS: readonly HTTPMethods[] = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

/** Other methods on an address of the API get 405 and the methods it takes, rather than the 404 page. */
export function allowOnly(
  app: FastifyInstance,
  url: string,
  allowed: readonly HTTPMethods[],
  jsonErrors = false,
): void {
  const taken = new Set<HTTPMethods>(allowed.includes("GET") ? [...allowed, "HEAD"] : allowed);
  app.route({
    method: METHODS.filter((method) => !taken.has(method)),
    url,
    config: { jsonErrors },
    handler: async (_request, reply) => {
      reply.header("Allow", [...taken].join(", "));
      return answerError(reply, 405, "Método não permitido neste endereço.");
    },
  });
}
