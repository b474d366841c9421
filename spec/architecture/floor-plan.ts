/**
 * Where each module of the repository lives, floor by floor. A module may
 * import modules of its own room and of rooms on lower floors; never of a room
 * on its own floor or above. A room may have floors of its own (the site's
 * folders, the suite's), and the same rule holds inside it. Every TypeScript
 * file belongs to a room, so a new folder has to be given its floor here.
 *
 * Floors are listed from the ground up; paths are relative to the room above.
 */

export type Room = string | { room: string; floors: Floors };
export type Floors = readonly (readonly Room[])[];

/** The site's folders: pure rules at the bottom, the pages at the top. */
const SITE: Floors = [
  ["src/rules", "src/browser", "src/brand.ts", "src/external-links.ts", "src/css-modules.d.ts"],
  ["src/routes", "src/requests", "src/search", "src/consent"],
  ["src/catalogue", "src/content", "src/tracking", "src/dealers", "src/location", "src/hooks", "src/images"],
  ["src/forms", "src/structured-data", "src/client-data"],
  ["src/page-data"],
  ["src/share-images"],
  ["src/components", "src/styles"],
  ["src/templates", "src/pages"],
  ["gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx", "plugins"],
];

/**
 * The harness (@mmcb/harness, a workspace of its own): its configuration and the reading of feature files
 * at the bottom; the clause catalogue with the judgement of a run, and the records of rule breaks; the living
 * documentation drawn from them; the runner; its public entry; its tests. It imports nothing of the
 * repository outside it (harness/test/self-contained.test.ts), and the repository imports it by its name.
 */
const HARNESS: Floors = [
  ["src/config.ts", "src/gherkin-document.ts", "src/process.ts"],
  ["src/traceability", "src/rule-breaks"],
  ["src/living-doc"],
  ["src/runner"],
  ["src/index.ts"],
  ["test", "vitest.config.ts"],
];

/**
 * This site's spec: the reading of a feature's tables; the oracles, some of which read a feature's table as
 * their expectation; what the checks stand on (the support of the steps, the arbitraries); then the checks,
 * among them the conformance of this spec's data to the harness's rules; then the commands that run them
 * (the deviating deployment's proof, `npm run mutate`).
 */
const SPEC: Floors = [
  ["support/gherkin-examples.ts"],
  ["oracles"],
  ["support", "arbitraries", "imports"],
  [
    "steps",
    "properties",
    "unit",
    "contracts",
    "build",
    "server",
    "architecture",
    "independence",
    "built-site",
    "conformance",
  ],
  ["expectations"],
];

/**
 * The repository. The harness stands on nothing of it. The site and the server stand side by side on what both
 * share (the contracts, the clock, the tooling that finds folders and a browser); the build and artwork tools use them; the
 * suite and the benchmark use the tools and the harness; the harness's configuration names the suite's support and
 * the tools; the test command runs the suite.
 */
export const FLOOR_PLAN: Floors = [
  [{ room: "harness", floors: HARNESS }, "contracts", "shared", "tooling"],
  ["vitest.config.ts", "vitest.built-site.config.ts"],
  [{ room: "site", floors: SITE }, "server"],
  ["scripts"],
  [{ room: "spec", floors: SPEC }, "bench"],
  ["mutation"],
  ["harness.config.ts", "scripts/test.ts"],
];
