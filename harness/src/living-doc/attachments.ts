import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Attachment } from "@cucumber/messages";

/**
 * A scenario's attachments as files beside the living documentation, so the
 * page stays small and opens offline: screenshots it shows as images, traces
 * and other files it links. Named by their content, so a re-run that attaches
 * the same picture writes it once.
 */

export interface SavedAttachment {
  /** Relative to the documentation's page. */
  href: string;
  name: string;
  mediaType: string;
  kind: "image" | "trace" | "text" | "file";
  /** A PNG's size, so the page keeps its place before the picture loads. */
  size?: { width: number; height: number };
}

/** The width and height a PNG declares in its header chunk. */
export function pngSize(content: Buffer): { width: number; height: number } | undefined {
  const signature = "89504e470d0a1a0a";
  if (content.length < 24 || content.subarray(0, 8).toString("hex") !== signature) return undefined;
  return { width: content.readUInt32BE(16), height: content.readUInt32BE(20) };
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/svg+xml": "svg",
  "application/zip": "zip",
  "application/json": "json",
  "text/plain": "txt",
};

function kindOf(attachment: Attachment): SavedAttachment["kind"] {
  if (attachment.mediaType.startsWith("image/")) return "image";
  if (attachment.mediaType === "application/zip" && /trace/i.test(attachment.fileName ?? "")) return "trace";
  if (attachment.mediaType.startsWith("text/") || attachment.mediaType === "application/json") return "text";
  return "file";
}

/** Writes each attachment under `dir` (once per content) and returns how the page links it. */
export function saveAttachments(
  attachments: readonly Attachment[],
  dir: string,
  hrefPrefix: string,
): SavedAttachment[] {
  return attachments.flatMap((attachment) => {
    // Logs written with `this.log` are plain text the page shows inline; only files are saved.
    if (attachment.mediaType === "text/x.cucumber.log+plain") return [];
    const content =
      attachment.contentEncoding === "BASE64" ? Buffer.from(attachment.body, "base64") : Buffer.from(attachment.body);
    const extension = EXTENSIONS[attachment.mediaType] ?? "bin";
    const file = `${createHash("sha256").update(content).digest("hex").slice(0, 20)}.${extension}`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, file), content);
    const size = attachment.mediaType === "image/png" ? pngSize(content) : undefined;
    return [
      {
        href: `${hrefPrefix}/${file}`,
        name: attachment.fileName ?? file,
        mediaType: attachment.mediaType,
        kind: kindOf(attachment),
        ...(size ? { size } : {}),
      },
    ];
  });
}
