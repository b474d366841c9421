import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { run } from "@mmcb/harness/process";
import { PUBLIC_DIR, ROOT, SITE_DIR } from "../../tooling/paths";
import { buildCodeFiles } from "./build-inputs";
import { policyOriginsFrom } from "./content-security-policy";
import { writeHeadersFile } from "./headers-file";
import { forgetRenderedPages } from "./rendered-pages";

/**
 * Builds the site when its sources changed since the last build, and
 * precompresses what it built so the server sends brotli or gzip as-is.
 */

const STAMP = path.join(PUBLIC_DIR, ".build-stamp");
/** Build outputs and dependencies: never sources. */
const NOT_SOURCES = new Set(["node_modules", "public", ".cache"]);
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

/** Every file under `dir`, leaving out folders named in `skipped`. */
async function* walk(dir: string, skipped: ReadonlySet<string> = new Set()): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, skipped);
    else if (entry.isFile()) yield full;
  }
}

/**
 * A hash of everything a build reads: the site, the contracts, the build's own code (build-inputs.ts), the
 * lockfile and GATSBY_* settings.
 */
export async function sourceHash(): Promise<string> {
  const hash = createHash("sha256");
  const files = new Set<string>(buildCodeFiles());
  for (const dir of [SITE_DIR, path.join(ROOT, "contracts"), path.join(ROOT, "shared")]) {
    for await (const file of walk(dir, NOT_SOURCES)) files.add(file);
  }
  files.add(path.join(ROOT, "package-lock.json"));
  for (const file of [...files].sort()) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(ROOT, file));
    hash.update(await readFile(file));
  }
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith("GATSBY_")) hash.update(`${name}=${value}`);
  }
  return hash.digest("hex");
}

/** Writes `.br` and `.gz` beside every compressible file of a build, as a production host would serve them. */
export async function precompress(publicDir = PUBLIC_DIR): Promise<void> {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const jobs: Promise<void>[] = [];
  for await (const file of walk(publicDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const content = await readFile(file);
        if (content.length < 1024) return;
        const [br, gzipped] = await Promise.all([
          brotli(content, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
          gz(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      })(),
    );
  }
  await Promise.all(jobs);
}

export interface BuildOutcome {
  built: boolean;
  seconds: number;
}

/** Whether `public/` holds a build of the sources as they are (a build handed over from another machine, say). */
export async function buildIsCurrent(hash?: string): Promise<boolean> {
  return existsSync(STAMP) && (await readFile(STAMP, "utf8")) === (hash ?? (await sourceHash()));
}

/**
 * Builds unless the last build came from the same sources; `force` always builds.
 * `precompress: false` leaves out the brotli and gzip copies (the server then
 * sends files as they are): the rule-break runner builds dozens of sites no one
 * downloads over a network. `clean: false` builds over the last build instead of
 * from an empty `public/`: Gatsby finds its cache complete only beside the
 * `public/` it wrote (without it, it deletes the cache, so every build starts
 * cold and draws the share pictures again), and itself deletes the pages that
 * are gone (buildHTMLPagesAndDeleteStaleArtifacts). The rule-break runner builds one copy dozens of times: 19–21 s a
 * build over the last one, 26–56 s from an empty folder.
 */
export async function ensureSiteBuilt({
  force = false,
  echo = true,
  precompress: compress = true,
  clean = true,
} = {}): Promise<BuildOutcome> {
  const started = Date.now();
  const hash = await sourceHash();
  if (!force && (await buildIsCurrent(hash))) {
    return { built: false, seconds: 0 };
  }
  // A clean public/ leaves nothing of an earlier build (Gatsby then also starts with an empty cache);
  // over the last build, every page is rendered again all the same (rendered-pages.ts says why).
  if (clean) await rm(PUBLIC_DIR, { recursive: true, force: true });
  else forgetRenderedPages(SITE_DIR);
  const gatsby = path.join(ROOT, "node_modules", ".bin", "gatsby");
  const result = await run(gatsby, ["build"], {
    cwd: SITE_DIR,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "true" },
    echo,
  });
  if (result.code !== 0) {
    if (!echo) process.stderr.write(result.output);
    throw new Error("A construção do site falhou (gatsby build).");
  }
  await writeHeadersFile(PUBLIC_DIR, policyOriginsFrom(process.env));
  if (compress) await precompress();
  await writeFile(STAMP, hash);
  return { built: true, seconds: (Date.now() - started) / 1000 };
}
