import { z } from "zod";
import { ImageIdSchema } from "./image";

/**
 * An ambassador of the brand world (source spec §1; §3 names ambassadors
 * without showing their fields). The project's ambassadors are fictional sample
 * profiles, drawn by the project (no photos of real people).
 */
export const AmbassadorSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  /** What they do ("Piloto de rali"). */
  role: z.string().min(1),
  /** Where they live, as "Cidade (UF)". */
  hometown: z.string().regex(/^.+ \([A-Z]{2}\)$/, 'written "Cidade (UF)"'),
  bio: z.string().min(1),
  /** The catalogue model they drive. */
  modelId: z.number().int().positive(),
  /** Their portrait: a drawing of the project. */
  imageId: ImageIdSchema,
});
export type Ambassador = z.infer<typeof AmbassadorSchema>;
