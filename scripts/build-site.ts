import { ensureSiteBuilt } from "./lib/site-build";

/**
 * `npm run build`: always builds the site (and precompresses it).
 * `--if-changed` (the suite's harness): builds only when the sources or the
 * GATSBY_* settings changed since the last build, and prints gatsby's output
 * only when the build fails.
 */
const ifChanged = process.argv.includes("--if-changed");
const outcome = await ensureSiteBuilt({ force: !ifChanged, echo: !ifChanged });
console.log(outcome.built ? `Site construído em ${outcome.seconds.toFixed(1)} s.` : "Site já construído e atual.");
