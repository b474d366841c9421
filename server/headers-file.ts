import { readFileSync } from "node:fs";

/** The name of the headers file in a build. */
export const HEADERS_FILE = "_headers";

/**
 * Reads a `_headers` file (Netlify's format: an address line, then indented
 * `Name: value` lines) into the headers of each exact address. The build
 * writes one with each page's Content-Security-Policy.
 */
export function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const byAddress = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = {};
      byAddress.set(line.trim(), current);
      continue;
    }
    const separator = line.indexOf(":");
    if (current && separator > 0) current[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return byAddress;
}

/** The headers file of a build, or an empty map when the build has none. */
export function loadHeadersFile(file: string): Map<string, Record<string, string>> {
  try {
    return parseHeadersFile(readFileSync(file, "utf8"));
  } catch {
    return new Map();
  }
}

/** The address a built HTML file answers, from its path inside the build: /ofertas for ofertas/index.html. */
export function addressOfHtml(relativePath: string): string {
  const relative = relativePath.split("\\").join("/");
  if (relative === "index.html") return "/";
  return `/${relative.replace(/\/index\.html$/, "")}`;
}
