import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { PUBLIC_DIR } from "../../tooling/paths";
import {
  allowedScriptHashes,
  inlineScriptHashes,
  policyDirectives,
  scriptLoopholes,
} from "../oracles/content-security";
import { builtPages } from "./built-pages";

/**
 * SEC-3: "the same headers are written at build time to public/_headers (the format of Netlify and
 * Cloudflare Pages), so a static host sends what the reference server sends". The reference server
 * sends its shared headers itself, so no scenario against it can see this file: a build that wrote
 * nothing, or a policy per page that no longer matched the page, would pass them all and leave a
 * static host sending no protection. This reads the file as a static host would.
 */

/** The file's blocks: an address pattern on its own line, then its headers indented, `Name: value`. */
function headerBlocks(text: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      blocks.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(":");
    expect(current, `a header before any address: ${line}`).toBeDefined();
    current?.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return blocks;
}

const blocks = headerBlocks(readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"));

describe("public/_headers, for static hosts", () => {
  test("gives every address the protective headers SEC-2 names @clause:SEC-2 @clause:SEC-3", () => {
    const shared = blocks.get("/*");
    expect(shared, "a block for every address, /*").toBeDefined();
    expect(shared?.get("x-content-type-options")).toBe("nosniff");
    expect(shared?.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const permissions = (shared?.get("permissions-policy") ?? "").split(/\s*,\s*/);
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) {
      expect(permissions, feature).toContain(feature);
    }
  });

  test("gives every page its own policy, allowing exactly the inline scripts it carries @clause:SEC-1 @clause:SEC-3", () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(40);
    for (const { page, html } of pages) {
      const policy = blocks.get(page)?.get("content-security-policy");
      expect(policy, `${page}: a Content-Security-Policy of its own`).toBeDefined();
      const directives = policyDirectives(policy ?? "");
      expect([...allowedScriptHashes(policy ?? "")].sort(), page).toEqual([...inlineScriptHashes(html)].sort());
      expect(inlineScriptHashes(html).length, `${page}: inline scripts`).toBeGreaterThan(0);
      expect(scriptLoopholes(policy ?? ""), page).toEqual([]);
      expect(directives.get("frame-ancestors"), page).toEqual(["'none'"]);
      expect(directives.get("object-src"), page).toEqual(["'none'"]);
      expect(directives.get("base-uri"), page).toEqual(["'self'"]);
    }
  });
});
