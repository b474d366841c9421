import { z } from "zod";
import { CalendarDaySchema } from "./calendar-day";
import { ImageIdSchema } from "./image";

/**
 * A press release (source spec §3 names news and press kits as service
 * sections without showing their fields), published on /imprensa newest first.
 * The project's own data, parsed when the site builds.
 */
export const PressReleaseSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  publishedOn: CalendarDaySchema,
  /** One or two sentences shown under the title. */
  summary: z.string().min(1),
  /** The release itself, one plain-text paragraph per entry. */
  paragraphs: z.array(z.string().min(1)).min(1),
  /** A drawing of the project that illustrates it, or none. */
  imageId: ImageIdSchema.nullable(),
});
export type PressRelease = z.infer<typeof PressReleaseSchema>;
