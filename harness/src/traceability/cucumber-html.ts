import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CucumberHtmlStream } from "@cucumber/html-formatter";
import type { Envelope } from "@cucumber/messages";

/**
 * Cucumber's own HTML report of a message stream: the one a merged run of
 * shards gets, written by the formatter Cucumber itself uses for `html:`.
 */
export async function writeCucumberHtml(envelopes: readonly Envelope[], file: string): Promise<void> {
  await pipeline(Readable.from(envelopes), new CucumberHtmlStream(), createWriteStream(file));
}
