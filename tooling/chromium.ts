import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/**
 * Finds the Chromium the suite and the benchmark drive (tooling: no rule of the site).
 *
 * Two builds of the same engine:
 * - the headless shell, Chromium without the browser's own windows, which is what Playwright runs
 *   headless by default since 1.49 (microsoft/playwright#33566). The suite drives it: each scenario opens a context, and in the full browser
 *   each context is a window that starts its own renderers for the browser's UI (the address bar's
 *   popup). Measured on this project's two-core machine: a context and its page load cost 1.5 core-s
 *   in the shell against 4.2 in the full browser, and the Gherkin run took 13.5 minutes against 30.
 * - the full browser, which Lighthouse measures (what visitors run) and which alone reports on
 *   installing the site (its manifest).
 *
 * Each is looked for as CHROMIUM_PATH if set, else Debian's package of that build, else Playwright's
 * own download. Playwright cannot download browsers on a machine without internet, so when none is
 * found and we run as root with apt, Debian's package is installed; otherwise we stop with a hint.
 */

export type ChromiumBuild = "headless-shell" | "browser";

/** Debian's package of each build, and where it puts the binary. */
const DEBIAN: Record<ChromiumBuild, { packageName: string; binary: string }> = {
  "headless-shell": { packageName: "chromium-headless-shell", binary: "/usr/bin/chromium-headless-shell" },
  browser: { packageName: "chromium", binary: "/usr/bin/chromium" },
};

/** Flags that keep Chromium quiet on a machine without internet (and allowed to run as root). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-extensions",
  "--mute-audio",
];

/**
 * A Chromium to launch. `executablePath` undefined means Playwright's own download, launched without
 * a path so that Playwright picks the build itself (its headless shell for a headless launch).
 */
export interface FoundChromium {
  executablePath: string | undefined;
}

/** Playwright's own download (`npx playwright install chromium` fetches both builds). */
function playwrightOwn(build: ChromiumBuild): FoundChromium | undefined {
  try {
    const browser = chromium.executablePath();
    if (!browser || !existsSync(browser)) return undefined;
    return { executablePath: build === "browser" ? browser : undefined };
  } catch {
    return undefined;
  }
}

export function findChromium(build: ChromiumBuild = "headless-shell"): FoundChromium | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? { executablePath: fromEnv } : undefined;
  const debian = DEBIAN[build].binary;
  if (existsSync(debian)) return { executablePath: debian };
  return playwrightOwn(build);
}

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

/** The Chromium of that build, installing Debian's package when possible; throws a one-line hint otherwise. */
export function ensureChromium(build: ChromiumBuild = "headless-shell"): FoundChromium {
  const found = findChromium(build);
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH aponta para ${process.env.CHROMIUM_PATH}, que não existe.`);
  }
  const { packageName, binary } = DEBIAN[build];
  if (canInstallWithApt()) {
    console.log(`Chromium (${build}) não encontrado: instalando o pacote ${packageName} do Debian (apt-get)…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", packageName], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync(binary)) return { executablePath: binary };
  }
  throw new Error(
    `Nenhum Chromium (${build}) encontrado: instale o pacote do Debian (sudo apt-get install ${packageName}) ou aponte CHROMIUM_PATH para um executável do Chromium.`,
  );
}

/** The full browser's binary, for tools that need a path (chrome-launcher). */
export function ensureChromiumBrowserPath(): string {
  const { executablePath } = ensureChromium("browser");
  if (!executablePath) throw new Error("O Chromium completo não tem caminho conhecido: aponte CHROMIUM_PATH para ele.");
  return executablePath;
}

/**
 * The headless shell the suite drives (the scenarios, the living documentation's audit), with the
 * quiet flags and any of the caller's. It does not install: `npm run spec` and `npm test` have made
 * sure of one before (ensureChromium).
 */
export async function launchSuiteChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const found = findChromium();
  if (!found) {
    throw new Error(
      "No Chromium found: run through `npm run spec` or `npm test`, which find or install one (or set CHROMIUM_PATH).",
    );
  }
  return chromium.launch({
    executablePath: found.executablePath,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}
