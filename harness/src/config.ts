import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";

/**
 * What the harness is told about the project it runs: where its spec lives, how its site is
 * built and served, which browser runs the scenarios. The project writes it once, in
 * `harness.config.ts` at its root (or the file HARNESS_CONFIG names); the harness itself
 * names no project's folder, command or address.
 *
 * The file imports the harness's types only (`import type`, `satisfies HarnessConfig`), and the
 * project's own modules lazily (inside the functions): the harness reads it as it loads, so a value
 * imported from the harness at the file's top would be a circle.
 */

/** A deployment the harness started for a run (the project's site on a loopback port), stopped after it. */
export interface LocalDeployment {
  baseUrl: string;
  /** A token that lets scenarios read back what the deployment stored, when the project has one. */
  adminToken?: string;
  stop(): Promise<void>;
}

/** The `fetch` a preflight uses (a test gives its own). */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** What a run asks of a deployment before its scenarios start. */
export interface DeploymentNeeds {
  baseUrl: string;
  /** SPEC_ADMIN_TOKEN as given, if any. */
  adminToken: string | undefined;
  /** How many of the chosen scenarios write data. */
  writing: number;
}

/** The width a scenario runs at (px), and the tags that run it at another. */
export interface ScenarioWidths {
  default: number;
  byTag: Readonly<Record<string, number>>;
}

export interface HarnessConfig {
  /** The project's name, as the living documentation's title says it. */
  name: string;
  /** Paths from the configuration file's folder. */
  paths: {
    /** The clause catalogue: source-spec.yaml, decisions-*.yaml, engineering-*.yaml. */
    clauses: string;
    /** The feature files (and every folder under it). */
    features: string;
    /** The lists of known deviations, one `<deployment>.yaml` each. */
    expectations: string;
    /** Which clauses of the source describe something a visitor sees. */
    visitorFacing: string;
    /** The rule breaks, and how each was last caught. */
    ruleBreaks: string;
    lastCatches: string;
    /** Where runs write their reports. */
    reports: string;
    /** Cucumber's configuration, and the one of the traced rerun of failures. */
    cucumber: string;
    cucumberRerun: string;
  };
  /** The folders a rule break may change (the implementation, never the spec). */
  breakableFolders: readonly string[];
  /** Folders whose vitest tests are property tests, and contract tests; any other test is a unit test. */
  testKinds: { property: readonly string[]; contract: readonly string[] };
  /** The widths the living documentation says each scenario ran at. */
  scenarioWidths: ScenarioWidths;
  /** The tag of the scenarios that write data on a deployment. */
  writesTag: string;
  /** The project's own site, run when no BASE_URL names a deployment. */
  site: {
    /** Settings the local build and its checks read (environment variables); the caller's own win. */
    settings?(): Promise<Record<string, string>>;
    /** Whether the build on disk is the build of these sources (SPEC_PREBUILT=1 refuses any other). */
    isBuilt(): Promise<boolean>;
    /** What to say when it is not. */
    notBuilt: string;
    /** Builds the site when needed and serves it on a free loopback port. */
    serve(): Promise<LocalDeployment>;
  };
  /** What a deployment lacks for the chosen scenarios, beyond answering at its address: one sentence each. */
  deploymentNeeds?(needs: DeploymentNeeds, fetcher: Fetch): Promise<string[]>;
  /** The page of the project's docs that says what a deployment needs. */
  deploymentNeedsDoc?: string;
  /** How `mutate` (rule-breaks/run-mutate.ts) breaks the project on purpose; a project without it has no rule breaks to run. */
  mutation?: MutationConfig;
  /** The browser of the scenarios and of the living documentation's audit. */
  browser: {
    /** The executable the scenarios use; undefined leaves the choice to the steps. */
    executablePath(): Promise<string | undefined>;
    launch(): Promise<Browser>;
    /**
     * The set-up the browser draws pages with on this machine (its fonts, say), chosen from the
     * environment and made ready (installed) before a run; none means one set-up, the default.
     */
    setUp?(): Promise<BrowserSetUp>;
  };
}

