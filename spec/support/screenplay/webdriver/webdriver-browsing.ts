import { type AccessibilityViolation, AXE_SOURCE, axeRunOptions, violationsOf } from "../../accessibility";
import { MAX_TAB_PRESSES, NAVIGATION_TIMEOUT_MS } from "../../settings";
import {
  BrowseTheWeb,
  type LastVisit,
  type ServedAnswer,
  type ServedOptions,
  type WindowSize,
} from "../browse-the-web";
import type { PageElement, Target } from "../page-element";
import { refused } from "./refusals";
import type { ElementReference } from "./webdriver-client";
import { WebDriverElement } from "./webdriver-element";
import type { WebDriverPage, WebDriverScenario } from "./webdriver-page";

/** The most redirects a plain HTTP client follows, as Playwright's request does. */
const MOST_REDIRECTS = 20;

/**
 * Browsing the site through W3C WebDriver classic, the engine that drives WebKitGTK: what a visitor
 * does (open, follow, type, click, scroll) as WebDriver's commands and scripts run in the page. What
 * WebDriver classic cannot do (route requests, run a script before the page's own) it refuses,
 * naming the tag that keeps such a scenario off this engine (refusals.ts).
 */
export class WebDriverBrowsing extends BrowseTheWeb {
  private visit: LastVisit | null = null;

  constructor(private readonly scenario: WebDriverScenario) {
    super();
  }

  private get page(): WebDriverPage {
    return this.scenario.webDriverPage;
  }

  element(target: Target): PageElement {
    return new WebDriverElement(this.page, []).find(target);
  }

  address(): URL {
    return this.page.address;
  }

  addressOf(path: string): URL {
    return new URL(path, `${this.scenario.baseUrl}/`);
  }

  /**
   * Opens a path, once the page there is ready. WebDriver does not tell how the server answered the
   * document, so the answer the last visit reports (lastVisit) is the deployment's to a plain client
   * asking for the same address with the browser's cookies: a static page answers both alike.
   */
  async open(path: string): Promise<void> {
    const address = this.addressOf(path).href;
    await this.page.navigateTo(address);
    const answer = await this.ask(address, {});
    this.visit = {
      address: answer.address,
      status: answer.status,
      headers: answer.headers,
      redirected: answer.address !== address,
    };
    await this.page.waitUntilReady();
  }

  lastVisit(): LastVisit | null {
    return this.visit;
  }

