import { z } from "zod";

/**
 * Ids of the project's own files. An image id names a drawing of the project's
 * artwork (the multimedia service answers it at /api/images/v1.0/{id}); a PDF id
 * names a document of the project. Both are lower-case words joined by hyphens,
 * so an id can never carry a path, a query or a dot segment.
 */
export const ASSET_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ImageIdSchema = z.string().regex(ASSET_ID_PATTERN, "use lower-case letters, digits and hyphens");
export type ImageId = z.infer<typeof ImageIdSchema>;

export const PdfIdSchema = z.string().regex(ASSET_ID_PATTERN, "use lower-case letters, digits and hyphens");
export type PdfId = z.infer<typeof PdfIdSchema>;
