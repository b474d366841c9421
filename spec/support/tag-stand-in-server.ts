import { createHash, X509Certificate } from "node:crypto";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import type { Browser, CDPSession } from "playwright-core";
import { standInAnswer, TAG_VENDOR_HOSTS } from "./tag-stand-ins";

/**
 * The vendors' stand-ins, served to the scenarios' browser at the vendors' own
 * addresses: the browser is told (`--host-resolver-rules`) that the vendors'
 * hosts are this local HTTPS server, and to accept its certificate
 * (`--ignore-certificate-errors-spki-list`, pinned to this one key, so no
 * other bad certificate is let through). Playwright's routing did this before,
 * but any route makes Playwright pause every request of the page and turn the
 * browser's cache off; a scenario's page loads then cost about a quarter more.
 */

/**
 * A self-signed certificate for the vendors' hosts (openssl, P-256, valid until
 * 2126). Its key protects nothing: only a browser started with its pin accepts
 * it, and only the suite starts one so.
 */
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIB4TCCAYigAwIBAgIUDaRrLNWlZLtE1XnnVhieyGOog2IwCgYIKoZIzj0EAwIw
HjEcMBoGA1UEAwwTdGFnLXZlbmRvci1zdGFuZC1pbjAgFw0yNjExMjYxMzA4MzNa
GA8yMTI2MTEwMjEzMDgzM1owHjEcMBoGA1UEAwwTdGFnLXZlbmRvci1zdGFuZC1p
bjBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABKEZulYjRFgyzY/yec0ZJwVXypfW
Op731kFD9hqSU0iLQVzW3xSVNhvpysXmVaN8NFs9c7wBe338MVbe2XU+W9ajgaEw
gZ4wHQYDVR0OBBYEFCJztyFp9sr/tCL/PRoqT64XdqKIMB8GA1UdIwQYMBaAFCJz
tyFp9sr/tCL/PRoqT64XdqKIMA8GA1UdEwEB/wQFMAMBAf8wSwYDVR0RBEQwQoIY
d3d3Lmdvb2dsZXRhZ21hbmFnZXIuY29tghRjb25uZWN0LmZhY2Vib29rLm5ldIIQ
d3d3LmZhY2Vib29rLmNvbTAKBggqhkjOPQQDAgNHADBEAiBIP/qaZ3R7RHEZEIP3
yrlpejPeQWTXpmJ3cM/lZjBGiQIgQ6DeiEXoa+qOeFa84StWiwFX8cBvlKZhR8BQ
41GnXwA=
-----END CERTIFICATE-----
`;
const PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg6esNezsoEq12AUMA
0KBaa19kNogUGgDTmgtNJig4j5ihRANCAAShGbpWI0RYMs2P8nnNGScFV8qX1jqe
99ZBQ/YaklNIi0Fc1t8UlTYb6crF5lWjfDRbPXO8AXt9/DFW3tl1PlvW
-----END PRIVATE KEY-----
`;

export const STAND_IN_CERTIFICATE = new X509Certificate(CERTIFICATE);

/** The pin Chromium takes: base64 of the SHA-256 of the certificate's public key (its SPKI). */
export function spkiPin(certificate: X509Certificate): string {
  const spki = certificate.publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(spki).digest("base64");
}

export interface TagStandIns {
  /** What the browser must be started with to reach the stand-ins at the vendors' addresses. */
  chromiumArgs: string[];
  close(): Promise<void>;
}

export async function startTagStandIns(): Promise<TagStandIns> {
  const server = createServer({ cert: CERTIFICATE, key: PRIVATE_KEY }, (request, response) => {
    const answer = standInAnswer(`https://${request.headers.host ?? "stand-in.invalid"}${request.url ?? "/"}`);
    response.writeHead(answer.status, answer.contentType ? { "Content-Type": answer.contentType } : {});
    response.end(answer.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  const rules = TAG_VENDOR_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(", ");
  return {
    chromiumArgs: [
      `--host-resolver-rules=${rules}`,
      `--ignore-certificate-errors-spki-list=${spkiPin(STAND_IN_CERTIFICATE)}`,
    ],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const browserSessions = new WeakMap<Browser, Promise<CDPSession>>();
const allowedContexts = new WeakMap<Browser, Set<string>>();

/**
 * Lets a context's pages reach the stand-ins, which listen on the loopback. Chromium blocks a
 * page it counts as public (a deployment under test, or a page Playwright answered, which has no
 * address) from reaching the loopback unless the visitor allowed it (Local Network Access): the
 * context is given that permission (`loopbackNetwork`; `localNetworkAccess` does not cover the
 * loopback). Playwright's grantPermissions does not know it, so it goes through the protocol, by
 * the browser's own id of the context (Target.getTargetInfo of one of its pages). Once a context:
 * resetting a context for the next scenario keeps its permissions.
 */
export async function letReachStandIns(browser: Browser, browserContextId: string): Promise<void> {
  const allowed = allowedContexts.get(browser) ?? new Set<string>();
  allowedContexts.set(browser, allowed);
  if (allowed.has(browserContextId)) return;
  let browserSession = browserSessions.get(browser);
  if (!browserSession) {
    browserSession = browser.newBrowserCDPSession();
    browserSessions.set(browser, browserSession);
  }
  await (await browserSession).send("Browser.grantPermissions", { permissions: ["loopbackNetwork"], browserContextId });
  allowed.add(browserContextId);
}
