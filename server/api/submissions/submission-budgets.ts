import type { FastifyRateLimitStore } from "@fastify/rate-limit";

/**
 * Where the submissions' budgets are counted (per client, and per channel:
 * @fastify/rate-limit asks each route for a `child`): in memory, a fixed
 * window per client, as the plugin's own LocalStore counts them, with one
 * difference. LocalStore (plugin 11) answers each count with its live counter
 * object, and the plugin reads the count from it only after an `await`: when
 * several submissions reach the rate limit in one turn of the event loop (the
 * server routes them four a turn, server/http/pages-first.ts), each of them
 * read the count of the last one. A visitor with two submissions left was
 * refused both (50 at once against a budget of 10: 8 accepted, not 10). Here
 * each submission is answered with the count as it stood at its own.
 */

type Counted = { current: number; ttl: number };
type Window = { count: number; startedAt: number };

/** Clients remembered at most, the least recent forgotten first (LocalStore's own default). */
export const REMEMBERED_CLIENTS = 5_000;

export class SubmissionBudgets implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();

  incr(key: string, answer: (error: Error | null, counted?: Counted) => void, timeWindow: number): void {
    const now = Date.now();
    const known = this.windows.get(key);
    const window = known && known.startedAt + timeWindow > now ? known : { count: 0, startedAt: now };
    window.count += 1;
    // Map keeps insertion order: taken out and put back, the client becomes the most recent.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > REMEMBERED_CLIENTS) {
      const leastRecent = this.windows.keys().next().value;
      if (leastRecent !== undefined) this.windows.delete(leastRecent);
    }
    answer(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  child(): SubmissionBudgets {
    return new SubmissionBudgets();
  }
}
