import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where things are, from the repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SITE_DIR = path.join(ROOT, "site");
export const PUBLIC_DIR = path.join(SITE_DIR, "public");
export const REPORTS_DIR = path.join(ROOT, "reports");
