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
}
