import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { run } from "@mmcb/harness/process";
import { PUBLIC_DIR, ROOT } from "../../tooling/paths";

/**
 * The proof that the gate honours a deployment's known deviations, end to
 * end: a temporary copy of the repository with one rule broken, served by the
 * copy's own server as a deployment, gated by the copy's own `npm run spec`
 * on the scenarios of the broken clause:
 *
 * 1. before the break, the deviating list reports its entry as passing now;
 * 2. with the break and the list, the failure is expected and the gate passes;
 * 3. with the break and no list, the same failure fails the gate.
 *
 * `npm test` breaks a file of the build as served (a host dropping part of a
 * page's policy): no build, about half a minute. `npm run prove-deviations --
 * --rebuild` breaks a rule of the site's sources and builds the copy, the
 * strongest proof, at the price of a build (over a minute), so `npm test`
 * leaves it out. The copying and breaking here is small on purpose: the rule
 * breaks of `npm run mutate` (issue 12) do the same at scale.
 */

export interface RuleBreak {
  /** The clause the break makes the deployment deviate from. */
  clause: string;
  /** The file of the copy it edits, from the repository's root. */
  file: string;
  /** A regular expression (multiline) of what it replaces, which must match once. */
  find: string;
  replace: string;
  /** What the break does, as the list's reason. */
  reason: string;
}

/** A host that drops frame-ancestors from the home page's policy: a deployment deviating in what it serves. */
export const SERVED_BREAK: RuleBreak = {
  clause: "SEC-1",
  file: "site/public/_headers",
  find: "^(/\\n  Content-Security-Policy: .*); frame-ancestors 'none'$",
  replace: "$1",
  reason: "The example host drops frame-ancestors from the home page's Content-Security-Policy.",
};

/** A site whose footer keeps every link on the launch page: a deployment built from other sources. */
export const SOURCE_BREAK: RuleBreak = {
  clause: "FOOTER-2",
  file: "site/src/routes/visibility.ts",
  find: "(export function footerOmitsSecondaryLinks\\(path: string\\): boolean \\{\\n  return )isNovoOutlanderPath\\(path\\);",
  replace: "$1false;",
  reason: "The example build keeps the recall, press and site-map links on /novo-outlander.",
};

/** The deviating deployment's name, and so its list's: `spec/expectations/deviating-example.yaml` in the copy. */
export const DEVIATING_DEPLOYMENT = "deviating-example";

