/**
 * A minimal client of W3C WebDriver classic (https://www.w3.org/TR/webdriver2/) over `fetch`: the
 * commands the WebKit engine uses, and nothing else. Its own, rather than a library's (webdriverio,
 * selenium-webdriver): the suite needs some twenty commands, each one HTTP request whose shape the
 * standard fixes, and a dependency would bring its own waiting and retrying that the suite already does.
 */

/** The key under which WebDriver sends and takes an element of the page (its "web element reference"). */
export const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

/** An element of the page as WebDriver hands it over: valid until its document goes. */
export interface ElementReference {
  [ELEMENT_KEY]: string;
}

export function isElementReference(value: unknown): value is ElementReference {
  return typeof value === "object" && value !== null && ELEMENT_KEY in value;
}

/** A cookie as WebDriver reads it (§14): `expiry` in seconds since the epoch, absent for a session cookie. */
export interface WebDriverCookie {
  name: string;
  value: string;
  domain?: string;
  path?: string;
  expiry?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Strict" | "Lax" | "None";
}

export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One source of input actions (§15.4): a keyboard, a mouse, a wheel, as their tick-by-tick actions. */
export type InputSource =
  | { type: "key"; id: string; actions: Array<{ type: "keyDown" | "keyUp"; value: string } | { type: "pause" }> }
  | {
      type: "pointer";
      id: string;
      parameters: { pointerType: "mouse" | "touch" };
      actions: Array<
        | { type: "pointerMove"; x: number; y: number; origin?: "viewport" | "pointer" | ElementReference }
        | { type: "pointerDown" | "pointerUp"; button: number }
        | { type: "pause"; duration?: number }
      >;
    }
  | {
      type: "wheel";
      id: string;
      actions: Array<{
        type: "scroll";
        x: number;
        y: number;
        deltaX: number;
        deltaY: number;
        origin?: "viewport";
        duration?: number;
      }>;
    };

/** An error WebDriver answered with: its code (`no such element`, `javascript error`…) and its message. */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly command: string,
  ) {
    super(`WebDriver: ${command}: ${code}: ${message}`);
  }
}

type Method = "GET" | "POST" | "DELETE";

/** One session of a WebDriver server: one browser, its one window. */
export class WebDriverSession {
  /** How many input sources this session's actions have named (performActions): each is new. */
  private inputSources = 0;

  private constructor(
    private readonly driverUrl: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  /** Opens a session with these capabilities (`alwaysMatch`). */
  static async open(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = (await send(driverUrl, "POST", "/session", { capabilities: { alwaysMatch: capabilities } })) as {
      sessionId: string;
      capabilities: Record<string, unknown>;
    };
    return new WebDriverSession(driverUrl, value.sessionId, value.capabilities);
  }

  private command(method: Method, path: string, body?: unknown): Promise<unknown> {
    return send(this.driverUrl, method, `/session/${this.id}${path}`, body);
  }

  /** Closes the session, and with it the browser. */
  async close(): Promise<void> {
    await this.command("DELETE", "");
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<unknown> {
    return this.command("POST", "/timeouts", timeouts);
  }

  /** Goes to an address and waits until its document has loaded (the page load strategy "normal"). */
  async navigateTo(url: string): Promise<void> {
    await this.command("POST", "/url", { url });
  }

  async currentUrl(): Promise<string> {
    return (await this.command("GET", "/url")) as string;
  }

  async back(): Promise<void> {
    await this.command("POST", "/back", {});
  }

  async forward(): Promise<void> {
    await this.command("POST", "/forward", {});
  }

  async refresh(): Promise<void> {
    await this.command("POST", "/refresh", {});
  }

  async windowRect(): Promise<WindowRect> {
    return (await this.command("GET", "/window/rect")) as WindowRect;
  }

  async setWindowRect(rect: Partial<WindowRect>): Promise<WindowRect> {
    return (await this.command("POST", "/window/rect", rect)) as WindowRect;
  }

  /**
   * Runs a script's body in the page (its arguments as `arguments`), awaiting the promise it returns; element
   * references among the arguments arrive as elements, and elements it returns come back as references.
   */
  executeScript(body: string, args: readonly unknown[] = []): Promise<unknown> {
    return this.command("POST", "/execute/sync", { script: body, args });
  }

  async click(element: ElementReference): Promise<void> {
    await this.command("POST", `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  /** Types a text into the element, key by key, once WebDriver has given it the focus. */
  async sendKeys(element: ElementReference, text: string): Promise<void> {
    await this.command("POST", `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  async clear(element: ElementReference): Promise<void> {
    await this.command("POST", `/element/${element[ELEMENT_KEY]}/clear`, {});
  }

  /**
   * Performs the sources' actions, each source under a name this session has not used before, and never
   * released: WebKitGTK's Release Actions scrolls the page back by every wheel turned since, and a
   * source's name used again after its wheel turned scrolls nothing, in this page or the next one the
   * session opens. Whoever presses a key or a button lets go of it in the same sequence.
   */
  async performActions(sources: InputSource[]): Promise<void> {
    const named = sources.map((source, index) => ({ ...source, id: `${source.id}-${this.inputSources + index + 1}` }));
    this.inputSources += sources.length;
    await this.command("POST", "/actions", { actions: named });
  }

  async cookies(): Promise<WebDriverCookie[]> {
    return (await this.command("GET", "/cookie")) as WebDriverCookie[];
  }

  async deleteAllCookies(): Promise<void> {
    await this.command("DELETE", "/cookie");
  }

  /** The window's picture as PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from((await this.command("GET", "/screenshot")) as string, "base64");
  }

  /** Dismisses the prompt (alert, confirm) the page shows; false when it shows none. */
  async dismissAlert(): Promise<boolean> {
    try {
      await this.command("POST", "/alert/dismiss", {});
      return true;
    } catch (error) {
      if (error instanceof WebDriverError && error.code === "no such alert") return false;
      throw error;
    }
  }
}

/** One command: the answer's `value`, or a WebDriverError with the server's code and message. */
async function send(driverUrl: string, method: Method, path: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${driverUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  let parsed: { value?: unknown };
  try {
    parsed = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError("unreadable answer", `${answer.status} ${text.slice(0, 200)}`, `${method} ${path}`);
  }
  const value = parsed.value as { error?: string; message?: string } | null | undefined;
  if (!answer.ok || (value && typeof value === "object" && typeof value.error === "string")) {
    throw new WebDriverError(value?.error ?? String(answer.status), value?.message ?? text, `${method} ${path}`);
  }
  return parsed.value;
}
