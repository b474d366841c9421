import type { Page } from "playwright-core";
import { type AccessibilityViolation, auditAccessibility } from "../../accessibility";
import type { Keyboard } from "../../world/keyboard";
import type { Navigation } from "../../world/navigation";
import { cutIntoPieces, PIECE_SCRIPT, PIECES_PATH, PieceTimetable } from "../../world/pages-in-pieces";
import type { ScenarioBrowser } from "../../world/scenario-browser";
import type { Scrolling } from "../../world/scrolling";
import {
  BrowseTheWeb,
  type LastVisit,
  type ServedAnswer,
  type ServedOptions,
  type WindowSize,
} from "../browse-the-web";
import type { PageElement, Target } from "../page-element";
import { locate, PlaywrightElement } from "./playwright-element";

/**
 * Browsing the site through Playwright's Chromium: the engine the suite
 * drives today. Built on the World's collaborators (navigation's readiness,
 * the wheel), so an intent keeps one "how".
 */
export class PlaywrightBrowsing extends BrowseTheWeb {
  constructor(
    private readonly browser: ScenarioBrowser,
    private readonly navigation: Navigation,
    private readonly keyboard: Keyboard,
    private readonly scrolling: Scrolling,
    private readonly initialWindow: () => WindowSize,
  ) {
    super();
  }

  private get page(): Page {
    return this.browser.page;
  }

  element(target: Target): PageElement {
    return new PlaywrightElement(locate(this.page, target));
  }

  address(): URL {
    return this.navigation.currentUrl();
  }

  addressOf(path: string): URL {
    return new URL(this.navigation.address(path));
  }

  open(path: string): Promise<void> {
    return this.navigation.visit(path);
  }

  lastVisit(): LastVisit | null {
    const answer = this.navigation.lastAnswer;
    return (
      answer && {
        address: answer.url(),
        status: answer.status(),
        headers: answer.headers(),
        redirected: answer.request().redirectedFrom() !== null,
      }
    );
  }

  async clickThrough(element: PageElement): Promise<void> {
    const before = this.page.url();
    await PlaywrightBrowsing.locatorOf(element).click();
    await this.page.waitForURL((address) => address.toString() !== before);
    await this.navigation.waitUntilReady(this.navigation.currentUrl().pathname);
  }

  reload(): Promise<void> {
    return this.navigation.reload();
  }

  moveWithinSite(path: string): Promise<void> {
    return this.navigation.moveWithinSite(path);
  }

  accessibilityViolations(): Promise<AccessibilityViolation[]> {
    return auditAccessibility(this.page);
  }

  follow(link: PageElement): Promise<void> {
    return this.navigation.followLink(PlaywrightBrowsing.locatorOf(link));
  }

  /** The locator behind an element this engine found. */
  private static locatorOf(element: PageElement) {
    if (!(element instanceof PlaywrightElement)) throw new Error("An element of another engine cannot be used here.");
    return element.locator;
  }

  async goBack(): Promise<void> {
    // Within the site the browser changes page without a new document: nothing to wait for but the change.
    await this.page.goBack({ waitUntil: "commit" });
  }

  async goForward(): Promise<void> {
    await this.page.goForward({ waitUntil: "commit" });
  }

  waitUntilShown(path: string): Promise<void> {
    return this.navigation.waitUntilReady(path);
  }

  holdPageData(path: string): Promise<void> {
    return this.navigation.holdPageData(path);
  }

  releaseHeldPageData(): void {
    this.navigation.releaseHeldPageData();
  }

  async followTheFocusedLink(): Promise<void> {
    const target = await this.keyboard.focusedLinkTarget();
    await this.page.keyboard.press("Enter");
    await this.navigation.waitUntilReady(target.pathname);
  }

  settle(): Promise<void> {
    return this.navigation.waitUntilSettled();
  }

  async served(path: string, options: ServedOptions = {}): Promise<ServedAnswer> {
    const answer = await this.navigation.get(this.navigation.address(path), options);
    const body = await answer.body();
    return {
      address: answer.url(),
      status: answer.status(),
      headers: answer.headers(),
      text: body.toString("utf8"),
      bytes: body.length,
    };
  }

  async rewritePages(rewrite: (page: string) => string): Promise<void> {
    const { origin } = this.addressOf("/");
    await this.browser.context.route(
      (url) => url.origin === origin,
      async (route) => {
        if (route.request().resourceType() !== "document") return route.fallback();
        const response = await route.fetch();
        const { "content-length": _length, "content-encoding": _encoding, ...headers } = response.headers();
        return route.fulfill({ status: response.status(), headers, body: rewrite(await response.text()) });
      },
    );
  }

  async standInFor(origin: string, html: string): Promise<void> {
    await this.browser.context.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: html }),
    );
  }

  async refuseConnectionsTo(hosts: readonly string[]): Promise<void> {
    // A route answers before the network (and the suite's stand-ins behind it).
    await this.browser.context.route(
      (url) => hosts.includes(url.hostname),
      (route) => route.abort("connectionrefused"),
    );
  }

  async bringPagesInPieces(): Promise<void> {
    const { origin } = this.addressOf("/");
    const timetable = new PieceTimetable();
    await this.browser.context.route(`${origin}${PIECES_PATH}**`, async (route) => {
      await timetable.answerOf(route.request().url());
      await route.fulfill({ contentType: "text/javascript", body: PIECE_SCRIPT }).catch(() => undefined);
    });
    let pages = 0;
    await this.rewritePages((markup) => cutIntoPieces(markup, pages++));
  }

  async dismissDialogs(): Promise<{ readonly count: number }> {
    const dialogs = { count: 0 };
    this.page.on("dialog", (dialog) => {
      dialogs.count += 1;
      void dialog.dismiss();
    });
    return dialogs;
  }

  press(key: string): Promise<void> {
    return this.page.keyboard.press(key);
  }

  type(text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }

  tabTo(element: PageElement, description: string): Promise<void> {
    return this.keyboard.tabTo(PlaywrightBrowsing.locatorOf(element), description);
  }

  clickAt(x: number, y: number): Promise<void> {
    return this.page.mouse.click(x, y);
  }

  async scrollToShow(element: PageElement, share: number): Promise<void> {
    await this.scrolling.showShareOf(PlaywrightBrowsing.locatorOf(element), share);
  }

  wheel(deltaY: number): Promise<void> {
    return this.scrolling.wheel(deltaY);
  }

  async keepNoScrollAnchor(): Promise<void> {
    // A sheet of the document's own from its first moment, before the page's; the context's reset drops it.
    await this.browser.context.addInitScript({
      content:
        "{ const sheet = new CSSStyleSheet(); sheet.replaceSync('* { overflow-anchor: none !important; }'); document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; }",
    });
  }

  windowSize(): WindowSize {
    return this.page.viewportSize() ?? this.initialWindow();
  }

  resizeWindow(size: WindowSize): Promise<void> {
    return this.page.setViewportSize(size);
  }

  run<Result, Argument = undefined>(
    script: (argument: Argument) => Result | Promise<Result>,
    argument?: Argument,
  ): Promise<Result> {
    return this.page.evaluate(script as never, argument as never) as Promise<Result>;
  }
}
