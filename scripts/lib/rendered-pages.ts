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
 * `v8.serialize`). That part is kept, every page in it marked dirty and its
 * compilation hashes cleared, as Gatsby's own reducer does when it clears its
 * cache (DELETE_CACHE): every page is rendered again (46 pages, about 2 s
 * here), and a page the new build no longer creates is still one Gatsby knows,
 * so it deletes it. Dropping the part instead made such a build fail: "[html
 * reducer] how can I delete page that wasn't created (?)", which a rule break
 * moving the SUVs' pages took for the build refusing it. A state it cannot be
 * read back from is removed whole, which Gatsby also handles: it bootstraps
 * again; an `html` part of another shape is dropped.
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
  const { html, ...rest } = state as Record<string, unknown>;
  writeFileSync(file, v8.serialize(markEveryPageDirty(html) ? { ...rest, html } : rest));
}

/** Gatsby's flag for a page to render again after its cache was cleared (gatsby/dist/redux/reducers/html.js). */
const FLAG_DIRTY_CLEARED_CACHE = 0b1;

interface Dirtiable {
  dirty: number;
}

const isDirtiable = (value: unknown): value is Dirtiable =>
  typeof value === "object" && value !== null && typeof (value as { dirty?: unknown }).dirty === "number";

/** Marks every page and slice of Gatsby's `html` state to render again; false (nothing marked) when the state is not of that shape. */
function markEveryPageDirty(html: unknown): boolean {
  if (typeof html !== "object" || html === null) return false;
  const state = html as {
    trackedHtmlFiles?: unknown;
    slicesProps?: { bySliceId?: unknown };
    browserCompilationHash?: string;
    ssrCompilationHash?: string;
    templateCompilationHashes?: Record<string, string>;
  };
  const pages = state.trackedHtmlFiles;
  if (!(pages instanceof Map) || ![...pages.values()].every(isDirtiable)) return false;
  const slices = state.slicesProps?.bySliceId instanceof Map ? [...state.slicesProps.bySliceId.values()] : [];
  for (const entry of [...pages.values(), ...slices.filter(isDirtiable)]) entry.dirty |= FLAG_DIRTY_CLEARED_CACHE;
  state.browserCompilationHash = "";
  state.ssrCompilationHash = "";
  state.templateCompilationHashes = {};
  return true;
}
