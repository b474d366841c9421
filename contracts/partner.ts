import { z } from "zod";
import { ImageIdSchema } from "./image";

/**
 * A sponsorship or partnership of the brand (source spec §3 names partners
 * without showing their fields), on /mundo-mit/patrocinios-e-parcerias. The
 * project's own sample data, with logos drawn by the project.
 */
export const PartnerKindSchema = z.enum(["patrocinio", "parceria"]);

export const PartnerSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  kind: PartnerKindSchema,
  /** What the brand does with them, in one or two sentences. */
  description: z.string().min(1),
  /** Their logo: a drawing of the project. */
  logoId: ImageIdSchema,
});
export type Partner = z.infer<typeof PartnerSchema>;
