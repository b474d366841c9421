import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";

/**
 * Makes Gatsby's next build render every page's HTML again, while keeping the
 * rest of its cache (webpack's above all).
 *
 * A build over the last one re-renders only the pages Gatsby finds changed:
 * new page data, or a template whose server-side bundle changed. In Gatsby 5
 * (slices always on) a change to the browser bundle alone marks no page, and
 * a stylesheet-only change is such a change: CSS-module class names do not
 * depend on the rules. Every page then kept the stylesheet of the build
 * before, inlined, while `webpack.stats.json` named the new one. Seen on the
 * rule breaks: moving the desktop header's breakpoint from 1080 to 1024 px
 * was built and served without the move, and survived.
 *
 * Gatsby keeps which pages it rendered, and from what, in the `html` part of
 * its persisted state (`.cache/redux/redux.rest.state`, written with
 * `v8.serialize`); without that part it starts the part afresh and renders
 * every page (46 pages, about 2 s here). A state it cannot be read back from
 * is removed whole, which Gatsby also handles: it bootstraps again.
 */
export function forgetRenderedPages(siteDir: string): void {
  const file = path.join(siteDir, ".cache", "redux", "redux.rest.state");
  if (!existsSync(file)) return;
  let state: unknown;
  try {
    state = v8.deserialize(readFileSync(file));
  } catch {
    rmSync(file, { force: true });
    return;
  }
  if (typeof state !== "object" || state === null) {
    rmSync(file, { force: true });
    return;
  }
  const { html: _rendered, ...rest } = state as Record<string, unknown>;
  writeFileSync(file, v8.serialize(rest));
}
