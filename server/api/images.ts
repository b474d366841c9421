import { createReadStream } from "node:fs";
import { encodedVariant } from "../static-files";
import { artworkFile, IMAGE_ROUTE, SVG_HEADERS } from "./artwork";
import { type ApiRoute, sendText } from "./router";

/**
 * GET {multimedia}/api/images/v1.0/{id} (source spec §7): the project's
 * drawing of that id, or 404 for an id the project has no drawing for.
 */
export function imageRoute(artworkDir: string): ApiRoute {
  return {
    pattern: IMAGE_ROUTE,
    methods: ["GET", "HEAD"],
    async handle({ req, res, params }) {
      const file = await artworkFile(artworkDir, params.id ?? "");
      if (!file) {
        sendText(res, 404, "Imagem não encontrada.");
        return;
      }
      const body = await encodedVariant(req, file);
      for (const [name, value] of Object.entries(SVG_HEADERS)) res.setHeader(name, value);
      res.setHeader("Cache-Control", "public, max-age=86400");
      res.setHeader("Vary", "Accept-Encoding");
      if (body.encoding) res.setHeader("Content-Encoding", body.encoding);
      res.setHeader("Content-Length", String(body.size));
      res.statusCode = 200;
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      createReadStream(body.file).pipe(res);
    },
  };
}
