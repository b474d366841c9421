// The example's Cucumber configuration, run by the harness from the example's folder.
export default {
  paths: ["spec/features/**/*.feature"],
  import: ["spec/steps/**/*.mjs"],
  strict: true,
  format: [
    `message:${process.env.EXAMPLE_REPORTS ?? "reports"}/cucumber.ndjson`,
    `html:${process.env.EXAMPLE_REPORTS ?? "reports"}/cucumber.html`,
  ],
};
