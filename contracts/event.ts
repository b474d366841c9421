import { z } from "zod";
import { ImageIdSchema } from "./image";

/**
 * An event of the brand world (source spec §3 "Event"), kept as local data and
 * never fetched (§7). Its page is /mundo-mit/{slug of the name}; its logo and
 * image are drawings of the project, served as local files.
 */
export const EventSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** Plain pt-BR text: what the event is, in one or two sentences. */
  description: z.string().min(1),
  logoId: ImageIdSchema,
  imageId: ImageIdSchema,
  position: z.number().int().nonnegative(),
});
export type BrandEvent = z.infer<typeof EventSchema>;
