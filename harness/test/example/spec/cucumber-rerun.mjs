// The rerun of failures with traces: the example's configuration, writing apart.
import suite from "./cucumber.mjs";

export default {
  ...suite,
  format: [`message:${process.env.EXAMPLE_REPORTS ?? "reports"}/rerun/cucumber.ndjson`],
};
