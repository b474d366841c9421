import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Finds and starts the WebKit the suite's second engine drives (tooling: no rule of the site).
 *
 * WebKitGTK's WebDriver (`WebKitWebDriver`, W3C WebDriver classic) drives its MiniBrowser, a browser
 * with a window and no headless mode: it is drawn on a virtual X display that `xvfb-run` starts for
 * it and stops with it, where a window manager (openbox) gives the browser's window the focus, as a
 * visitor's desktop does. Debian packages them all; like Chromium (chromium.ts) and the fonts
 * (fonts.ts), they are installed from Debian when missing and we run as root with apt, else we stop
 * with a hint.
 */

/** Debian's packages, and a file each puts on the machine. */
const PACKAGES = [
  { packageName: "webkit2gtk-driver", file: "/usr/bin/WebKitWebDriver" },
  { packageName: "xvfb", file: "/usr/bin/xvfb-run" },
  { packageName: "xauth", file: "/usr/bin/xauth" },
  // A window manager on the display: without one no window has the keyboard's focus, and WebKit draws
  // no focused element as focused (`:focus` matches nothing, document.hasFocus() is false).
  { packageName: "openbox", file: "/usr/bin/openbox" },
] as const;

/** Where Debian's libwebkit2gtk puts MiniBrowser: under the library folder of the machine's architecture. */
function findMiniBrowser(): string | undefined {
  const lib = "/usr/lib";
  const candidates = existsSync(lib)
    ? readdirSync(lib).map((folder) => path.join(lib, folder, "webkit2gtk-4.1", "MiniBrowser"))
    : [];
  return candidates.find((file) => existsSync(file));
}

/** What the WebKit engine runs: the WebDriver server and the browser it drives. */
export interface FoundWebKit {
  driver: string;
  browser: string;
}

function missingPackages(): string[] {
  return PACKAGES.filter(({ file }) => !existsSync(file)).map(({ packageName }) => packageName);
}

/** WebKitGTK's WebDriver, its MiniBrowser and a virtual display, installing Debian's packages when possible. */
export function ensureWebKit(): FoundWebKit {
  const missing = missingPackages();
  if (missing.length > 0 && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`WebKit não encontrado: instalando ${missing.join(", ")} do Debian (apt-get)…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  const stillMissing = missingPackages();
  const browser = findMiniBrowser();
  if (stillMissing.length > 0 || !browser) {
    const packages = PACKAGES.map(({ packageName }) => packageName);
    throw new Error(
      `O WebKit do Debian falta (${[...stillMissing, ...(browser ? [] : ["MiniBrowser"])].join(", ")}): instale ${packages.join(", ")} (sudo apt-get install ${packages.join(" ")}).`,
    );
  }
  return { driver: "/usr/bin/WebKitWebDriver", browser };
}

/** A port no one listens on now, as the system hands one out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A running WebDriver server: where to send its commands, and how to stop it with all it started. */
export interface RunningWebDriver {
  url: string;
  stop(): Promise<void>;
}

/** The longest the WebDriver server may take to say it is ready (xvfb-run waits for the display first). */
const DRIVER_START_TIMEOUT_MS = 20_000;

/**
 * The virtual display's screen: larger than any window a scenario asks for (1280×800, a tablet of
 * 768×1024), so the window is never clipped by the screen, plus MiniBrowser's toolbar above the page.
 */
const SCREEN = "2560x1600x24";

async function isReady(url: string): Promise<boolean> {
  try {
    const answer = await fetch(`${url}/status`, { signal: AbortSignal.timeout(1_000) });
    const { value } = (await answer.json()) as { value?: { ready?: boolean } };
    return value?.ready === true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Signals the child's whole process group: xvfb-run, Xvfb, the driver and the browsers it started. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

async function stopGroup(child: ChildProcess): Promise<void> {
  signalGroup(child, "SIGTERM");
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 5_000);
  await exited(child);
  clearTimeout(timer);
  // xvfb-run may leave before the browser's helpers have: they are of its group, and get the same end.
  signalGroup(child, "SIGKILL");
}

async function startOnce(driver: string, environment: NodeJS.ProcessEnv): Promise<RunningWebDriver | undefined> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A group of its own (detached), so that stop() ends everything xvfb-run started and nothing else.
  // `-a` picks a free display; two workers starting at once may pick the same one, and one then fails:
  // the caller tries again.
  // The window manager first, then the server in its place (exec), so the display lives as long as the server.
  const session = `openbox & exec "$0" --port=${port}`;
  const child = spawn("xvfb-run", ["-a", "-s", `-screen 0 ${SCREEN}`, "sh", "-c", session, driver], {
    detached: true,
    stdio: "ignore",
    env: environment,
  });
  const deadline = Date.now() + DRIVER_START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await isReady(url)) return { url, stop: () => stopGroup(child) };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopGroup(child);
  return undefined;
}

/**
 * MiniBrowser's toolbar, drawn as small as GTK allows: at its own size the window cannot be narrower than
 * 447 px, and a phone's page is 390 px wide. The page is WebKit's, not GTK's: this stylesheet does not
 * reach it.
 */
const SMALL_TOOLBAR = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n";

/** A GTK configuration folder whose stylesheet shrinks the toolbar (GTK 3 reads $XDG_CONFIG_HOME/gtk-3.0/gtk.css). */
function gtkConfigHome(): string {
  const home = path.join(tmpdir(), "mmcb-webkit-gtk");
  mkdirSync(path.join(home, "gtk-3.0"), { recursive: true });
  writeFileSync(path.join(home, "gtk-3.0", "gtk.css"), SMALL_TOOLBAR);
  return home;
}

/**
 * Starts WebKitGTK's WebDriver server on a free port of the loopback, on a virtual display of its own,
 * with the environment given (the browser it starts inherits it: the time zone, the fonts). Its
 * stop() ends the display, the server and every browser it started.
 */
export async function startWebKitDriver(
  { driver }: Pick<FoundWebKit, "driver">,
  environment: NodeJS.ProcessEnv = process.env,
): Promise<RunningWebDriver> {
  const withSmallToolbar = { ...environment, XDG_CONFIG_HOME: gtkConfigHome() };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const running = await startOnce(driver, withSmallToolbar);
    if (running) return running;
  }
  throw new Error(`O WebKitWebDriver não ficou pronto em ${DRIVER_START_TIMEOUT_MS / 1000} s (três tentativas).`);
}
