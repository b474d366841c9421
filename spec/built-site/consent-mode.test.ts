import { expect, test } from "vitest";
import { builtPages } from "./built-pages";

/**
 * CONSENT-1: "every page states its mode in its head". The scenarios serve pages whose stated mode the
 * suite rewrites (to check both modes against one deployment), so they never read what the build wrote:
 * this does. The suite's build leaves GATSBY_CONSENT_MODE unset, so every page states the default.
 */
test("every page states the default consent mode, notice, once in its head @clause:CONSENT-1", () => {
  expect(process.env.GATSBY_CONSENT_MODE ?? "").toBe("");
  for (const { page, html } of builtPages()) {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<meta name="consent-mode"[^>]*>/g), page).toEqual([
      '<meta name="consent-mode" content="notice"/>',
    ]);
  }
});
