import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, test } from "vitest";

/**
 * The harness stands alone: every module under harness/ imports only modules of harness/, Node's
 * own, and the packages its package.json declares. A project's paths, names and commands reach it
 * through the project's configuration file, never through an import.
 */

const HARNESS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCRIPT = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED = new Set(["node_modules", "reports"]);

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function scriptsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scriptsUnder(full);
    return SCRIPT.test(entry.name) ? [full] : [];
  });
}

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

/** Each import of a module under `dir` that reaches outside it, as `file: specifier`. */
function breaches(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as Manifest;
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
  const builtins = new Set(builtinModules);
  const found: string[] = [];
  for (const file of scriptsUnder(dir)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const inside = specifier.startsWith(".")
        ? !path.relative(dir, path.resolve(path.dirname(file), specifier)).startsWith("..")
        : specifier.startsWith("node:") || builtins.has(specifier) || declared.has(packageOf(specifier));
      if (!inside) found.push(`${path.relative(dir, file)}: ${specifier}`);
    }
  }
  return found;
}

describe("the harness imports nothing outside itself and its declared dependencies", () => {
  test("harness/", () => {
    expect(scriptsUnder(HARNESS).length).toBeGreaterThan(40);
    expect(breaches(HARNESS)).toEqual([]);
  });

  const scratch = mkdtempSync(path.join(tmpdir(), "harness-breach-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test("a module that reaches into the project, or a package not declared, is named", () => {
    const dir = path.join(scratch, "package");
    mkdirSync(path.join(dir, "src"), { recursive: true });
    writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({ name: "@x/h", dependencies: { yaml: "1" }, devDependencies: { vitest: "1" } }),
    );
    writeFileSync(path.join(scratch, "site.ts"), "export const site = 1;\n");
    writeFileSync(
      path.join(dir, "src", "a.ts"),
      [
        'import { readFileSync } from "node:fs";',
        'import path from "path";',
        'import { parse } from "yaml";',
        'import { test } from "vitest/config";',
        'import { b } from "./b";',
        'import { h } from "@x/h";',
        'import { site } from "../../site";',
        'import { z } from "zod";',
        'const later = await import("../../site.ts");',
      ].join("\n"),
    );
    writeFileSync(path.join(dir, "src", "b.ts"), "export const b = 1;\n");
    expect(breaches(dir)).toEqual(["src/a.ts: ../../site", "src/a.ts: zod", "src/a.ts: ../../site.ts"]);
  });
});
