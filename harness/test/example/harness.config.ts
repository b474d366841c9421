import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { HarnessConfig } from "../../src/config";

/**
 * The example's configuration: a two-page static site, its three clauses and one rule break. Its
 * reports go where EXAMPLE_REPORTS says (a test's scratch folder); its pages are served as they are
 * written, from site/ or from the folder EXAMPLE_SITE names (a copy with the rule broken).
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
    lastCatches: "spec/last-catches.json",
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
    serve: async () => (await import("./serve")).serveFolder(process.env.EXAMPLE_SITE ?? path.join(HERE, "site")),
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
