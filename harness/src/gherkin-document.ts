import { readdirSync } from "node:fs";
import path from "node:path";
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from "@cucumber/gherkin";
import { type GherkinDocument, IdGenerator } from "@cucumber/messages";

/**
 * A feature file's text read into its Gherkin document by Cucumber's own
 * parser, as the run reads it: the tests that hold the feature files to a rule
 * and the records that name a scenario by its written name read them here.
 * Throws on text that is not Gherkin, as Cucumber would refuse it.
 */
export function parseFeature(source: string): GherkinDocument {
  const parser = new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher());
  return parser.parse(source);
}

/** Every feature file under `dir`, its subfolders included. */
export function featureFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return featureFilesUnder(full);
    return entry.name.endsWith(".feature") ? [full] : [];
  });
}
