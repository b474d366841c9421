import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApiHandler } from "../app";

/**
 * The reference API's router: a list of routes, each a path pattern and the
 * methods it answers. A path that matches no route is not the API's (the
 * static files answer it); a path that matches with another method gets 405
 * with the methods it allows. Later issues add their routes to the list.
 */

export type ApiMethod = "GET" | "HEAD" | "POST" | "PUT" | "DELETE";

export interface ApiRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The named groups of the route's pattern, decoded. */
  params: Readonly<Record<string, string>>;
}

export interface ApiRoute {
  /** Matched against the whole path (no query); named groups become `params`. */
  pattern: RegExp;
  methods: readonly ApiMethod[];
  handle(request: ApiRequest): Promise<void>;
}

/** Answers with a short pt-BR text: the reference API's errors are for people reading logs and devtools. */
export function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}

function decodedGroups(match: RegExpExecArray): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.groups ?? {})) {
    try {
      params[name] = decodeURIComponent(value ?? "");
    } catch {
      return undefined;
    }
  }
  return params;
}

export function createApiRouter(routes: readonly ApiRoute[]): ApiHandler {
  return async (req, res) => {
    const url = new URL(req.url ?? "/", "http://site.invalid");
    const matching = routes.flatMap((route) => {
      const match = route.pattern.exec(url.pathname);
      return match ? [{ route, match }] : [];
    });
    if (matching.length === 0) return false;
    const method = (req.method ?? "GET").toUpperCase();
    const found = matching.find(({ route }) => route.methods.includes(method as ApiMethod));
    if (!found) {
      res.setHeader("Allow", [...new Set(matching.flatMap(({ route }) => route.methods))].join(", "));
      sendText(res, 405, "Método não permitido neste endereço.");
      return true;
    }
    const params = decodedGroups(found.match);
    if (!params) {
      sendText(res, 400, "Endereço malformado.");
      return true;
    }
    await found.route.handle({ req, res, url, params });
    return true;
  };
}
