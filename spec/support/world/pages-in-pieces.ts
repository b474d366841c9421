import { PIECE_MS } from "../settings";

/**
 * A page brought in pieces, as a slow connection brings it: the browser shows
 * what has arrived while it waits for the rest. The suite cuts the page's
 * header before each of its links and buttons with a script the parser must
 * wait for (an address of the suite's own, answered by the suite), and answers
 * each piece's script PIECE_MS after the one before it. The browser asks for
 * them all at once (it reads ahead), so the answers, not the asks, set the pace.
 */

/** Where the pieces' scripts are asked for, on the deployment's own origin (its policy allows its own scripts). */
export const PIECES_PATH = "/__spec-piece/";

/** What each piece's script does once the parser has waited for it: leave, so the page's code finds its own markup. */
export const PIECE_SCRIPT = "document.currentScript.remove();";

const PIECE_ADDRESS = /\/__spec-piece\/(\d+)\/(\d+)\.js$/;

/** The page's markup with a wait before each link and button of its header; `page` tells this page's pieces apart. */
export function cutIntoPieces(markup: string, page: number): string {
  const start = markup.indexOf("<header");
  const end = markup.indexOf("</header>", start);
  if (start < 0 || end < 0) return markup;
  let piece = 0;
  const header = markup
    .slice(start, end)
    .replace(/<(a|button)[\s>]/g, (tag) => `<script src="${PIECES_PATH}${page}/${piece++}.js"></script>${tag}`);
  return markup.slice(0, start) + header + markup.slice(end);
}

/** When each piece is answered: the first PIECE_MS after it is asked for, each next one PIECE_MS after that. */
export class PieceTimetable {
  private readonly answered = new Map<string, Promise<void>>();

  /** Resolves when the piece at this address may be answered; undefined for an address that is no piece. */
  answerOf(address: string): Promise<void> | undefined {
    const [, page, piece] = PIECE_ADDRESS.exec(new URL(address).pathname) ?? [];
    if (page === undefined || piece === undefined) return undefined;
    return this.answer(Number(page), Number(piece));
  }

  private answer(page: number, piece: number): Promise<void> {
    const key = `${page}/${piece}`;
    let answered = this.answered.get(key);
    if (!answered) {
      const before = piece === 0 ? Promise.resolve() : this.answer(page, piece - 1);
      answered = before.then(() => new Promise<void>((resolve) => setTimeout(resolve, PIECE_MS)));
      this.answered.set(key, answered);
    }
    return answered;
  }
}
