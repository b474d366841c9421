/**
 * The visibility rules of the source spec (§2), as the spec reads them: the
 * header is hidden on the novo-outlander and form-vip paths; the footer and
 * the location modal on form-vip paths. A form-vip path is one with a segment
 * that starts with `form-vip` (the project's reading, README "Decisions"); a
 * novo-outlander path is /novo-outlander and what lies under it.
 */

function segmentsOf(pagePath: string): string[] {
  return (pagePath.split(/[?#]/)[0] ?? "").split("/").filter(Boolean);
}

export function isFormVipPath(pagePath: string): boolean {
  return segmentsOf(pagePath).some((segment) => segment.startsWith("form-vip"));
}

export function isNovoOutlanderPath(pagePath: string): boolean {
  return segmentsOf(pagePath)[0] === "novo-outlander";
}

/** What of the chrome a path shows. */
export function chromeOf(pagePath: string): { header: boolean; footer: boolean; locationModal: boolean } {
  const formVip = isFormVipPath(pagePath);
  return { header: !formVip && !isNovoOutlanderPath(pagePath), footer: !formVip, locationModal: !formVip };
}
