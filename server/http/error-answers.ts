import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Every error answer in pt-BR, whoever raised it (the framework's body parser,
 * the router, the rate limit, a route). Errors of the client are answered and
 * not logged as the server's; a client that went away gets nothing, and is no
 * error at all; only the server's own failures are logged, with their stack.
 */

const BY_CODE: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "Os dados enviados são grandes demais." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Envie os dados como application/json." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "Os dados enviados não são um JSON válido." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "Os dados enviados não são um JSON válido." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "O tamanho declarado não confere com os dados." },
  FST_ERR_BAD_URL: { status: 400, message: "Endereço malformado." },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: "Endereço malformado." },
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
  if ((reply.routeOptions.config as { jsonErrors?: boolean }).jsonErrors) {
    return reply.type("application/json; charset=utf-8").send({ message });
  }
  return reply.type("text/plain; charset=utf-8").send(message);
}

export function errorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A client that went away (mid-body, mid-answer) is owed nothing. (The request stream itself
    // is destroyed once its body is read, so it says nothing about the client.)
    if (request.raw.socket?.destroyed || reply.raw.destroyed) return;
    const known = error.code ? BY_CODE[error.code] : undefined;
    // JSON.parse's SyntaxError, a __proto__ key: the framework marks them 400.
    const status = known?.status ?? (error.statusCode && error.statusCode < 500 ? error.statusCode : 500);
    if (status >= 500) {
      request.log.error({ err: error }, "erro do servidor");
      return answerError(reply, 500, SERVER_ERROR_MESSAGE);
    }
    return answerError(reply, status, known?.message ?? BY_STATUS[status] ?? "Pedido recusado.");
  });
}