/** What the rule-break runner needs to know of the project, beyond the paths of its breaks. */
export interface MutationConfig {
  /** Whether a break of a file (from the root) changes what the build writes, so its copy builds again. */
  buildNeed(): Promise<(file: string) => boolean>;
  /**
   * The command, run in a working copy with its own node_modules/.bin first, that builds the copy's site when
   * its sources changed. Its last line of output is JSON: `{"ok": true, "built": boolean}` or
   * `{"ok": false, "message": "…"}`.
   */
  buildCommand: readonly string[];
  /** Variables of every command in a copy, beyond the site's settings (a server's warm-up turned off, say). */
  environment?: Record<string, string>;
  /** What a working copy keeps of its own between runs (build outputs, caches), from the root. */
  copyKeeps: readonly string[];
  /** Caches a new working copy starts from, copied from the repository when it has them. */
  copySeeds?: readonly string[];
  /** The folder whose vitest tests may name a clause, and the vitest configurations of some of its folders. */
  tests: { folder: string; configs?: ReadonlyArray<{ folder: string; config: string }> };
  /**
   * StrykerJS over the project's pure modules, run before the rule breaks. Its `mutate` globs, reports,
   * threshold and incremental file are read from its configuration file.
   */
  stryker?: {
    /** Its configuration file, from the root. */
    configFile: string;
    /** Where the hash of what its tests read was written by the last run, from the root. */
    fingerprintFile: string;
    /**
     * The hash of the files the tests read that Stryker's incremental mode does not diff (it diffs only the
     * mutated and test files): when it changes, every mutant runs again.
     */
    fingerprint(root: string, mutate: readonly string[]): Promise<string>;
  };
  /** A short name for the working copies' folders in the system's temporary folder. */
  copyName: string;
}

/** One of the project's browser set-ups, ready for a run. */
export interface BrowserSetUp {
  /** Its short name, in the run's column ("reference · fonts roboto"): the default adds none. */
  name: string;
  isDefault: boolean;
  /** What it stands for, said as the run starts. */
  description: string;
  /** The variables that put the scenarios' browser in it. */
  environment: Record<string, string>;
}

/** A configuration with its paths made absolute, and its root. */
export interface ResolvedConfig extends Omit<HarnessConfig, "paths"> {
  root: string;
  paths: HarnessConfig["paths"];
}

export const CONFIG_FILE_NAME = "harness.config.ts";

/** The configuration with each path from `root`. */
export function resolveConfig(config: HarnessConfig, root: string): ResolvedConfig {
  const paths = Object.fromEntries(
    Object.entries(config.paths).map(([name, value]) => [name, path.resolve(root, value)]),
  ) as HarnessConfig["paths"];
  return { ...config, root, paths };
}

/** The nearest `harness.config.ts` from a folder up; the process's own folder by default. */
export function findConfigFile(from = process.cwd()): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const file = path.join(dir, CONFIG_FILE_NAME);
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`No ${CONFIG_FILE_NAME} in ${from} or any folder above it.`);
  }
}

export async function loadConfig(file: string): Promise<ResolvedConfig> {
  const module = (await import(pathToFileURL(file).href)) as { default?: HarnessConfig };
  if (!module.default)
    throw new Error(`${file} exports no configuration (export default { … } satisfies HarnessConfig).`);
  return resolveConfig(module.default, path.dirname(file));
}

/** The project the harness runs in this process. */
export const CONFIG: ResolvedConfig = await loadConfig(
  process.env.HARNESS_CONFIG ? path.resolve(process.env.HARNESS_CONFIG) : findConfigFile(),
);
export const ROOT = CONFIG.root;
export const REPORTS_DIR = CONFIG.paths.reports;
