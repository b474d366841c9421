// Cucumber's configuration. Steps and support files are TypeScript, loaded through
// tsx by `npm run spec` (the harness's runner, harness/src/runner/run-spec.ts), which also provides BASE_URL.

// Feature paths given on the command line replace the default set instead of
// adding to it, so `npm run spec -- spec/features/x/y.feature` runs just that.
const namesFeatures = process.argv
  .slice(2)
  .some((arg) => /\.feature(?::\d+)*$/.test(arg) || /^spec\/features\//.test(arg));

// SPEC_ENGINE=webkit (spec/support/settings.ts) leaves out the scenarios that need what WebDriver classic
// lacks (their @needs-… tags), and runs one worker: each drives a whole browser on a display of its own.
// Unset, nothing of this is read and the configuration is Chromium's as ever.
const engine = process.env.SPEC_ENGINE
  ? await import("./support/settings.ts").then(({ ENGINE, WEBKIT_RUNNABLE_TAGS }) =>
      ENGINE === "webkit" ? { tags: WEBKIT_RUNNABLE_TAGS, parallel: 1 } : {},
    )
  : {};

export default {
  paths: namesFeatures ? [] : ["spec/features/**/*.feature"],
  import: ["spec/support/world.ts", "spec/support/hooks.ts", "spec/steps/**/*.ts"],
  parallel: 2,
  strict: true,
  format: [
    // Scenarios done, failures and the time left: a bar in a terminal, plain lines in CI (the harness's formatter).
    "./harness/src/runner/progress-formatter.ts",
    "html:reports/cucumber.html",
    "junit:reports/cucumber.junit.xml",
    "message:reports/cucumber.ndjson",
  ],
  formatOptions: {
    snippetInterface: "async-await",
    junit: { suiteName: "Mitsubishi Motors Brasil: executable specification" },
  },
  ...engine,
};