  async clickThrough(element: PageElement): Promise<void> {
    const before = this.page.address.href;
    await element.click();
    const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
    while ((await this.page.noteAddress()).href === before) {
      if (Date.now() > deadline) throw new Error(`The click never left ${before}.`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.page.waitUntilReady(this.page.address.pathname);
  }

  async reload(): Promise<void> {
    await this.page.noteAddress();
    await this.page.session.refresh();
    await this.page.waitUntilReady();
  }

  /**
   * Moves as a visitor's click on one of the site's links does: the router is asked from the handler of a
   * click WebDriver makes on a stand-in control. A move by script alone has no user activation, and
   * WebKit's back button then skips the entry the page was on (as browsers do against pages that trap the
   * back button), which no visitor who follows a link meets.
   */
  async moveWithinSite(path: string): Promise<void> {
    const control = (await this.page.session.executeScript(
      `const navigate = window.___navigate;
if (!navigate) throw new Error("The site's router is not ready.");
const control = document.createElement("button");
control.type = "button";
control.textContent = "·";
control.style.cssText = "position:fixed;top:0;left:0;width:40px;height:40px;margin:0;z-index:2147483647;opacity:0.01";
control.addEventListener("click", () => { control.remove(); navigate(arguments[0]); }, { once: true });
document.body.append(control);
return control;`,
      [path],
    )) as ElementReference;
    await this.page.session.click(control);
    await this.page.waitUntilReady(path);
  }

  async follow(link: PageElement): Promise<void> {
    const href = await link.attribute("href");
    if (href === null) throw new Error("The link has no address to follow.");
    const target = new URL(href, this.page.address);
    await link.click();
    await this.page.waitUntilReady(target.pathname);
  }

  async goBack(): Promise<void> {
    await this.page.noteAddress();
    await this.page.session.back();
    await this.page.noteAddress();
  }

  async goForward(): Promise<void> {
    await this.page.noteAddress();
    await this.page.session.forward();
    await this.page.noteAddress();
  }

  waitUntilShown(path: string): Promise<void> {
    return this.page.waitUntilReady(path);
  }

  holdPageData(): Promise<void> {
    throw refused("hold back a page's data", "request routing");
  }

  /** Nothing is ever held on this engine. */
  releaseHeldPageData(): void {}

  async followTheFocusedLink(): Promise<void> {
    const href = await this.page.run<string>("return document.activeElement?.href ?? '';");
    if (!href) throw new Error("The focus is not on a link.");
    await this.page.press("Enter");
    await this.page.waitUntilReady(new URL(href).pathname);
  }

  settle(): Promise<void> {
    return this.page.settle();
  }

  /** An address as a plain HTTP client gets it, with the browser's cookies of the deployment. */
  served(path: string, options: ServedOptions = {}): Promise<ServedAnswer> {
    return this.ask(this.addressOf(path).href, options);
  }

  private async ask(
    address: string,
    { maxRedirects = MOST_REDIRECTS, headers = {} }: ServedOptions,
  ): Promise<ServedAnswer> {
    const cookies = await this.page.session.cookies().catch(() => []);
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    let current = address;
    for (let redirects = 0; ; redirects += 1) {
      const answer = await fetch(current, {
        redirect: "manual",
        headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
      });
      const location = answer.headers.get("location");
      if (answer.status >= 300 && answer.status < 400 && location && redirects < maxRedirects) {
        await answer.body?.cancel();
        current = new URL(location, current).href;
        continue;
      }
      const body = Buffer.from(await answer.arrayBuffer());
      return {
        address: current,
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        text: body.toString("utf8"),
        bytes: body.length,
      };
    }
  }

  rewritePages(): Promise<void> {
    throw refused("rewrite the pages the browser loads", "request routing");
  }

  standInFor(origin: string): Promise<void> {
    throw refused(`stand in for ${origin}`, "request routing");
  }

  refuseConnectionsTo(hosts: readonly string[]): Promise<void> {
    throw refused(`refuse connections to ${hosts.join(", ")}`, "request routing");
  }

  bringPagesInPieces(): Promise<void> {
    throw refused("bring the pages in pieces", "request routing");
  }

  dismissDialogs(): Promise<{ readonly count: number }> {
    throw refused("count the dialogs a page opens from its first script", "early script");
  }

  press(key: string): Promise<void> {
    return this.page.press(key);
  }

  type(text: string): Promise<void> {
    return this.page.type(text);
  }

  async tabTo(element: PageElement, description: string): Promise<void> {
    if (!(element instanceof WebDriverElement)) throw new Error("An element of another engine cannot be used here.");
    for (let presses = 0; presses < MAX_TAB_PRESSES; presses += 1) {
      await this.page.press("Tab");
      if (await element.runOnAll((elements) => elements.includes(document.activeElement as Element))) return;
    }
    const focused = await this.page.run<string>("return document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing';");
    throw new Error(`${MAX_TAB_PRESSES} presses of Tab never reached ${description}; the focus is on ${focused}.`);
  }

  clickAt(x: number, y: number): Promise<void> {
    return this.page.clickAt(x, y);
  }

  async scrollToShow(element: PageElement, share: number): Promise<void> {
    // As world/scrolling.ts: scrolled so, then the browser's own report of what is in view.
    await element.run(
      (target, wanted) =>
        new Promise<number>((resolve) => {
          const box = target.getBoundingClientRect();
          const top = window.scrollY + box.top - (window.innerHeight - wanted * box.height);
          window.scrollTo({ top, behavior: "instant" });
          const observer = new IntersectionObserver((entries) => {
            observer.disconnect();
            resolve(entries[0]?.intersectionRatio ?? 0);
          });
          observer.observe(target);
        }),
      share,
    );
  }

  wheel(deltaY: number): Promise<void> {
    return this.page.wheel(deltaY);
  }

  keepNoScrollAnchor(): Promise<void> {
    // WebKitGTK 2.50 keeps none: measured, a model page reached within the site whose pictures' boxes were
    // filled after Gatsby scrolled to the anchor left the anchored version 845 px below the window.
    return Promise.resolve();
  }

  windowSize(): WindowSize {
    return this.page.windowSize;
  }

  resizeWindow(size: WindowSize): Promise<void> {
    return this.page.resize(size);
  }

  /**
   * axe in the page's own world: WebDriver classic has no isolated one. The page's clock runs for real
   * on this engine, so axe's timers run as they do anywhere.
   */
  async accessibilityViolations(): Promise<AccessibilityViolation[]> {
    const loaded = await this.page.run<boolean>("return typeof window.axe === 'object';");
    if (!loaded) await this.page.session.executeScript(AXE_SOURCE);
    const violations = await this.page.run<string>(
      "return JSON.stringify((await window.axe.run(document, args)).violations);",
      axeRunOptions(),
    );
    return violationsOf(JSON.parse(violations));
  }

  run<Result, Argument = undefined>(
    script: (argument: Argument) => Result | Promise<Result>,
    argument?: Argument,
  ): Promise<Result> {
    return this.page.runFunction<Result>(script as (...args: never[]) => unknown, [argument]);
  }
}
