import type { IncomingMessage } from "node:http";

/** Why a request body could not be read as JSON, as the status the API answers with. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a JSON body of at most `limit` bytes; anything else is a BodyError with its status. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = String(req.headers["content-type"] ?? "");
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new BodyError(415, "Envie os dados como application/json.");
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new BodyError(413, "Os dados enviados são grandes demais.");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      // Stop reading, but let the answer go out before the socket closes.
      req.pause();
      throw new BodyError(413, "Os dados enviados são grandes demais.");
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, "Os dados enviados não são um JSON válido.");
  }
}
