import type * as React from "react";
import type { StructuredData } from "../../../../contracts/structured-data";
import type { ShareImage } from "../../page-data/share-image";
import type { StaticRoute } from "../../routes/route-table";
import { JsonLd } from "./json-ld";
import { Seo } from "./seo";

interface RouteHeadProps {
  route: StaticRoute;
  /** The page's schema.org blocks, built with its context. */
  structuredData: readonly StructuredData[];
  /** The picture a shared link shows. */
  share: ShareImage;
  children?: React.ReactNode;
}

/** The head of a page of the route table: its own title and description, image and structured data. */
export function RouteHead({ route, structuredData, share, children }: RouteHeadProps) {
  return (
    <Seo title={route.title} description={route.description} path={route.path} share={share}>
      <StructuredDataBlocks blocks={structuredData} />
      {children}
    </Seo>
  );
}

/** Each schema.org block of a page as its own JSON-LD element. */
export function StructuredDataBlocks({ blocks }: { blocks: readonly StructuredData[] }) {
  return (
    <>
      {blocks.map((block) => (
        <JsonLd key={block["@type"]} data={block} />
      ))}
    </>
  );
}
