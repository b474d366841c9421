import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the harness finds things, from the repository root. The spec keeps its
 * own copy of these few paths rather than importing the project's scripts, so
 * that nothing of the implementation is loaded into the suite (see
 * spec/independence/).
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const REPORTS_DIR = path.join(ROOT, "reports");
/** The local executable that runs TypeScript, used to start the build and the server under test. */
export const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
