/**
 * Answers held back until the scenario lets them go, as a slow network or a
 * connection that died would hold them: a held request waits on a promise,
 * never on a timer. Whatever is still held when the scenario ends is released.
 */
export class HeldAnswers {
  private readonly releases: Array<() => void> = [];

  /** A promise that settles once the held answers are released. */
  hold(): Promise<void> {
    return new Promise<void>((resolve) => this.releases.push(resolve));
  }

  releaseAll(): void {
    for (const release of this.releases.splice(0)) release();
  }
}
