import { isPageReadyAt } from "../../page-readiness";
import { NAVIGATION_TIMEOUT_MS, NETWORK_QUIET_MS } from "../../settings";
import type { WindowSize } from "../browse-the-web";
import { finderSource } from "./page-scripts";
import { type ElementReference, type InputSource, WebDriverError, type WebDriverSession } from "./webdriver-client";

/**
 * The one page of a WebDriver session, as the engine's browsing, elements and storage share it: every
 * script sent to it, the keys and the pointer, the address, and the data layer read off the page.
 *
 * WebDriver classic tells nothing unasked (no events): so each script sent also answers where the
 * browser is and the data-layer entries pushed since the last one, and the address and the record of
 * the data layer are kept from those answers.
 */

/** The names of keys as the steps give them (Playwright's), as WebDriver's code points (§17.4.2). */
const KEYS: Record<string, string> = {
  Enter: "\uE007",
  Tab: "\uE004",
  Escape: "\uE00C",
  Backspace: "\uE003",
  Delete: "\uE017",
  Space: " ",
  ArrowUp: "\uE013",
  ArrowDown: "\uE015",
  ArrowLeft: "\uE012",
  ArrowRight: "\uE014",
  Home: "\uE011",
  End: "\uE010",
  PageUp: "\uE00E",
  PageDown: "\uE00F",
  Shift: "\uE008",
  Control: "\uE009",
  Alt: "\uE00A",
  Meta: "\uE03D",
};

/** A key or a chord ("Shift+Tab") as the code points pressed in order. */
export function keysOf(key: string): string[] {
  const parts = key === "+" ? ["+"] : key.split("+");
  return parts.map((part) => {
    const known = KEYS[part];
    if (known) return known;
    if ([...part].length === 1) return part;
    throw new Error(`The WebDriver engine does not know the key "${part}".`);
  });
}

/** What every script sent to the page answers besides its own value. */
interface PageAnswer {
  missing?: true;
  href: string;
  pushes: unknown[];
  value?: unknown;
  undefined?: true;
}

/**
 * Wraps a script's body: `finder` (the element finder) and `args` are in scope; what it returns is
 * answered with the address and the new data-layer entries. An array the site made is marked with how
 * many of its entries were read, as a property the site never reads.
 */
function wrapped(body: string): string {
  // The body of an executed script is a plain function's: the async one inside lets `body` await. tsx
  // names the functions it compiles through a helper (`__name`), which the page has not.
  return `return (async (args) => {
const __name = (target) => target;
const finder = window.__specFinder;
const read = () => {
  const layer = window.dataLayer;
  if (!Array.isArray(layer)) return [];
  const seen = layer.__specSeen || 0;
  Object.defineProperty(layer, "__specSeen", { value: layer.length, configurable: true, writable: true });
  return layer.slice(seen).map((entry) => {
    try { return JSON.parse(JSON.stringify(entry === undefined ? null : entry)); }
    catch { return { unserialisable: String(entry) }; }
  });
};
if (!finder) return { missing: true, href: location.href, pushes: read() };
const value = await (async () => { ${body} })();
return value === undefined
  ? { undefined: true, href: location.href, pushes: read() }
  : { value, href: location.href, pushes: read() };
})(arguments[0]);`;
}

/** Runs in the page: lets the tasks already queued run (React's render, its effects), as navigation.ts does. */
const RUN_QUEUED_TASKS = `for (let round = 0; round < 3; round += 1) {
  await new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}`;

/** What the engine's abilities reach the page through: the World, which holds the scenario's page (as ScenarioBrowser for Playwright). */
export interface WebDriverScenario {
  readonly webDriverPage: WebDriverPage;
  /** The origin of the deployment under test, without a trailing slash. */
  readonly baseUrl: string;
}

export class WebDriverPage {
  private current: URL = new URL("about:blank");
  /** How much taller the window is than the page's viewport: MiniBrowser's toolbar. */
  private chromeHeight = 0;
  private viewport: WindowSize = { width: 0, height: 0 };

