import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where things are, from the repository root. Tooling, not implementation:
 * the suite's harness may use it (spec/independence allows tooling/).
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SITE_DIR = path.join(ROOT, "site");
export const PUBLIC_DIR = path.join(SITE_DIR, "public");
export const REPORTS_DIR = path.join(ROOT, "reports");
/** The local executable that runs TypeScript, used to start the build and the server under test as commands. */
export const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
