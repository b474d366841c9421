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
    ruleBreaks: "spec/mutation/rule-breaks.yaml",
    lastCatches: "spec/mutation/last-catches.json",
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
  browser: {
    executablePath: async () => (await import("./tooling/chromium")).ensureChromium().executablePath,
    launch: async () => (await import("./tooling/chromium")).launchSuiteChromium(),
  },
} satisfies HarnessConfig;
