import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

/**
 * Finds the Chromium the suite and the benchmark drive (tooling: no rule of the site): CHROMIUM_PATH if set, else Debian's
 * /usr/bin/chromium, else Playwright's own download. Playwright cannot download
 * browsers on a machine without internet, so when none is found and we run as
 * root with apt, Debian's package is installed; otherwise we stop with a hint.
 */

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

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

function playwrightOwnChromium(): string | undefined {
  try {
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return playwrightOwnChromium();
}

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

/** The Chromium to use, installing Debian's package when possible; throws a one-line hint otherwise. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH aponta para ${process.env.CHROMIUM_PATH}, que não existe.`);
  }
  if (canInstallWithApt()) {
    console.log("Chromium não encontrado: instalando o pacote chromium do Debian (apt-get)…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    "Nenhum Chromium encontrado: instale o pacote do Debian (sudo apt-get install chromium) ou aponte CHROMIUM_PATH para um executável do Chromium.",
  );
}
