import { createHash } from "node:crypto";
import { serviceHostsFrom } from "../../site/src/requests/service-hosts";
import { TAG_HOSTS, tagIdsFromEnvironment } from "../../site/src/tracking/tag-ids";

/**
 * The Content-Security-Policy of each page. Gatsby writes a few inline scripts
 * into every page (the page path, the chunk map), and the tags add theirs when
 * configured; instead of allowing inline scripts, each page's policy lists the
 * SHA-256 of exactly the inline scripts that page has.
 */

/** Inline scripts the browser would run: no `src`, and a JavaScript type (JSON-LD and JSON are data). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** The origins a build talks to besides itself, from the same environment the build read. */
export interface PolicyOrigins {
  scripts: string[];
  images: string[];
  connections: string[];
  frames: string[];
}

const originOf = (address: string) => (address ? new URL(address).origin : "");

export function policyOriginsFrom(env: Readonly<Record<string, string | undefined>>): PolicyOrigins {
  const hosts = serviceHostsFrom(env);
  const tags = tagIdsFromEnvironment(env);
  const services = [hosts.multimedia, hosts.portal, hosts.auth, hosts.search].map(originOf).filter(Boolean);
  const scripts: string[] = [];
  const images = [originOf(hosts.multimedia)].filter(Boolean);
  const connections = [...services];
  if (tags.tagManagerId) {
    scripts.push(`https://${TAG_HOSTS.tagManager}`);
    images.push(`https://${TAG_HOSTS.tagManager}`, "https://www.google-analytics.com");
    connections.push(`https://${TAG_HOSTS.tagManager}`, "https://www.google-analytics.com");
  }
  if (tags.pixelId) {
    scripts.push(`https://${TAG_HOSTS.pixel}`);
    images.push("https://www.facebook.com");
    connections.push("https://www.facebook.com", `https://${TAG_HOSTS.pixel}`);
  }
  // Model videos are embedded from YouTube's privacy-enhanced domain, only after a click.
  const frames = ["https://www.youtube-nocookie.com"];
  const unique = (list: string[]) => [...new Set(list)];
  return { scripts: unique(scripts), images: unique(images), connections: unique(connections), frames };
}

/** The policy of one page, given its inline scripts. */
export function contentSecurityPolicy(scripts: readonly string[], origins: PolicyOrigins): string {
  const hashes = [...new Set(scripts.map(sha256Source))];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes, ...origins.scripts].join(" "),
    // Gatsby inlines the CSS of each page into its head; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...origins.images].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...origins.connections].join(" "),
    ["frame-src", ...origins.frames].join(" "),
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