/** The repository as it is now (tracked files and new ones, not ignored ones), its dependencies linked. */
export function copyRepository(): string {
  const copy = mkdtempSync(path.join(tmpdir(), "deviating-deployment-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT })
    .toString()
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      cpSync(path.join(ROOT, file), path.join(copy, file));
    } catch (error) {
      // A file deleted but not yet committed is listed by git and absent: the copy is the working tree.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

export function applyRuleBreak(copy: string, ruleBreak: RuleBreak): void {
  const file = path.join(copy, ruleBreak.file);
  const text = readFileSync(file, "utf8");
  const pattern = new RegExp(ruleBreak.find, "m");
  const matches = text.match(new RegExp(ruleBreak.find, "gm")) ?? [];
  if (matches.length !== 1) {
    throw new Error(
      `The rule break of ${ruleBreak.clause} matches ${matches.length} times in ${ruleBreak.file}: update it.`,
    );
  }
  writeFileSync(file, text.replace(pattern, ruleBreak.replace));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Serves the copy as `npm start` serves a build: its own server, its own data. */
export async function serveCopy(copy: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(path.join(copy, "node_modules", ".bin", "tsx"), ["server/main.ts"], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(copy, ".data") },
    stdio: "ignore",
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answered = await fetch(`${baseUrl}/`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill();
      throw new Error(`The deviating deployment did not start at ${baseUrl}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        server.once("exit", () => resolve());
        server.kill("SIGTERM");
      }),
  };
}

export interface GateOutcome {
  code: number;
  output: string;
}

/** The copy's own gate on the clause's scenarios, against a deployment, with or without its list. */
export async function gate(copy: string, baseUrl: string, clause: string, list: string | null): Promise<GateOutcome> {
  // No traces: the proof reads the gate's verdict, not why a scenario failed (and the deliberate failures
  // without the list would otherwise be run a second time to record them).
  const env: NodeJS.ProcessEnv = { ...process.env, BASE_URL: baseUrl, SPEC_REPORTS: "off", SPEC_TRACE: "off" };
  delete env.SPEC_EXPECTATIONS;
  if (list) env.SPEC_EXPECTATIONS = list;
  return run(
    path.join(copy, "node_modules", ".bin", "tsx"),
    ["harness/src/runner/run-spec.ts", "--tags", `@clause:${clause}`],
    {
      cwd: copy,
      env,
    },
  );
}

export interface Proof {
  ruleBreak: RuleBreak;
  beforeBreak: GateOutcome;
  withList: GateOutcome;
  withoutList: GateOutcome;
}

/** What each outcome must show; empty when the proof holds. */
export function proofProblems(proof: Proof): string[] {
  const problems: string[] = [];
  const { clause } = proof.ruleBreak;
  if (proof.beforeBreak.code !== 0 || !proof.beforeBreak.output.includes(`now passes: ${clause}`)) {
    problems.push(`before the break, the list's entry for ${clause} should pass and be reported as passing now`);
  }
  if (proof.withList.code !== 0 || !proof.withList.output.includes("expected failure (known deviation)")) {
    problems.push("with the break and its list, the gate should pass and report the failure as expected");
  }
  if (proof.withoutList.code === 0 || !proof.withoutList.output.includes("unexpected failure")) {
    problems.push("with the break and no list, the gate should fail on the failure");
  }
  return problems;
}

export async function proveKnownDeviations(ruleBreak: RuleBreak): Promise<Proof> {
  const copy = copyRepository();
  try {
    const served = ruleBreak.file.startsWith("site/public/");
    writeFileSync(
      path.join(copy, "spec", "expectations", `${DEVIATING_DEPLOYMENT}.yaml`),
      `- clause: ${ruleBreak.clause}\n  reason: ${JSON.stringify(ruleBreak.reason)}\n`,
    );
    // The reference build as it is served, for the copy to start from.
    cpSync(PUBLIC_DIR, path.join(copy, "site", "public"), { recursive: true });
    let site = await serveCopy(copy);
    let beforeBreak: GateOutcome;
    try {
      beforeBreak = await gate(copy, site.baseUrl, ruleBreak.clause, DEVIATING_DEPLOYMENT);
    } finally {
      await site.stop();
    }
    applyRuleBreak(copy, ruleBreak);
    if (!served) {
      const built = await run(path.join(copy, "node_modules", ".bin", "tsx"), ["scripts/build-site.ts"], { cwd: copy });
      if (built.code !== 0) throw new Error(`The deviating build failed:\n${built.output}`);
    }
    site = await serveCopy(copy);
    try {
      const withList = await gate(copy, site.baseUrl, ruleBreak.clause, DEVIATING_DEPLOYMENT);
      const withoutList = await gate(copy, site.baseUrl, ruleBreak.clause, null);
      return { ruleBreak, beforeBreak, withList, withoutList };
    } finally {
      await site.stop();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The lines of the gate's output a reader of the proof needs. */
function gist(outcome: GateOutcome): string {
  return outcome.output
    .split("\n")
    .filter((line) => /^(Gate | {2}(expected failure|unexpected failure|now passes|stale))/.test(line))
    .map((line) => `      ${line.trim()}`)
    .join("\n");
}

// `npm run prove-deviations [-- --rebuild]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ruleBreak = process.argv.includes("--rebuild") ? SOURCE_BREAK : SERVED_BREAK;
  const started = Date.now();
  const proof = await proveKnownDeviations(ruleBreak);
  console.log(
    `Known deviations, end to end: ${ruleBreak.clause} broken in ${ruleBreak.file} of a copy of the repository.`,
  );
  for (const [label, outcome] of [
    ["before the break, with its list", proof.beforeBreak],
    ["broken, with its list", proof.withList],
    ["broken, without a list", proof.withoutList],
  ] as const) {
    console.log(`  ${label}: exit ${outcome.code}\n${gist(outcome)}`);
  }
  const problems = proofProblems(proof);
  for (const problem of problems) console.log(`✖ ${problem}`);
  console.log(
    `${problems.length === 0 ? "✔ proven" : "✖ not proven"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
