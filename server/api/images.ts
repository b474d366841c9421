import type { FastifyInstance } from "fastify";
import { allowOnly } from "../http/allow-only";
import { answerError } from "../http/error-answers";
import { artworkFile } from "./artwork";

/**
 * GET {multimedia}/api/images/v1.0/{id} (source spec §7): the project's
 * drawing of that id (with the static files' precompression, ETag and SVG
 * policy), or 404 for an id the project has no drawing for.
 */
export function imageRoutes(publicDir: string) {
  return async (app: FastifyInstance) => {
    const url = "/api/images/v1.0/*";
    app.get(url, async (request, reply) => {
      const id = (request.params as { "*": string })["*"];
      if (!(await artworkFile(`${publicDir}/artwork`, id))) return answerError(reply, 404, "Imagem não encontrada.");
      return reply.sendFile(`artwork/${id}.svg`);
    });
    allowOnly(app, url, ["GET"]);
  };
}
