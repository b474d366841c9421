import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  contentSecurityPolicy,
  inlineScripts,
  policyOriginsFrom,
  sha256Source,
  videoOrigins,
} from "../../scripts/lib/content-security-policy";
import { addressOfHtml, parseHeadersFile } from "../../server/headers-file";
import { MODELS } from "../../site/src/catalogue/models";

/** A script's CSP hash source, as CSP3 defines it: the base64 SHA-256 of its UTF-8 text, quoted. */
const hashSource = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

describe("the per-page Content-Security-Policy @clause:SEC-1", () => {
  const html = `<html><head>
    <script>window.pagePath="/ofertas";</script>
    <script src="/app.js" async></script>
    <script type="application/ld+json">{"@type":"Organization"}</script>
    <script type="text/javascript">window.x=1</script>
  </head></html>`;

  test("hashes only the inline scripts a browser would run", () => {
    expect(inlineScripts(html)).toEqual(['window.pagePath="/ofertas";', "window.x=1"]);
  });

  test("lists the hash of each, and never allows inline scripts wholesale", () => {
    const policy = contentSecurityPolicy(inlineScripts(html), policyOriginsFrom({}));
    expect(policy).toContain(hashSource('window.pagePath="/ofertas";'));
    expect(policy).toContain(hashSource("window.x=1"));
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  test("matches the hash a browser computes (the spec's example)", () => {
    // CSP3's example: sha256 of "alert('Hello, world.');"
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  test("allows the tag hosts only when their ids are configured", () => {
    const without = contentSecurityPolicy([], policyOriginsFrom({}));
    expect(without).not.toContain("googletagmanager");
    const withTags = contentSecurityPolicy(
      [],
      policyOriginsFrom({ GATSBY_GTM_ID: "GTM-ABC1234", GATSBY_META_PIXEL_ID: "1234567890" }),
    );
    expect(withTags).toMatch(/script-src[^;]*https:\/\/www\.googletagmanager\.com/);
    expect(withTags).toMatch(/script-src[^;]*https:\/\/connect\.facebook\.net/);
  });
});

describe("the headers file @clause:SEC-3", () => {
  test("reads addresses and their headers", () => {
    const headers = parseHeadersFile("/*\n  X-A: 1\n\n/ofertas\n  Content-Security-Policy: default-src 'self'\n");
    expect(headers.get("/*")).toEqual({ "X-A": "1" });
    expect(headers.get("/ofertas")).toEqual({ "Content-Security-Policy": "default-src 'self'" });
  });

  test("names pages by the address they answer", () => {
    expect(addressOfHtml("index.html")).toBe("/");
    expect(addressOfHtml("ofertas/index.html")).toBe("/ofertas");
    expect(addressOfHtml("404.html")).toBe("/404.html");
  });
});

describe("the frames a page may show", () => {
  test("are only the hosts of the catalogue's videos @clause:PAGE-23", () => {
    const hosts = videoOrigins();
    expect(hosts).toEqual(["https://videos.mitsubishimotors.com.br"]);
    for (const model of MODELS) for (const video of model.videos) expect(hosts).toContain(new URL(video.value).origin);
    expect(contentSecurityPolicy([], policyOriginsFrom({}))).toContain(`frame-src ${hosts.join(" ")};`);
  });
});
