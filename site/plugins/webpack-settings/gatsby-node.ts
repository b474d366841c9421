import path from "node:path";
import type { GatsbyNode } from "gatsby";

/**
 * The site's webpack settings, in a plugin of their own so that webpack's
 * persistent cache is dropped only when they, the repository's dependencies,
 * or Gatsby's configuration change.
 *
 * Gatsby lists its own webpack configuration file as the cache's build
 * dependency, and webpack follows that file's `require`s: they reach Gatsby's
 * compiler of the site's own gatsby files, which requires the compiled
 * gatsby-node and gatsby-config, each one file with everything it imports
 * (the catalogue, the routes, the page data…). Any change to those modules
 * made webpack drop its whole cache and build both bundles again: 46–50 s
 * against about 20 s on this machine, its log saying "build dependencies
 * have changed". Here the compiled gatsby files are held unchanged for
 * webpack, and what does shape its work is named by content instead: this
 * file and gatsby-config (which plugins run); Gatsby, its loaders and plugins
 * stay build dependencies through their package versions, as before. The
 * site's gatsby-node must not change webpack's configuration: it is no longer
 * a build dependency.
 */

/**
 * zod stays out of every page's first load. The browser parses with it only on
 * demand (a stored city, a form being sent, saved cookie choices…), but Gatsby's
 * `commons` group takes any module that as many chunks use as there are page
 * templates, and on-demand chunks count too: zod would then load with every
 * page. Its own async chunk, of higher priority, keeps it where it is wanted.
 *
 * gatsby-plugin-image fetches react-dom/server (24 KB gzipped) in the browser
 * on every page with an image, to render images a navigation brings; the
 * site's own renderer of that markup stands in for it in the browser's
 * bundles (site/src/images/static-markup.ts, held to React's output by a test).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  getConfig,
  store,
}) => {
  // The site's folder, from Gatsby's own record: Gatsby runs this file compiled, from its cache folder.
  const siteDir: string = store.getState().program.directory;
  if (stage === "build-javascript" || stage === "build-html") {
    const config = getConfig();
    shortenCssModuleNames(config);
    if (stage === "build-javascript") keepCssWithItsPages(config);
    keepCacheAcrossSiteChanges(config, siteDir);
    actions.replaceWebpackConfig(config);
  }
  if (stage !== "build-javascript" && stage !== "develop") return;
  actions.setWebpackConfig({
    // Replaced by request, before Gatsby's own alias of react-dom turns it into a path.
    plugins: [
      plugins.normalModuleReplacement(/^react-dom\/server$/, path.join(siteDir, "src", "images", "static-markup.ts")),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          zod: {
            test: /[\\/]node_modules[\\/]zod[\\/]/,
            name: "zod",
            chunks: "async",
            priority: 30,
            enforce: true,
          },
        },
      },
    },
  });
};

/**
 * Each page's head carries the CSS of the modules that page uses, not the whole site's. Gatsby merges
 * every stylesheet into one `styles` chunk, which it inlines into every page: 40 KB on each, the forms',
 * the dealer finder's and the recall check's rules on the home page too. Without that group, webpack
 * keeps each CSS module with the chunk that imports it: Gatsby inlines the app's and the page template's
 * (client-assets-for-template), and the CSS of code loaded on demand (dialogs, a form's own fields)
 * arrives with that code, as the CSS of the next page does on a navigation.
 */
function keepCssWithItsPages(config: { optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } } }) {
  const groups = config.optimization?.splitChunks?.cacheGroups;
  if (!groups || !("styles" in groups))
    throw new Error("Gatsby's webpack configuration no longer has its styles group");
  delete groups.styles;
}

/** A loader of webpack's configuration, as far as the names of CSS modules' classes go. */
interface LoaderUse {
  loader?: string;
  options?: { modules?: { localIdentName?: string } | false };
}
interface LoaderRule {
  use?: LoaderUse[] | LoaderUse;
  oneOf?: LoaderRule[];
  rules?: LoaderRule[];
}

/**
 * CSS modules' classes by a short hash in the built site, not Gatsby's
 * `[name]--[local]--[hash]`: every page's script carries the names of its
 * modules' classes (the class map each CSS module exports), so long names
 * weigh on every first load, and on every page's markup. The same option in
 * the browser's build and the pages' (build-html), so both write the same
 * names; `develop` keeps the readable ones.
 */
function shortenCssModuleNames(config: { module?: { rules?: LoaderRule[] } }) {
  const visit = (rules: LoaderRule[] | undefined) => {
    for (const rule of rules ?? []) {
      const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
      for (const use of uses) {
        const modules = use.options?.modules;
        if (use.loader?.includes("css-loader") && modules && modules.localIdentName !== undefined) {
          modules.localIdentName = "[hash:base64:6]";
        }
      }
      visit(rule.oneOf);
      visit(rule.rules);
    }
  };
  visit(config.module?.rules);
}

/**
 * What drops webpack's persistent cache (the file's opening comment says why):
 * Gatsby's own build dependencies, with the site's compiled gatsby files, which
 * they reach, held unchanged; this file and gatsby-config instead, by content.
 */
function keepCacheAcrossSiteChanges(config: { cache?: unknown; snapshot?: unknown }, siteDir: string) {
  const cache = config.cache as { type?: string; buildDependencies?: Record<string, string[]> } | undefined;
  if (cache?.type !== "filesystem") return;
  const snapshot = (config.snapshot ?? {}) as { immutablePaths?: (string | RegExp)[] };
  config.snapshot = {
    ...snapshot,
    immutablePaths: [...(snapshot.immutablePaths ?? []), path.join(siteDir, ".cache", "compiled")],
  };
  cache.buildDependencies = {
    ...cache.buildDependencies,
    site: [path.join(siteDir, "plugins", "webpack-settings", "gatsby-node.ts"), path.join(siteDir, "gatsby-config.ts")],
  };
}
