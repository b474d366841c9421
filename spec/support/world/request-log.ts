import type { Page, Request } from "playwright-core";

/**
 * Every address the pages of the scenario requested, in order, across page
 * loads; and what is still in flight, so a step can wait until the page has
 * fetched everything it asked for. (Playwright's own "networkidle" fires once
 * per document and stays fired, so it cannot tell that later on-demand code
 * has arrived.)
 */
export class RequestLog {
  private readonly addresses: string[] = [];
  private readonly made: Request[] = [];
  /** What is in flight, with when it started by the suite's clock and during which page load. */
  private readonly inFlight = new Map<Request, { at: number; load: number }>();
  /** How many pages the main frame has begun to load. */
  private loads = 0;
  /** The requests in flight whose answer's headers have come (only the body is awaited). */
  private readonly answered = new WeakSet<Request>();
  /** When a request last started or ended, by the suite's own clock. */
  private lastActivity = Date.now();
  private readonly waiting = new Set<() => void>();

  /** Every address requested, in order. (Getters, so that an engine without the log can refuse them.) */
  get urls(): readonly string[] {
    return this.addresses;
  }

  /** The same requests, to read what was sent (a form's payload). */
  get requests(): readonly Request[] {
    return this.made;
  }

  watch(page: Page): void {
    page.on("request", (request) => {
      this.addresses.push(request.url());
      this.made.push(request);
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) this.loads += 1;
      this.inFlight.set(request, { at: Date.now(), load: this.loads });
      this.lastActivity = Date.now();
    });
    page.on("response", (response) => this.answered.add(response.request()));
    const ended = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
      for (const wake of this.waiting) wake();
    };
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
  }

  /** A request in flight as a failure names it: what it asks for, of what kind, how far it got, for how long. */
  private describe(request: Request, started: { at: number; load: number }): string {
    const stage = this.answered.has(request) ? "answered, its body awaited" : "not answered";
    const kind = request.isNavigationRequest() ? "a page" : request.resourceType();
    const page = started.load === this.loads ? "this page" : `the page ${this.loads - started.load} load(s) before`;
    return `${request.url()} (${kind} of ${page}, ${stage}, for ${Date.now() - started.at} ms)`;
  }

  /** Every request as sent: its method, address and body ("" without one). */
  sent(): Array<{ method: string; address: string; body: string }> {
    return this.requests.map((request) => ({
      method: request.method(),
      address: request.url(),
      body: request.postData() ?? "",
    }));
  }

  /** The addresses requested on one of these hosts. */
  onHosts(hosts: readonly string[]): string[] {
    return this.urls.filter((url) => hosts.includes(new URL(url).hostname));
  }

  /** How many requests have started so far. */
  get started(): number {
    return this.urls.length;
  }

  /**
   * Resolves once nothing is in flight and nothing has started or ended for
   * `quietMs`; rejects after `timeoutMs`. A request held on purpose (slow page
   * data, a held answer) keeps it waiting, as it should.
   */
  async quiet(quietMs: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const calmFor = Date.now() - this.lastActivity;
      if (this.inFlight.size === 0 && calmFor >= quietMs) return;
      if (Date.now() > deadline) {
        throw new Error(
          `The page kept fetching: ${[...this.inFlight].map((entry) => this.describe(...entry)).join(", ")}`,
        );
      }
      const wait = this.inFlight.size === 0 ? quietMs - calmFor : quietMs;
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiting.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, wait);
        this.waiting.add(wake);
      });
    }
  }
}
