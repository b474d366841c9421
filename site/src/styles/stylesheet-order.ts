import { isValidElement, type ReactNode } from "react";

/**
 * The cascade every page is written for: the site-wide stylesheet first (styles/global.css and the
 * layout's modules, in webpack's `app` chunk), then the page's own modules. Gatsby inlines each page's
 * stylesheets in its head the other way round (the page template's before the app's), so a global
 * class such as `.page` would override the page's module that refines it with the same specificity
 * (`<div class="page help">`). On a navigation the next page's stylesheet is appended to the head,
 * after the app's, which is this order too.
 */
const SITEWIDE_STYLESHEET = /\/app\.[0-9a-f]+\.css$/;

function isSitewideStylesheet(component: ReactNode): boolean {
  if (!isValidElement<{ "data-href"?: unknown }>(component) || component.type !== "style") return false;
  const href = component.props["data-href"];
  return typeof href === "string" && SITEWIDE_STYLESHEET.test(href);
}

/** The head's components with the site-wide stylesheet moved before the first other stylesheet. */
export function sitewideStylesheetFirst(head: readonly ReactNode[]): ReactNode[] {
  const sitewide = head.findIndex(isSitewideStylesheet);
  const firstStylesheet = head.findIndex((component) => isValidElement(component) && component.type === "style");
  if (sitewide < 0 || firstStylesheet < 0 || firstStylesheet >= sitewide) return [...head];
  const ordered = head.filter((_, index) => index !== sitewide);
  ordered.splice(firstStylesheet, 0, head[sitewide]);
  return ordered;
}