  constructor(
    readonly session: WebDriverSession,
    /** Where each data-layer entry read off the page goes (the World's record). */
    private readonly deliver: (entry: unknown) => void,
  ) {}

  /** The address the browser was at when last asked. */
  get address(): URL {
    return this.current;
  }

  get windowSize(): WindowSize {
    return this.viewport;
  }

  /**
   * Runs a script's body in the page with `finder` and `args` in scope, once the finder is in the
   * document (put there when a new document lacks it), and answers what the body returns.
   */
  async run<Result>(body: string, args: unknown = null): Promise<Result> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = (await this.session.executeScript(wrapped(body), [args])) as PageAnswer;
      this.noteAnswer(answer);
      if (!answer.missing) return (answer.undefined ? undefined : answer.value) as Result;
      await this.session.executeScript(finderSource());
    }
    throw new Error("The page's finder could not be put in the page: the document changes as it is read.");
  }

  /** Runs a page function (its text) with an argument, as the engines' `run` does. */
  runFunction<Result>(script: (...args: never[]) => unknown, args: readonly unknown[]): Promise<Result> {
    return this.run<Result>(`return (${script.toString()})(...args);`, args);
  }

  private noteAnswer(answer: PageAnswer): void {
    this.current = new URL(answer.href);
    for (const entry of answer.pushes) this.deliver(entry);
  }

  /** Asks where the browser is (after an action that may have moved it), reading what the page pushed too. */
  async noteAddress(): Promise<URL> {
    try {
      await this.run("return null;");
    } catch (error) {
      // A page being replaced may refuse scripts a moment: the address alone then.
      if (!(error instanceof WebDriverError)) throw error;
      this.current = new URL(await this.session.currentUrl());
    }
    return this.current;
  }

  /** Goes to an address as a visitor typing it, reading the data layer of the page it leaves first. */
  async navigateTo(url: string): Promise<void> {
    await this.noteAddress();
    await this.session.navigateTo(url);
    await this.noteAddress();
  }

  /**
   * Waits until the page is ready at `path` (the current path when not given), as navigation.ts does:
   * its own `pageLoad` pushed for that path. Time runs for real here, so there are no timers to fire:
   * the page is asked again until it is ready.
   */
  async waitUntilReady(path?: string): Promise<void> {
    const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
    const ready = `return (${isPageReadyAt.toString()})(args);`;
    for (;;) {
      try {
        if (await this.run<boolean>(ready, path ?? null)) return;
      } catch (error) {
        // A document being replaced refuses scripts: it is not ready yet.
        if (!(error instanceof WebDriverError)) throw error;
      }
      if (Date.now() > deadline) {
        throw new Error(
          path
            ? `The page did not become ready at ${path}: the browser is at ${this.current.href}.`
            : `The page ${this.current.href} did not become ready: no pageLoad event for its path.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Waits until the page has done what it was about to do: its queued tasks have run and nothing new
   * has arrived over the network for NETWORK_QUIET_MS. WebDriver shows no requests in flight, so the
   * page's own record of what it fetched (Resource Timing, which lists a request once it has ended)
   * tells when it has stopped fetching; a request still in flight is not seen, which is the limit of
   * this engine's "nothing happened".
   */
  async settle(): Promise<void> {
    const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
    const fetched = `${RUN_QUEUED_TASKS}\nreturn performance.getEntriesByType("resource").length;`;
    let before = await this.run<number>(fetched);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, NETWORK_QUIET_MS));
      const after = await this.run<number>(fetched);
      if (after === before) return;
      if (Date.now() > deadline) throw new Error("The page kept fetching.");
      before = after;
    }
  }

  /** Presses a key (or a chord) on whatever has the focus. */
  async press(key: string): Promise<void> {
    const codes = keysOf(key);
    await this.keys([
      ...codes.map((value) => ({ type: "keyDown" as const, value })),
      ...codes.reverse().map((value) => ({ type: "keyUp" as const, value })),
    ]);
  }

  /** Types a text key by key into whatever has the focus. */
  async type(text: string): Promise<void> {
    await this.keys(
      [...text].flatMap((value) => [
        { type: "keyDown" as const, value },
        { type: "keyUp" as const, value },
      ]),
    );
  }

  private async keys(actions: Array<{ type: "keyDown" | "keyUp"; value: string }>): Promise<void> {
    await this.act([{ type: "key", id: "keyboard", actions }]);
  }

  /** Clicks at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void> {
    return this.pointer([
      { type: "pointerMove", x: Math.round(x), y: Math.round(y), origin: "viewport" },
      { type: "pointerDown", button: 0 },
      { type: "pointerUp", button: 0 },
    ]);
  }

  /** Moves the mouse over the middle of an element. */
  hover(element: ElementReference): Promise<void> {
    return this.pointer([{ type: "pointerMove", x: 0, y: 0, origin: element }]);
  }

  doubleClick(element: ElementReference): Promise<void> {
    return this.pointer([
      { type: "pointerMove", x: 0, y: 0, origin: element },
      { type: "pointerDown", button: 0 },
      { type: "pointerUp", button: 0 },
      { type: "pointerDown", button: 0 },
      { type: "pointerUp", button: 0 },
    ]);
  }

  private pointer(actions: Extract<InputSource, { type: "pointer" }>["actions"]): Promise<void> {
    return this.act([{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions }]);
  }

  /**
   * Waits until the page has drawn two frames: what it changed before is then what the browser shows, and
   * what WebKit's scrolling, which runs apart from the page, goes by.
   */
  drawn(): Promise<void> {
    return this.run("await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));");
  }

  /**
   * Turns the wheel near the bottom middle of the window, as world/scrolling.ts does, over the page as
   * drawn: WebKit scrolls by the state of the page its last frame committed, so a wheel turned before a
   * lock or its release is drawn acts on the page as it was (the lock not yet there, or still there).
   */
  async wheel(deltaY: number): Promise<void> {
    const { width, height } = this.viewport;
    await this.drawn();
    await this.act([
      {
        type: "wheel",
        id: "wheel",
        actions: [
          // WebKitGTK scrolls nothing for a wheel action of no duration: a tenth of a second, as a flick.
          {
            type: "scroll",
            x: Math.round(width / 2),
            y: Math.round(height - 40),
            deltaX: 0,
            deltaY,
            origin: "viewport",
            duration: 100,
          },
        ],
      },
    ]);
    await this.drawn();
  }

  /** Performs the sources' actions (see WebDriverSession.performActions), then notes where the page is. */
  private async act(sources: InputSource[]): Promise<void> {
    await this.session.performActions(sources);
    await this.noteAddress();
  }

  /**
   * Makes the page's viewport this size: the window is the viewport plus MiniBrowser's toolbar, whose
   * height is learnt from the sizes the page reports. GTK resizes the window after the command returns,
   * so the page's size is read once it holds still.
   */
  async resize(size: WindowSize): Promise<void> {
    let inner: WindowSize = { width: 0, height: 0 };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await this.session.setWindowRect({ x: 0, y: 0, width: size.width, height: size.height + this.chromeHeight });
      inner = await this.steadySize();
      if (inner.width === size.width && inner.height === size.height) break;
      this.chromeHeight += size.height - inner.height;
    }
    // A window the browser will not make this small would run the scenario at another width, unseen.
    if (inner.width !== size.width || inner.height !== size.height)
      throw new Error(
        `The browser's page is ${inner.width}×${inner.height}, not the ${size.width}×${size.height} asked.`,
      );
    this.viewport = size;
  }

  /** The page's size once two readings a drawn frame apart agree (at most a second of frames). */
  private async steadySize(): Promise<WindowSize> {
    const read = () => this.run<WindowSize>("return { width: innerWidth, height: innerHeight };");
    let last = await read();
    for (let reading = 0; reading < 20; reading += 1) {
      await this.drawn();
      const now = await read();
      if (now.width === last.width && now.height === last.height) return now;
      last = now;
    }
    return last;
  }
}
