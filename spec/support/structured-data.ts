import path from "node:path";
import type { StructuredData } from "../../contracts/structured-data";
import { ROOT } from "../../tooling/paths";
import { expect } from "./expect";
import { ruleStepTable } from "./gherkin-examples";
import { declaredOrigin } from "./public-origin";
import { BrowseTheWeb } from "./screenplay/browse-the-web";
import type { SiteWorld } from "./world";

/**
 * The structured data (schema.org as JSON-LD) of the page, read as a search
 * engine reads it and held to the vocabulary the spec states: the schema.org
 * types the site may use, each with exactly the fields of one of its rows, as
 * the table of decision PAGE-28 in structured-data.feature writes them. The
 * site's own addresses are absolute, on the origin its pages declare.
 */

/** schema.org's own address, which every block names as its vocabulary. */
export const SCHEMA_ORG = "https://schema.org";

/** Where the vocabulary is written: the feature's rule PAGE-28 and the step that holds its table. */
const VOCABULARY_FEATURE = path.join(ROOT, "spec", "features", "pages", "structured-data.feature");
export const VOCABULARY_STEP =
  "the structured data of the page uses these schema.org types, each with exactly the fields of one of its rows:";

/** The types a block may use, each with the field sets its rows allow. */
export type Vocabulary = ReadonlyMap<string, ReadonlyArray<ReadonlySet<string>>>;

/** A vocabulary from a table of `type` and `fields` (the fields separated by commas). */
export function vocabularyOf(rows: ReadonlyArray<Record<string, string>>): Vocabulary {
  const vocabulary = new Map<string, Set<string>[]>();
  for (const { type = "", fields = "" } of rows) {
    const names = new Set(
      fields
        .split(",")
        .map((field) => field.trim())
        .filter(Boolean),
    );
    vocabulary.set(type, [...(vocabulary.get(type) ?? []), names]);
  }
  return vocabulary;
}

let written: Vocabulary | undefined;

/** The vocabulary as structured-data.feature states it under PAGE-28. */
export function statedVocabulary(): Vocabulary {
  written ??= vocabularyOf(ruleStepTable(VOCABULARY_FEATURE, "@clause:PAGE-28", VOCABULARY_STEP));
  return written;
}

/** The site's origin as the page declares it (its canonical address, set for each deployment). */
async function siteOrigin(world: SiteWorld): Promise<string> {
  const origin = await declaredOrigin(BrowseTheWeb.as(world.visitor));
  if (!origin) throw new Error("The page declares no canonical address.");
  return origin;
}

/** Fields whose value is an address of a page of the site; and fields that hold any absolute address. */
const SITE_ADDRESS_FIELDS = new Set(["@id", "url", "item"]);
const ABSOLUTE_ADDRESS_FIELDS = new Set(["logo", "image", "sameAs"]);

/** What breaks the vocabulary or the addresses in one block, each problem with where it is. */
function problemsOf(value: unknown, where: string, origin: string, vocabulary: Vocabulary): string[] {
  if (Array.isArray(value))
    return value.flatMap((each, index) => problemsOf(each, `${where}[${index}]`, origin, vocabulary));
  if (value === null || typeof value !== "object") return [];
  const { "@type": type, ...fields } = value as Record<string, unknown>;
  const problems: string[] = [];
  const allowed = vocabulary.get(String(type));
  const names = Object.keys(fields).sort();
  if (!allowed) problems.push(`${where}: the type ${String(type)} is not in the spec's vocabulary`);
  else if (!allowed.some((set) => set.size === names.length && names.every((name) => set.has(name)))) {
    problems.push(`${where} (${String(type)}): the fields ${names.join(", ")} are those of none of its rows`);
  }
  for (const [name, field] of Object.entries(fields)) {
    const addresses = Array.isArray(field) ? field : [field];
    if (SITE_ADDRESS_FIELDS.has(name)) {
      for (const address of addresses) {
        if (!URL.canParse(String(address)) || new URL(String(address)).origin !== origin) {
          problems.push(`${where}.${name}: ${String(address)} is not an absolute address on ${origin}`);
        }
      }
    } else if (ABSOLUTE_ADDRESS_FIELDS.has(name)) {
      for (const address of addresses) {
        if (!/^https?:\/\//.test(String(address)))
          problems.push(`${where}.${name}: ${String(address)} is not absolute`);
      }
    } else problems.push(...problemsOf(field, `${where}.${name}`, origin, vocabulary));
  }
  return problems;
}

/** Every structured-data block of the page, each naming schema.org, and what breaks the vocabulary in them. */
export async function checkedStructuredData(
  world: SiteWorld,
  vocabulary: Vocabulary = statedVocabulary(),
): Promise<{ blocks: StructuredData[]; problems: string[] }> {
  const texts = await BrowseTheWeb.as(world.visitor)
    .element({ css: 'script[type="application/ld+json"]' })
    .runOnAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  const origin = await siteOrigin(world);
  const blocks: StructuredData[] = [];
  const problems: string[] = [];
  for (const [index, text] of texts.entries()) {
    const { "@context": context, ...block } = JSON.parse(text) as Record<string, unknown>;
    expect(context, `block ${index + 1}'s @context`).toBe(SCHEMA_ORG);
    problems.push(...problemsOf(block, `block ${index + 1}`, origin, vocabulary));
    // Typed as the site's contract describes the blocks (a type only): the checks above are the spec's own.
    blocks.push(block as unknown as StructuredData);
  }
  return { blocks, problems };
}

/** Every structured-data block of the page, held to the spec's vocabulary; a block that breaks it fails the step. */
export async function structuredDataBlocks(world: SiteWorld): Promise<StructuredData[]> {
  const { blocks, problems } = await checkedStructuredData(world);
  expect(problems, "the structured data against the spec's vocabulary").toEqual([]);
  return blocks;
}
