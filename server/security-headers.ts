import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Headers every answer of the site carries, whatever serves it: this server
 * applies them, and the build writes the same list into `_headers` for static
 * hosts, so `npm start` and a static host never differ. (A plugin such as
 * @fastify/helmet would be a second list with other defaults: a same-origin
 * resource policy would stop another origin's site from showing the image
 * service's drawings.)
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  // A page opened from another site gets no handle on ours (window.opener), nor ours on it.
  "Cross-Origin-Opener-Policy": "same-origin",
};

export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * The headers of an answer. HSTS goes with answers to requests that reached
 * the proxy over https: browsers ignore it over plain http, so a client
 * claiming https without a proxy gains nothing.
 */
export function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  if (request.protocol === "https" || request.headers["x-forwarded-proto"] === "https") {
    reply.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  }
}

/**
 * Adds the headers to every answer of a routed request, errors included. (The
 * errors raised before routing, which no hook sees, add them themselves:
 * server/http/error-answers.ts.)
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => addSecurityHeaders(request, reply));
}
