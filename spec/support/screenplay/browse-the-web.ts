import type { AccessibilityViolation } from "../accessibility";
import type { Actor } from "./actor";
import type { PageElement, Target } from "./page-element";

/** How an address is asked for by a plain HTTP client. */
export interface ServedOptions {
  maxRedirects?: number;
  headers?: Record<string, string>;
}

/** A server's answer, read whole. */
export interface ServedAnswer {
  /** The address that answered, after the redirects followed. */
  address: string;
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The body's length in bytes. */
  bytes: number;
}

/** The answer to a page the visitor opened. */
export interface LastVisit {
  address: string;
  status: number;
  headers: Record<string, string>;
  /** Whether the browser got there through a redirect. */
  redirected: boolean;
}

/** The size of the browser's window, in CSS pixels. */
export interface WindowSize {
  width: number;
  height: number;
}

/**
 * The ability to browse the site: open its pages, find and act on their
 * elements, use the keyboard, the mouse and the window. The one ability that
 * knows the browser: its engines (playwright/, and a W3C WebDriver one to
 * come) implement it, and no task, question or step reaches past it.
 */
export abstract class BrowseTheWeb {
  /** The browsing ability of an actor. */
  static as(actor: Actor): BrowseTheWeb {
    return actor.abilityTo(BrowseTheWeb);
  }

  /** The elements a target finds in the whole page. */
  abstract element(target: Target): PageElement;
  /** The address the browser is at. */
  abstract address(): URL;
  /** The absolute address of a site path on the deployment under test. */
  abstract addressOf(path: string): URL;

  /** Opens a site path as a visitor typing the address, once the page there is ready. */
  abstract open(path: string): Promise<void>;
  /** Clicks what leads elsewhere without being a link (a search result), once the page it leads to is ready. */
  abstract clickThrough(element: PageElement): Promise<void>;
  /** The server's answer to the last address opened (open), as the browser got it; null before any. */
  abstract lastVisit(): LastVisit | null;
  /** Reloads the page as the visitor would, once it is ready again. */
  abstract reload(): Promise<void>;
  /** Moves within the site as its own links do (no page load), for paths no visible link leads to. */
  abstract moveWithinSite(path: string): Promise<void>;
  /** Follows a link as a visitor clicking it, once the page it leads to is ready. */
  abstract follow(link: PageElement): Promise<void>;
  /** The browser's back or forward button: within the site, the change of page has begun, not ended. */
  abstract goBack(): Promise<void>;
  abstract goForward(): Promise<void>;
  /** Waits until the page at this path is shown (ready). */
  abstract waitUntilShown(path: string): Promise<void>;
  /** Holds back the data of the page at this path, as a slow network would, until released. */
  abstract holdPageData(path: string): Promise<void>;
  abstract releaseHeldPageData(): void;
  /** Follows the link that has the focus with Enter, once the page it leads to is ready. */
  abstract followTheFocusedLink(): Promise<void>;
  /** Waits until the page has done all it was about to do without time passing (what it fetched has run). */
  abstract settle(): Promise<void>;

  /**
   * An address (a site path, or absolute) as the deployment serves it to a plain HTTP client: no page, the
   * browser's cookies go with it. Redirects are followed unless told how many.
   */
  abstract served(path: string, options?: ServedOptions): Promise<ServedAnswer>;

  /** From now on every page of the deployment the browser loads reaches it rewritten so (its markup, as text). */
  abstract rewritePages(rewrite: (page: string) => string): Promise<void>;
  /** From now on the suite answers every request to this origin with this page, standing in for another site. */
  abstract standInFor(origin: string, html: string): Promise<void>;
  /** From now on every connection to these hosts is refused, as when a vendor is down. */
  abstract refuseConnectionsTo(hosts: readonly string[]): Promise<void>;
  /**
   * From now on every page of the deployment reaches the browser in pieces, as on a slow connection: its
   * header arrives one link or button at a time, and the browser shows what has come before the next piece.
   */
  abstract bringPagesInPieces(): Promise<void>;

  /** From now on every dialog a page opens (alert, confirm, prompt) is dismissed, and counted. */
  abstract dismissDialogs(): Promise<{ readonly count: number }>;

  /** Presses a key on whatever has the focus. */
  abstract press(key: string): Promise<void>;
  /** Types a text, key by key, into whatever has the focus. */
  abstract type(text: string): Promise<void>;
  /** Presses Tab until the element has the focus, as a keyboard user does; fails when it never gets there. */
  abstract tabTo(element: PageElement, description: string): Promise<void>;
  /** Clicks the page at a point of the window. */
  abstract clickAt(x: number, y: number): Promise<void>;
  /**
   * Scrolls the page so that a share (0 to 1) of the element shows at the bottom of the window, as a
   * visitor scrolling down to it, once the browser has worked out what is in view there.
   */
  abstract scrollToShow(element: PageElement, share: number): Promise<void>;
  /** Turns the mouse wheel (or swipes) over the page, as a visitor scrolling. */
  abstract wheel(deltaY: number): Promise<void>;
  /**
   * From now on the browser keeps no anchor as content above the window grows (CSS scroll anchoring off,
   * as in Safari's engine): what is in view moves down with what grew above it.
   */
  abstract keepNoScrollAnchor(): Promise<void>;
  /** The size of the window. */
  abstract windowSize(): WindowSize;
  /** Resizes the window, as a visitor turning a tablet or dragging a window's edge. */
  abstract resizeWindow(size: WindowSize): Promise<void>;

  /** What axe finds broken of WCAG 2.0/2.1 A and AA in what the visitor sees now, run apart from the page's scripts. */
  abstract accessibilityViolations(): Promise<AccessibilityViolation[]>;

  /** Runs a function in the page and answers what it returns (sent as its text: see PageElement.run). */
  abstract run<Result, Argument = undefined>(
    script: (argument: Argument) => Result | Promise<Result>,
    argument?: Argument,
  ): Promise<Result>;
}
