import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createProductionServer } from "../../server/production-server";
import { CHROMIUM_ARGS, ensureChromium } from "../../tooling/chromium";
import { PUBLIC_DIR } from "../../tooling/paths";
import { builtPages } from "./built-pages";

/**
 * What a shared link and a home screen show, read from the build as a crawler
 * and a browser would: every page's head names a 1200×630 PNG or JPEG that the
 * server answers, with its size and description; the icons are PNGs of the
 * sizes their links state; the pt-BR manifest passes Chromium's own
 * installability check (what Lighthouse's "installable-manifest" read before
 * Lighthouse 12 dropped it).
 */

/** The content of a meta tag of a head, by property or name. */
function meta(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (new RegExp(`(?:property|name)="${key}"`).test(tag)) return /content="([^"]*)"/.exec(tag)?.[1];
  }
  return undefined;
}

/** The attributes of the head's <link> tags with a given rel. */
function links(html: string, rel: string): Record<string, string>[] {
  return (html.match(/<link\b[^>]*>/g) ?? [])
    .map((tag) => Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]])))
    .filter((attributes) => attributes.rel === rel);
}

const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

let origin = "";
let close: () => Promise<void> = async () => {};
const dataDir = mkdtempSync(path.join(tmpdir(), "built-site-"));

beforeAll(async () => {
  if (!existsSync(path.join(PUBLIC_DIR, "index.html"))) throw new Error("Não há site construído: rode npm run build.");
  const site = await createProductionServer({ publicDir: PUBLIC_DIR, dataDir });
  origin = await site.listen(0);
  close = site.close;
});

afterAll(async () => {
  await close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Fetches a site address named in a page (absolute on GATSBY_SITE_URL) from the server under test. */
const fetchSite = (address: string) => fetch(`${origin}${new URL(address, "http://site").pathname}`);

describe("pages that share well", () => {
  const pages = builtPages();

  test("the build has pages to read", () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  test("every page names a large card and a 1200×630 picture, described", () => {
    const missing = pages.flatMap(({ page, html }) => {
      const problems: string[] = [];
      if (meta(html, "twitter:card") !== "summary_large_image") problems.push("twitter:card");
      if (!meta(html, "og:image")) problems.push("og:image");
      if (meta(html, "og:image:width") !== "1200") problems.push("og:image:width");
      if (meta(html, "og:image:height") !== "630") problems.push("og:image:height");
      if (!/^image\/(png|jpeg)$/.test(meta(html, "og:image:type") ?? "")) problems.push("og:image:type");
      if ((meta(html, "og:image:alt") ?? "").length < 10) problems.push("og:image:alt");
      return problems.map((problem) => `${page}: ${problem}`);
    });
    expect(missing).toEqual([]);
  });

  test("every page's picture is a PNG or JPEG of 1200×630 and at most 300 KB, as its head says", async () => {
    const checked = new Map<string, string>();
    const problems: string[] = [];
    for (const { page, html } of pages) {
      const address = decode(meta(html, "og:image") ?? "");
      if (!checked.has(address)) {
        const answer = await fetchSite(address);
        const body = Buffer.from(await answer.arrayBuffer());
        const type = answer.headers.get("content-type") ?? "";
        const image = answer.ok && type.startsWith("image/");
        const { width, height, format } = image ? await sharp(body).metadata() : { width: 0, height: 0, format: "" };
        const found = `${answer.status} ${type} ${format} ${width}×${height} ${body.length <= 300 * 1024 ? "small" : "large"}`;
        checked.set(address, found);
      }
      const found = checked.get(address);
      const expected = meta(html, "og:image:type") === "image/jpeg" ? "200 image/jpeg jpeg" : "200 image/png png";
      if (found !== `${expected} 1200×630 small`) problems.push(`${page}: ${address} answered ${found}`);
    }
    expect(problems).toEqual([]);
    // Pages share their own picture: a model page its car, the home page the launch.
    expect(new Set(checked.keys()).size).toBeGreaterThan(30);
  });
});

describe("icons and the web manifest", () => {
  const home = readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8");

  test("the PNG favicons and the 180 px apple-touch icon are PNGs of the sizes their links state", async () => {
    const icons = [
      ...links(home, "icon").filter((link) => link.type === "image/png"),
      ...links(home, "apple-touch-icon"),
    ];
    expect(links(home, "apple-touch-icon").map((link) => link.sizes)).toEqual(["180x180"]);
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of icons) {
      const answer = await fetchSite(icon.href ?? "");
      expect(answer.headers.get("content-type")).toBe("image/png");
      const { width, height, format } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`);
    }
  });

  test("the manifest is in pt-BR, names the site, takes the theme colour and has PNG icons of 192 and 512", async () => {
    const [manifestLink] = links(home, "manifest");
    const answer = await fetchSite(manifestLink?.href ?? "");
    expect(answer.headers.get("content-type")).toBe("application/manifest+json");
    const manifest = (await answer.json()) as {
      lang: string;
      name: string;
      short_name: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.lang).toBe("pt-BR");
    expect(manifest.name).toMatch(/Mitsubishi/);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toBe(meta(home, "theme-color"));
    for (const size of ["192x192", "512x512"]) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.type === "image/png");
      expect(icon, size).toBeDefined();
      const image = await sharp(Buffer.from(await (await fetchSite(icon?.src ?? "")).arrayBuffer())).metadata();
      expect(`${image.width}x${image.height}`).toBe(size);
    }
  });

  test("Chromium finds the manifest and reports nothing against installing the site", async () => {
    // A profile of its own: Chromium does not offer to install anything in an incognito window.
    const profile = mkdtempSync(path.join(tmpdir(), "built-site-profile-"));
    const browser = await chromium.launchPersistentContext(profile, {
      // The full browser: installing a site is the browser's, which the headless shell does not have.
      executablePath: ensureChromium("browser").executablePath,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${origin}/`, { waitUntil: "load" });
      const session = await browser.newCDPSession(page);
      const manifest = (await session.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
      expect(manifest.url).toMatch(/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      // Installability also asks for https; the suite's server speaks http on the loopback, which Chromium treats as secure.
      const { installabilityErrors } = (await session.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
