import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { addressOfHtml, HEADERS_FILE } from "../../server/headers-file";
import { SECURITY_HEADERS } from "../../server/security-headers";
import { contentSecurityPolicy, inlineScripts, type PolicyOrigins } from "./content-security-policy";

/**
 * Writes `public/_headers` (the format of Netlify and Cloudflare Pages): the
 * headers of every answer, and each page's own Content-Security-Policy. Our
 * server reads the same file, so static hosting and `npm start` send the same.
 */

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

export async function writeHeadersFile(publicDir: string, origins: PolicyOrigins): Promise<number> {
  const blocks = [["/*", ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`)].join("\n")];
  let pages = 0;
  const files: string[] = [];
  for await (const file of htmlFiles(publicDir)) files.push(file);
  for (const file of files.sort()) {
    const policy = contentSecurityPolicy(inlineScripts(await readFile(file, "utf8")), origins);
    blocks.push(`${addressOfHtml(path.relative(publicDir, file))}\n  Content-Security-Policy: ${policy}`);
    pages += 1;
  }
  await writeFile(path.join(publicDir, HEADERS_FILE), `${blocks.join("\n\n")}\n`);
  return pages;
}
