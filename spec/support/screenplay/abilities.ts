/**
 * The abilities an actor may be given besides browsing (browse-the-web.ts),
 * each an interface in the suite's terms; the World's collaborators
 * (support/world) are their implementations for the engine the suite drives.
 */

/** The ability to control the visitor's clock: it is virtual and paused, so time passes only when told. */
export abstract class ControlTheClock {
  /** Sets the visitor's clock to an earlier or later instant before the visit (it stays paused). */
  abstract setTo(instant: number | Date): Promise<void>;
  /** The instant the page's clock reads. */
  abstract now(): Promise<number>;
  /** Lets virtual time pass in the page, firing every timer that falls due. */
  abstract pass(milliseconds: number): Promise<void>;
  /**
   * How long before a reading of now() an instant the page took "now" may lie: none on the paused clock,
   * where no time passes unless told; on a clock that runs, the seconds the steps in between take.
   */
  abstract readonly readingLagMs: number;
}

/** Whether an instant the page took reads as "now" by a later reading of the clock (ControlTheClock.readingLagMs). */
export function readsAsNow(instant: number, reading: number, clock: ControlTheClock): boolean {
  return instant <= reading && instant >= reading - clock.readingLagMs;
}

/** The two storage areas of the browser. */
export type StorageArea = "localStorage" | "sessionStorage";

/** A cookie as the browser keeps it. */
export interface KeptCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** When it expires, in seconds since the epoch; -1 for a cookie of the session. */
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Strict" | "Lax" | "None";
}

/** The ability to read and write what the browser keeps for the site: local and session storage, cookies. */
export abstract class UseTheBrowserStorage {
  /** Puts entries in the site's storage before the next page, as an earlier visit would have left them. */
  abstract put(entries: Partial<Record<StorageArea, Record<string, string>>>): Promise<void>;
  /** From now on every page finds the storage blocked (it throws). */
  abstract deny(): Promise<void>;
  /** From now on every page can read the storage but not write to it (full). */
  abstract fill(): Promise<void>;
  /** The entries of one storage area of the page. */
  abstract entries(area: StorageArea): Promise<Record<string, string>>;
  /** Clears both storage areas, as a visitor clearing site data would. */
  abstract clear(): Promise<void>;
  /** The site's cookie of this name, if the browser keeps one. */
  abstract cookie(name: string): Promise<KeptCookie | undefined>;
  /** Every cookie the browser keeps, of any site. */
  abstract cookies(): Promise<KeptCookie[]>;
}

/** A request the pages sent, as its method and address. */
export interface SentRequest {
  method: string;
  address: string;
}

/**
 * The ability to send the forms' submissions and see them go: what the pages sent to the lead and contact
 * bases, and the network between them and the API (an answer the suite gives instead, a connection that
 * drops, an answer held back).
 */
export abstract class SendSubmissions {
  /** Every request the pages made to the lead and contact bases, in order. */
  abstract sent(): SentRequest[];
  /** The payloads sent, in order (parsed JSON; null for a body that is not). */
  abstract payloads(): unknown[];
  /** The next submission gets this status and answer from the suite instead of the server. */
  abstract answerNext(status: number, answer?: object): Promise<void>;
  /** The next submission is refused as the API refuses a value it does not take, naming the payload's fields. */
  abstract refuseNext(fieldErrors: Record<string, string>): Promise<void>;
  /** The next submission fails as when the network is gone. */
  abstract dropNext(): Promise<void>;
  /** The next submission reaches the server, but its answer never reaches the page. */
  abstract holdNextAnswer(): Promise<void>;
  /** Waits until the held submission has reached the server. */
  abstract heldAnswerReachedTheServer(): Promise<void>;
}

/** The ability to note what was done, to read it back later in the scenario (what the visitor typed). */
export class TakeNotes {
  private readonly notes = new Map<string, unknown>();

  write<Note>(topic: string, note: Note): void {
    this.notes.set(topic, note);
  }

  read<Note>(topic: string): Note | undefined {
    return this.notes.get(topic) as Note | undefined;
  }
}
