import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { onCreateWebpackConfig } from "../../site/plugins/webpack-settings/gatsby-node";

/**
 * webpack's persistent cache survives a change to the site's data and pages,
 * and is dropped when the webpack settings or the plugin list change
 * (site/plugins/webpack-settings/gatsby-node.ts says why; a rule break in a
 * module gatsby-node imports built in 24 s instead of 46–52 s).
 */

const SITE_DIR = path.resolve(__dirname, "..", "..", "site");

interface WebpackConfig {
  cache?: { type: string; buildDependencies?: Record<string, string[]> };
  snapshot?: { immutablePaths?: (string | RegExp)[] };
  module?: { rules?: unknown[] };
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } };
}

/** Gatsby's own cache groups for the browser's bundles, as far as the settings read them. */
const gatsbyCacheGroups = () => ({ framework: { name: "framework" }, styles: { name: "styles", enforce: true } });

/** The configuration the settings leave for a stage, starting from Gatsby's cache settings. */
function settingsFor(stage: string, cacheGroups: Record<string, unknown> = gatsbyCacheGroups()): WebpackConfig {
  const config: WebpackConfig = {
    cache: { type: "filesystem", buildDependencies: { config: ["/gatsby/dist/utils/webpack.config.js"] } },
    module: { rules: [] },
    optimization: { splitChunks: { cacheGroups } },
  };
  let replaced: WebpackConfig | undefined;
  const call = onCreateWebpackConfig as unknown as (args: object) => void;
  call({
    stage,
    getConfig: () => config,
    actions: {
      replaceWebpackConfig: (next: WebpackConfig) => {
        replaced = next;
      },
      setWebpackConfig: () => undefined,
    },
    plugins: { normalModuleReplacement: () => ({}) },
    store: { getState: () => ({ program: { directory: SITE_DIR } }) },
  });
  if (!replaced) throw new Error(`no configuration replaced for ${stage}`);
  return replaced;
}

describe("the site's webpack settings", () => {
  test.each(["build-javascript", "build-html"])(
    "hold the compiled gatsby files unchanged for the %s cache, and add the settings and the plugin list by content",
    (stage) => {
      const config = settingsFor(stage);
      expect(config.snapshot?.immutablePaths).toEqual([path.join(SITE_DIR, ".cache", "compiled")]);
      expect(config.cache?.buildDependencies).toEqual({
        config: ["/gatsby/dist/utils/webpack.config.js"],
        site: [
          path.join(SITE_DIR, "plugins", "webpack-settings", "gatsby-node.ts"),
          path.join(SITE_DIR, "gatsby-config.ts"),
        ],
      });
      for (const file of config.cache?.buildDependencies?.site ?? []) expect(existsSync(file), file).toBe(true);
    },
  );

  test("leave each CSS module with the chunks that import it in the browser's bundles, not merged into one stylesheet", () => {
    expect(Object.keys(settingsFor("build-javascript").optimization?.splitChunks?.cacheGroups ?? {})).toEqual([
      "framework",
    ]);
  });

  test("stop the build when Gatsby's configuration no longer has the stylesheet group they take out", () => {
    expect(() => settingsFor("build-javascript", { framework: { name: "framework" } })).toThrow(/styles group/);
  });

  test("are the only place that changes webpack's configuration: the site's own gatsby-node is no build dependency", () => {
    for (const file of ["gatsby-node.ts", "gatsby-config.ts"]) {
      expect(readFileSync(path.join(SITE_DIR, file), "utf8")).not.toMatch(/onCreateWebpackConfig|setWebpackConfig/);
    }
    expect(readFileSync(path.join(SITE_DIR, "gatsby-config.ts"), "utf8")).toMatch(
      /plugins: \[[^\]]*"webpack-settings"/,
    );
  });
});
