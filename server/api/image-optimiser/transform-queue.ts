/**
 * At most `concurrency` jobs at once, at most `queueLimit` waiting: a
 * transform holds a thread of libuv's pool (shared with every file read of
 * the site) and a core, and fetching a remote photo holds up to 15 MB of it
 * in memory, so an unbounded number of either starves the pages or the
 * memory. Past the queue the caller is told to come back later (503 +
 * Retry-After) rather than made to wait. The same job asked twice at once
 * runs once.
 */

export class QueueFullError extends Error {
  constructor() {
    super("image transform queue full");
  }
}

export interface TransformLimits {
  concurrency: number;
  queueLimit: number;
}

export class TransformQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly limits: TransformLimits) {}

  /** Runs `job` when a place is free; the same key asked again meanwhile shares its result. */
  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const shared = this.inFlight.get(key);
    if (shared) return shared as Promise<T>;
    if (this.running >= this.limits.concurrency && this.waiting.length >= this.limits.queueLimit) {
      return Promise.reject(new QueueFullError());
    }
    const result = this.whenFree()
      .then(job)
      .finally(() => {
        this.inFlight.delete(key);
        this.release();
      });
    this.inFlight.set(key, result);
    return result;
  }

  private whenFree(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
