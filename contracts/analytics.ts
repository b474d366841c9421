import { z } from "zod";

/**
 * The data-layer events of the site (source spec §7 "Analytics events"), one
 * schema each. The suite validates every push against these.
 */

export const PageLoadEventSchema = z.object({
  event: z.literal("pageLoad"),
  /** One value per kind of page (the route table's page types). */
  pagetype: z.string().min(1),
  /** The path of the page, without query or hash. */
  page_path: z.string().startsWith("/"),
});
export type PageLoadEvent = z.infer<typeof PageLoadEventSchema>;

export const DataLayerEventSchema = z.discriminatedUnion("event", [PageLoadEventSchema]);
export type DataLayerEvent = z.infer<typeof DataLayerEventSchema>;
