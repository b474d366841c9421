import path from "node:path";

/**
 * The file a decoded request path names inside `root`, or undefined when it
 * would leave `root` or cannot be a file name (a NUL byte). The path arrives
 * decoded once, by the router; it is never decoded again, so `%252e` stays a
 * name and cannot become a dot segment.
 */
export function fileInside(root: string, decodedPath: string): string | undefined {
  if (decodedPath.includes("\0") || decodedPath.includes("\\")) return undefined;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decodedPath}`)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : undefined;
}
