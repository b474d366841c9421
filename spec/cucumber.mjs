// Cucumber's configuration. Steps and support files are TypeScript, loaded through
// tsx by `npm run spec` (spec/support/run-spec.ts), which also provides BASE_URL.
export default {
  paths: ["spec/features/**/*.feature"],
  import: ["spec/support/world.ts", "spec/support/hooks.ts", "spec/steps/**/*.ts"],
  parallel: 2,
  strict: true,
  format: [
    "progress",
    "html:reports/cucumber.html",
    "junit:reports/cucumber.junit.xml",
    "message:reports/cucumber.ndjson",
  ],
  formatOptions: {
    snippetInterface: "async-await",
    junit: { suiteName: "Mitsubishi Motors Brasil: executable specification" },
  },
};
