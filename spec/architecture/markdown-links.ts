import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { repositoryFiles } from "../imports/repository-files";

/**
 * The relative links of the repository's Markdown, and the ones that lead
 * nowhere. A link leads somewhere when it names a file or a folder of the
 * repository (what git tracks or would: a generated report is not part of a
 * fresh clone, so a link to one is broken there), and, when it names a
 * heading of a Markdown file, a heading that file has. Links with a scheme
 * (https:, mailto:) and links inside code are not read.
 */

/** A link as written: the line it is on and its target. */
export interface MarkdownLink {
  line: number;
  target: string;
}

/** A link that leads nowhere, with why. */
export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** Folders the walk leaves out when the root is no git work tree: dependencies, builds, reports. */
const NOT_THE_PROJECT = new Set([
  "node_modules",
  ".git",
  ".cache",
  ".data",
  ".scratch",
  ".stryker-tmp",
  "reports",
  "reports-preview",
]);
const BUILT = new Set(["site/public", "bench/floor-site/public"]);

/** A target with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): not a file of the repository. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The text with fenced code blocks and code spans blanked, line breaks kept, so no link inside code is read. */
export function withoutCode(text: string): string {
  const lines = text.split("\n");
  let fence: string | undefined;
  const kept = lines.map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      // A fence closes on a run of the same character at least as long as the one that opened it.
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return "";
    }
    if (marker) {
      fence = marker;
      return "";
    }
    return line;
  });
  return kept.join("\n").replace(/(`+)[^`]*?\1/g, (span) => " ".repeat(span.length));
}

/** Inline links and images (`[text](target "title")`) and reference definitions (`[label]: target`). */
export function linksIn(text: string): MarkdownLink[] {
  const prose = withoutCode(text);
  const lineAt = (index: number) => prose.slice(0, index).split("\n").length;
  const links: MarkdownLink[] = [];
  const inline =
    /\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (const match of prose.matchAll(inline)) {
    links.push({ line: lineAt(match.index), target: (match[1] ?? "").replace(/^<|>$/g, "") });
  }
  const definition = /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm;
  for (const match of prose.matchAll(definition)) {
    links.push({ line: lineAt(match.index), target: (match[1] ?? "").replace(/^<|>$/g, "") });
  }
  return links.sort((a, b) => a.line - b.line);
}

/** A heading's anchor as GitHub writes it: the text without markup, lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, "")
    .replace(/[`*]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown file offers: its headings' (a repeated one numbered, as GitHub does) and its HTML ids. */
export function anchorsIn(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(text).split("\n")) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const anchor = anchorOf(heading[1] ?? "");
      const times = seen.get(anchor) ?? 0;
      seen.set(anchor, times + 1);
      anchors.add(times === 0 ? anchor : `${anchor}-${times}`);
    }
    for (const id of line.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(id[1] ?? "");
  }
  return anchors;
}

/** Every folder that holds one of the files, at any depth. */
function foldersOf(files: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    for (let end = file.indexOf("/"); end !== -1; end = file.indexOf("/", end + 1)) folders.add(file.slice(0, end));
  }
  return folders;
}

/** A file of the repository, or a folder holding one. */
function existsIn(files: ReadonlySet<string>, folders: ReadonlySet<string>, relative: string): boolean {
  return relative === "" || files.has(relative) || folders.has(relative);
}

/**
 * Every relative link of the given Markdown files that leads nowhere: out of
 * the repository, to no file or folder of it, or to a heading the Markdown file
 * it names does not have. `files` are the repository's files, relative to `root`.
 */
export function brokenLinks(root: string, files: readonly string[], markdown: readonly string[]): BrokenLink[] {
  const fileSet = new Set(files);
  const folders = foldersOf(files);
  const textOf = (file: string) => readFileSync(path.join(root, file), "utf8");
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (file: string) => {
    if (!anchors.has(file)) anchors.set(file, anchorsIn(textOf(file)));
    return anchors.get(file) ?? new Set<string>();
  };
  const broken: BrokenLink[] = [];
  for (const file of markdown) {
    for (const { line, target } of linksIn(textOf(file))) {
      if (EXTERNAL.test(target)) continue;
      const [address = "", anchor] = target.split("#", 2);
      let pathPart = address.split("?")[0] ?? "";
      try {
        pathPart = decodeURIComponent(pathPart);
      } catch {
        broken.push({ file, line, target, reason: "is not a valid address" });
        continue;
      }
      const from = pathPart.startsWith("/") ? "" : path.posix.dirname(file);
      const relative = path.posix.normalize(path.posix.join(from, pathPart.replace(/^\/+/, ""))).replace(/\/$/, "");
      const named = relative === "." ? "" : relative;
      if (named === ".." || named.startsWith("../")) {
        broken.push({ file, line, target, reason: "leaves the repository" });
        continue;
      }
      const linked = pathPart === "" ? file : named;
      if (!existsIn(fileSet, folders, linked)) {
        broken.push({ file, line, target, reason: `names ${linked}, which is no file or folder of the repository` });
        continue;
      }
      if (anchor && linked.endsWith(".md") && !anchorsOf(linked).has(anchor.toLowerCase())) {
        broken.push({ file, line, target, reason: `names a heading "#${anchor}" that ${linked} does not have` });
      }
    }
  }
  return broken;
}

/** How a broken link reads in a failure: the file, the line, the target and why. */
export const describeBroken = (link: BrokenLink) => `${link.file}:${link.line}: (${link.target}) ${link.reason}`;

/**
 * Where the repository's files come from. `git`: the root is a git work
 * tree's top level, and git lists them. `walk`: the root is in no work tree
 * (an unpacked archive), and the folders are walked. `inside-another`: the
 * root is a copy inside another work tree (Stryker's sandbox, which holds
 * only part of the repository), where no listing is the repository's.
 */
export type Listing = { kind: "git" | "walk"; files: string[] } | { kind: "inside-another" };

export function repositoryListing(root: string): Listing {
  let topLevel: string | undefined;
  try {
    topLevel = execFileSync("git", ["rev-parse", "--show-toplevel"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    topLevel = undefined;
  }
  if (topLevel === undefined) return { kind: "walk", files: walked(root) };
  if (realpathSync(topLevel) !== realpathSync(root)) return { kind: "inside-another" };
  return { kind: "git", files: repositoryFiles(root) };
}

function walked(root: string, dir = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (NOT_THE_PROJECT.has(entry.name) || BUILT.has(relative)) continue;
    if (entry.isDirectory()) files.push(...walked(root, relative));
    else files.push(relative);
  }
  return files.sort();
}
