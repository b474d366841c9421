// The rerun of the failed scenarios with Playwright traces (harness/src/runner/traced-rerun.ts): the suite's
// configuration, writing its reports apart so that the first run's, which the gate judges, stay whole.
import suite from "./cucumber.mjs";

export default {
  ...suite,
  format: ["progress", "html:reports/rerun/cucumber.html", "message:reports/rerun/cucumber.ndjson"],
};
