import type { HarnessConfig } from "@mmcb/harness";

/**
 * What the harness (harness/, @mmcb/harness) is told about this site: where its spec lives, how
 * its site is built and served for a run, and which browser runs the scenarios. The site's modules
 * are imported inside the functions, when the harness calls them: the harness reads this file as
 * it loads (docs/architecture.md, "The harness").
 */
export default {
  name: "Mitsubishi Motors Brasil's website",
  paths: {
    clauses: "spec/clauses",
    features: "spec/features",
    expectations: "spec/expectations",
    visitorFacing: "spec/conformance/what-a-visitor-sees.yaml",
    ruleBreaks: "spec/rule-breaks/rule-breaks.yaml",
    lastCatches: "spec/rule-breaks/last-catches.json",
    reports: "reports",
    cucumber: "spec/cucumber.mjs",
    cucumberRerun: "spec/cucumber-rerun.mjs",
  },
  breakableFolders: ["site", "server", "contracts", "scripts"],
  testKinds: { property: ["spec/properties"], contract: ["spec/contracts"] },
  // spec/support/settings.ts: @mobile runs at 390 px, every other scenario at 1280.
  scenarioWidths: { default: 1280, byTag: { "@mobile": 390 } },
  writesTag: "@writes",
  site: {
    // spec/suite-build.env: the tag ids of the suite's build, and the public origin its pages declare.
    settings: async () => (await import("./spec/support/suite-build")).suiteBuildSettings(),
    isBuilt: async () => (await import("./scripts/lib/site-build")).buildIsCurrent(),
    notBuilt:
      "site/public holds no build of these sources. Hand over the build job's site/public (with its .build-stamp) made from the same commit and GATSBY_* settings.",
    serve: async () => (await import("./spec/support/server")).startLocalSite(),
  },
  deploymentNeeds: async (needs, fetcher) =>
    (await import("./spec/support/deployment-needs")).siteNeeds(needs, fetcher),
  deploymentNeedsDoc: 'docs/gating-a-deployment.md, "What the suite needs of a deployment"',
  // harness/src/rule-breaks/run-mutate.ts (npm run mutate): how this site is broken on purpose.
  mutation: {
    buildNeed: async () => (await import("./mutation/site-build-need")).needsSiteBuild,
    buildCommand: ["tsx", "mutation/ensure-built.ts"],
    // The server skips its warm-up (about 2.7 s a start): a break's few scenarios are not a burst.
    environment: { WARM_UP: "false" },
    // Gatsby's cache and the last build stay in a copy, so each break's build redoes only what it touches.
    copyKeeps: ["site/.cache", "site/public"],
    copySeeds: ["site/.cache"],
    copyName: "mitsubishi",
    // The checks of the built site run under their own configuration, which the default one leaves out.
    tests: { folder: "spec", configs: [{ folder: "spec/built-site", config: "vitest.built-site.config.ts" }] },
    stryker: {
      configFile: "mutation/stryker.config.mjs",
      fingerprintFile: "mutation/stryker-incremental.fingerprint",
      fingerprint: async (root, mutate) =>
        (await import("./mutation/stryker-fingerprint")).testInputsFingerprint(root, mutate),
    },
  },
  browser: {
    executablePath: async () => (await import("./tooling/chromium")).ensureChromium().executablePath,
    launch: async () => (await import("./tooling/chromium")).launchSuiteChromium(),
    // tooling/fonts.ts: SPEC_FONTS picks the fonts the browser draws with (default, roboto, urw).
    setUp: async () => {
      const fonts = await import("./tooling/fonts");
      const chosen = fonts.chosenFontSetup();
      fonts.ensureFonts(chosen);
      return {
        name: `fonts ${chosen}`,
        isDefault: chosen === "default",
        description: `fonts ${fonts.describeFontSetup(chosen)}`,
        environment: fonts.fontEnvironment(chosen),
      };
    },
  },
} satisfies HarnessConfig;
