/**
 * Whether the site's own links lead somewhere: each distinct address is asked
 * once per worker (the header and footer repeat the same links on every page),
 * without following redirects, so a link must name its page exactly.
 */
const answers = new Map<string, Promise<number>>();

/** The status the site answers for an address of its own (cached for the worker's run). */
export function statusOf(address: string): Promise<number> {
  let answer = answers.get(address);
  if (!answer) {
    answer = fetch(address, { redirect: "manual" }).then(async (response) => {
      await response.body?.cancel();
      return response.status;
    });
    answers.set(address, answer);
  }
  return answer;
}

/**
 * The site addresses among a page's link targets: same origin, without the
 * hash (a hash names a place in the page the address leads to); hash-only,
 * external, `tel:` and `mailto:` links are not the site's.
 */
export function siteAddresses(hrefs: readonly string[], pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const addresses = new Set<string>();
  for (const href of hrefs) {
    if (href.startsWith("#")) continue;
    const target = new URL(href, pageUrl);
    if (target.origin !== origin) continue;
    target.hash = "";
    addresses.add(target.toString());
  }
  return [...addresses];
}
