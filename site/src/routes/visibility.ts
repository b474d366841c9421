/**
 * Which parts of the page chrome show on a path (source spec §2 "Visibility rules").
 * A "form-vip path" is any path with a segment that starts with `form-vip`
 * (for example /novo-outlander/form-vip): VIP sign-up pages stand alone.
 */

function segments(path: string): string[] {
  const [pathname = ""] = path.split(/[?#]/);
  return pathname.split("/").filter(Boolean);
}

export function isFormVipPath(path: string): boolean {
  return segments(path).some((segment) => segment.startsWith("form-vip"));
}

/** The launch landing page of the new Outlander and everything under it. */
export function isNovoOutlanderPath(path: string): boolean {
  return segments(path)[0] === "novo-outlander";
}

export function showsHeader(path: string): boolean {
  return !isNovoOutlanderPath(path) && !isFormVipPath(path);
}

export function showsFooter(path: string): boolean {
  return !isFormVipPath(path);
}

export function showsLocationModal(path: string): boolean {
  return !isFormVipPath(path);
}

/** On the launch page the footer leaves out the recall, press and site-map links. */
export function footerOmitsSecondaryLinks(path: string): boolean {
  return isNovoOutlanderPath(path);
}
