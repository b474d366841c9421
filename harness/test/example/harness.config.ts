import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { HarnessConfig } from "../../src/config";

/**
 * The example's configuration: a two-page static site, its three clauses and one rule break. Its
 * reports and last catches go where EXAMPLE_REPORTS and EXAMPLE_LAST_CATCHES say (a test's scratch
 * folder); its pages are served as they are written, from site/.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

export default {
  name: "The Lighthouse Café",
  paths: {
    clauses: "spec/clauses",
    features: "spec/features",
    expectations: "spec/expectations",
    visitorFacing: "spec/what-a-visitor-sees.yaml",
    ruleBreaks: "spec/rule-breaks.yaml",
    lastCatches: process.env.EXAMPLE_LAST_CATCHES ?? "spec/last-catches.json",
    reports: process.env.EXAMPLE_REPORTS ?? "reports",
    cucumber: "spec/cucumber.mjs",
    cucumberRerun: "spec/cucumber-rerun.mjs",
  },
  breakableFolders: ["site"],
  testKinds: { property: [], contract: [] },
  scenarioWidths: { default: 1280, byTag: {} },
  writesTag: "@writes",
  site: {
    isBuilt: async () => true,
    notBuilt: "the example's pages are served as they are written.",
    serve: async () => (await import("./serve")).serveFolder(path.join(HERE, "site")),
  },
  // Its rule break through the harness's runner: pages served as written, so nothing to build.
  mutation: {
    buildNeed: async () => () => false,
    buildCommand: [process.execPath, "-e", "console.log(JSON.stringify({ ok: true, built: false }))"],
    copyKeeps: [],
    copyName: "lighthouse-cafe",
    tests: { folder: "spec" },
  },
  browser: {
    executablePath: async () => CHROMIUM.find((file) => file !== undefined && existsSync(file)),
    launch: async () => {
      const { chromium } = await import("playwright-core");
      const executablePath = CHROMIUM.find((file) => file !== undefined && existsSync(file));
      return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ["--no-sandbox"] });
    },
  },
} satisfies HarnessConfig;
