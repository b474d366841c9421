import type { ServerResponse } from "node:http";

/** Headers every answer of the site carries, whatever serves it. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
};

export function applySecurityHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
