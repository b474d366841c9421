import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { addSecurityHeaders, SECURITY_HEADERS } from "../security-headers";

/**
 * Every error answer in pt-BR, whoever raised it: a route, the rate limit, the
 * framework's body parser and router (`setErrorHandler`), the router before it
 * routes (a malformed address: `frameworkErrors`), and Node's HTTP parser
 * before there is a request at all (an unknown method, headers too large:
 * `clientErrorHandler`). Each carries the security headers and says nothing of
 * what the client sent. Errors of the client are answered and not logged as
 * the server's; a client that went away gets nothing, and is no error at all;
 * only the server's own failures are logged, with their stack.
 */

const BY_CODE: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "Os dados enviados são grandes demais." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Envie os dados como application/json." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "Os dados enviados não são um JSON válido." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "Os dados enviados não são um JSON válido." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "O tamanho declarado não confere com os dados." },
  FST_ERR_BAD_URL: { status: 400, message: "Endereço malformado." },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: "Endereço malformado." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "Endereço longo demais." },
  // Node's HTTP parser, before fastify sees a request.
  HPE_HEADER_OVERFLOW: { status: 431, message: "O endereço ou os cabeçalhos do pedido são grandes demais." },
  HPE_INVALID_METHOD: { status: 501, message: "Método desconhecido por este servidor." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "O pedido demorou demais para chegar." },
};

const BY_STATUS: Readonly<Record<number, string>> = {
  400: "Pedido malformado.",
  404: "Não encontrado.",
  405: "Método não permitido neste endereço.",
  408: "O pedido demorou demais para chegar.",
  413: "Os dados enviados são grandes demais.",
  415: "Tipo de conteúdo não aceito.",
  429: "Muitos envios seguidos. Aguarde um minuto e tente de novo.",
};

export const SERVER_ERROR_MESSAGE = "Erro interno do servidor. Tente de novo em instantes.";

/** Routes whose errors are JSON `{ message }` (the forms read them); every other error is plain text. */
export const JSON_ERRORS = { jsonErrors: true } as const;

export function answerError(reply: FastifyReply, status: number, message: string): FastifyReply {
  reply.code(status).header("Cache-Control", "no-store");
  if ((reply.routeOptions.config as { jsonErrors?: boolean } | undefined)?.jsonErrors) {
    return reply.type("application/json; charset=utf-8").send({ message });
  }
  return reply.type("text/plain; charset=utf-8").send(message);
}

function statusAndMessage(error: { code?: string; statusCode?: number }): { status: number; message: string } {
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) return known;
  // JSON.parse's SyntaxError, a __proto__ key: the framework marks them 400.
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  return { status, message: status >= 500 ? SERVER_ERROR_MESSAGE : (BY_STATUS[status] ?? "Pedido recusado.") };
}

export function errorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A client that went away (mid-body, mid-answer) is owed nothing. (The request stream itself
    // is destroyed once its body is read, so it says nothing about the client.)
    if (request.raw.socket?.destroyed || reply.raw.destroyed) return;
    const { status, message } = statusAndMessage(error);
    if (status >= 500) request.log.error({ err: error }, "erro do servidor");
    return answerError(reply, status, message);
  });
}

/**
 * fastify's `frameworkErrors`: an address the router cannot decode (`/%ff`).
 * No hook has run for it, so the security headers are added here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  addSecurityHeaders(request, reply);
  const { status, message } = statusAndMessage(error);
  answerError(reply, status, message);
}

/**
 * fastify's `clientErrorHandler`: what Node's HTTP parser refused before there
 * was a request (an unknown method, headers over 16 KB, a request too slow),
 * answered on the socket itself, which is then closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, message } = statusAndMessage({ ...(error.code ? { code: error.code } : {}), statusCode: 400 });
  if (socket.writable) {
    const body = Buffer.from(message);
    const headers = {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(body.length),
      "Cache-Control": "no-store",
      Connection: "close",
      ...SECURITY_HEADERS,
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    // One write, as Node's own answer to a parse error: small enough to leave at once, before the close.
    socket.write(
      Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n`), body]),
    );
  }
  socket.destroy();
}
