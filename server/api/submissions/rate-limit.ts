/**
 * A fixed-window limit of submissions per client address: enough for a person
 * retrying a form, too few for a script flooding the API.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `client`; returns how many seconds to wait when over the limit, else 0. */
  take(client: string): number {
    const now = this.now();
    const window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(client, { start: now, count: 1 });
      this.forgetOld(now);
      return 0;
    }
    window.count += 1;
    return window.count > this.limit ? Math.ceil((window.start + this.windowMs - now) / 1000) : 0;
  }

  /** Keeps the map small: windows that ended are dropped now and then. */
  private forgetOld(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [client, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(client);
    }
  }
}
