// Cucumber's configuration. Steps and support files are TypeScript, loaded through
// tsx by `npm run spec` (the harness's runner, harness/src/runner/run-spec.ts), which also provides BASE_URL.

// Feature paths given on the command line replace the default set instead of
// adding to it, so `npm run spec -- spec/features/x/y.feature` runs just that.
const namesFeatures = process.argv
  .slice(2)
  .some((arg) => /\.feature(?::\d+)*$/.test(arg) || /^spec\/features\//.test(arg));

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
};
