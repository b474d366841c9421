import type { StructuredData } from "../../contracts/structured-data";
import { SCHEMA_ORG_CONTEXT, structuredDataSchemas } from "../../contracts/structured-data";
import { expect } from "./expect";
import { declaredOrigin } from "./public-origin";
import type { SiteWorld } from "./world";

/**
 * The structured data (schema.org as JSON-LD) of the page, read as a search
 * engine reads it, each block parsed with the contract's schema of its type
 * (contracts/structured-data.ts); a block that breaks it fails the step.
 */

/** The site's origin as the page declares it (its canonical address, from GATSBY_SITE_URL). */
async function siteOrigin(world: SiteWorld): Promise<string> {
  const origin = await declaredOrigin(world.page);
  if (!origin) throw new Error("The page declares no canonical address.");
  return origin;
}

/** Every JSON-LD block of the page, each parsed with the schema of its type. */
export async function structuredDataBlocks(world: SiteWorld): Promise<StructuredData[]> {
  const texts = await world.page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  const { Block } = structuredDataSchemas(await siteOrigin(world));
  return texts.map((text, index) => {
    const { "@context": context, ...block } = JSON.parse(text) as Record<string, unknown>;
    expect(context, `block ${index + 1}'s @context`).toBe(SCHEMA_ORG_CONTEXT);
    const parsed = Block.safeParse(block);
    if (!parsed.success) {
      throw new Error(`Block ${index + 1} (${String(block["@type"])}) is not valid: ${parsed.error.message}`);
    }
    return parsed.data;
  });
}
