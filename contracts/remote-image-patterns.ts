/**
 * Hosts whose photos the optimiser may fetch and resize, written as Next.js's
 * `images.remotePatterns` are: a protocol, a host name (`*.` one label, `**.`
 * any number), an optional port and a path (`*` one segment, `**` any number;
 * `/**` when left out). One pattern is written as an address:
 * `https://fotos.mitsubishimotors.com.br/modelos/**`; several are separated
 * by commas (IMAGE_REMOTE_PATTERNS). Images of other hosts are not the
 * optimiser's: the site shows them as they are. Plain code, no schema, so the
 * site can apply the same rule when it builds image addresses.
 */

export interface RemoteImagePattern {
  protocol: "http:" | "https:";
  hostname: string;
  /** "" for the protocol's default port. */
  port: string;
  pathname: string;
}

export class RemotePatternError extends Error {}

/** `*` matches one label or segment (no separator), `**` any number of them. */
function globRegExp(glob: string, separator: "." | "/"): RegExp {
  const escapedSeparator = separator === "." ? "\\." : "/";
  let source = "";
  for (let index = 0; index < glob.length; index += 1) {
    const character = glob[index] as string;
    if (character === "*" && glob[index + 1] === "*") {
      source += ".*";
      index += 1;
    } else if (character === "*") {
      source += `[^${escapedSeparator}]+`;
    } else {
      source += character.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    }
  }
  return new RegExp(`^${source}$`);
}

/** The patterns of a comma-separated list; an unreadable one is a RemotePatternError naming it. */
export function parseRemotePatterns(list: string | undefined): RemoteImagePattern[] {
  if (!list?.trim()) return [];
  return list
    .split(",")
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      // "*" is not a valid host for URL: read the host part as written.
      const match = /^(https?:)\/\/([^/:]+)(?::(\d+))?(\/.*)?$/i.exec(text);
      if (!match) throw new RemotePatternError(`Padrão de imagens remotas ilegível: ${text}`);
      const [, protocol, hostname, port = "", pathname = "/**"] = match;
      return {
        protocol: (protocol as string).toLowerCase() as "http:" | "https:",
        hostname: (hostname as string).toLowerCase(),
        port,
        pathname,
      };
    });
}

/** Whether an absolute address matches one of the patterns (credentials in it never do). */
export function matchesRemotePattern(address: string, patterns: readonly RemoteImagePattern[]): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return patterns.some(
    (pattern) =>
      url.protocol === pattern.protocol &&
      globRegExp(pattern.hostname, ".").test(url.hostname) &&
      url.port === pattern.port &&
      globRegExp(pattern.pathname, "/").test(url.pathname),
  );
}

/**
 * The pattern of every image under a host the site names by its origin (and
 * optional path), as GATSBY_MULTIMEDIA_URL does: the site sends that host's
 * images through the optimiser, so a server given the same setting allows them.
 */
export function patternOfHost(origin: string): string {
  return `${origin.trim().replace(/\/+$/, "")}/**`;
}
