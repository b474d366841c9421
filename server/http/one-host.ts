import type { FastifyInstance } from "fastify";
import { answerError } from "./error-answers";

/**
 * A request names one host (RFC 9112, 3.2: a server answers 400 to a request
 * with more than one Host line, or an HTTP/1.1 request with none). Node keeps
 * the first of two Host lines and drops the second, so a proxy that read the
 * other one would disagree with this server about whose site was asked for.
 * Checked here rather than by Node (`requireHostHeader`), so that the answer
 * is the site's own: pt-BR, with the security headers.
 */
export function oneHost(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const { rawHeaders, httpVersion } = request.raw;
    let hosts = 0;
    // rawHeaders alternates names and values.
    for (let index = 0; index < rawHeaders.length; index += 2) {
      if (rawHeaders[index]?.toLowerCase() === "host") hosts += 1;
    }
    if (hosts > 1 || (hosts === 0 && httpVersion === "1.1")) {
      return answerError(reply, 400, "O pedido deve nomear um único servidor (cabeçalho Host).");
    }
  });
}
