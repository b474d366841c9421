import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { ROOT } from "../../tooling/paths";

/** What the spec expects in the head of every page (spec/fixtures/page-heads.yaml). */

export const PageHeadSchema = z.strictObject({
  path: z.string().startsWith("/"),
  title: z.string().min(1),
  description: z.string().min(1),
});
export type PageHead = z.infer<typeof PageHeadSchema>;

export const PAGE_HEADS_FILE = path.join(ROOT, "spec", "fixtures", "page-heads.yaml");

let heads: PageHead[] | undefined;

/** Every page's expected head, read once. */
export function pageHeads(): PageHead[] {
  heads ??= z.array(PageHeadSchema).parse(parse(readFileSync(PAGE_HEADS_FILE, "utf8")));
  return heads;
}

/** The expected head of the page at `path`; fails naming the path when the spec does not know it. */
export function expectedHeadOf(pagePath: string): PageHead {
  const head = pageHeads().find((each) => each.path === pagePath);
  if (!head) throw new Error(`spec/fixtures/page-heads.yaml has no page ${pagePath}.`);
  return head;
}
