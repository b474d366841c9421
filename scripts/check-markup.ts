import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PUBLIC_DIR } from "../tooling/paths";
import { describeMarkupError, markupErrors } from "./lib/markup-check";

/**
 * The Nu HTML Checker (vnu, the W3C's) over every page of the build: one run of
 * the checker over public/, errors only, each printed with its page, line and
 * message. Needs Java (Debian's default-jre-headless; .ci/run installs it).
 */

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

if (spawnSync("java", ["-version"]).status !== 0) {
  console.error(
    "O Nu HTML Checker precisa de Java: instale o pacote do Debian (apt-get install default-jre-headless).",
  );
  process.exit(2);
}

/** Every built page: the HTML files of public/, without Gatsby's own fragments (_gatsby/slices), which are not pages. */
function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : pageFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const pages = pageFiles(PUBLIC_DIR);
if (pages.length === 0) {
  console.error("Não há páginas construídas em site/public: rode npm run build.");
  process.exit(2);
}

const result = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--errors-only", ...pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (result.error) throw result.error;
// vnu writes its JSON report to stderr and exits 1 when it found errors.
const errors = markupErrors(PUBLIC_DIR, result.stderr);
for (const error of errors) console.log(`✖ ${describeMarkupError(error)}`);
const failing = new Set(errors.map((error) => error.page)).size;
console.log(
  errors.length === 0
    ? `Nu HTML Checker: nenhum erro nas ${pages.length} páginas construídas.`
    : `Nu HTML Checker: ${errors.length} erro(s) em ${failing} de ${pages.length} páginas.`,
);
process.exit(errors.length === 0 && result.status === 0 ? 0 : 1);
