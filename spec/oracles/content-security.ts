import { createHash } from "node:crypto";

/**
 * What decision SEC-1 asks of a page's Content-Security-Policy, read from the
 * page as served: its inline scripts, their SHA-256 hashes, and the policy's
 * directives. Written here from the CSP standard (the hash is of the script
 * element's text exactly as the page carries it), apart from the build's own
 * hashing, which a test copying it would agree with when it is wrong.
 */

/** Script types a browser runs (a missing type is JavaScript); JSON and other data blocks are not run. */
const RUN_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The SHA-256 hashes (base64) of the inline scripts a browser would run in this HTML, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!RUN_TYPES.has(type)) continue;
    hashes.push(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return hashes;
}

/** A policy's directives by name (lower case), each with its sources. */
export function policyDirectives(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The hashes a policy's script-src allows, without the `'sha256-…'` quoting. */
export function allowedScriptHashes(policy: string): string[] {
  const sources = policyDirectives(policy).get("script-src") ?? [];
  return sources.flatMap((source) => /^'sha256-([A-Za-z0-9+/=]+)'$/.exec(source)?.[1] ?? []);
}

/** Sources that would let a script the page does not carry run, in any script directive. */
export function scriptLoopholes(policy: string): string[] {
  const loopholes: string[] = [];
  for (const [name, sources] of policyDirectives(policy)) {
    if (!name.startsWith("script-src") && name !== "default-src") continue;
    for (const source of sources) {
      if (
        /^'(?:unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval)'$|^\*$|^(?:data|blob|https?):$/i.test(source)
      ) {
        loopholes.push(`${name} ${source}`);
      }
    }
  }
  return loopholes;
}
