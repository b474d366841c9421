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
  private readonly inFlight = new Set<Request>();
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
      this.inFlight.add(request);
      this.lastActivity = Date.now();
    });
    const ended = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
      for (const wake of this.waiting) wake();
    };
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
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
        throw new Error(`The page kept fetching: ${[...this.inFlight].map((request) => request.url()).join(", ")}`);
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
