import path from "node:path";

/** One finding of the Nu HTML Checker (vnu), as its JSON output writes it. */
interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** A markup error of a built page, named by the page's address. */
export interface MarkupError {
  page: string;
  line: number | undefined;
  message: string;
}

/** The address a built file answers (public/ofertas/index.html → /ofertas, public/index.html → /). */
export function pageOfFile(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  const page = `/${relative}`.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return page === "" ? "/" : page;
}

/** The errors of vnu's JSON report (`--format json`), page by page; warnings and notes are not errors. */
export function markupErrors(publicDir: string, report: string): MarkupError[] {
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => ({
      page: message.url ? pageOfFile(publicDir, decodeURIComponent(new URL(message.url).pathname)) : "(vnu)",
      line: message.lastLine,
      message: message.message,
    }));
}

/** One line per error: the page, its line and the checker's message. */
export function describeMarkupError(error: MarkupError): string {
  return `${error.page}${error.line === undefined ? "" : ` (linha ${error.line})`}: ${error.message}`;
}
