import { type ServiceHosts, serviceHostsSchema } from "../../../contracts/request-table";

/**
 * Where each service kind lives, from the environment when the site builds.
 * Unset means the site's own origin, so the reference server answers them.
 */

/** The environment variable that sets each kind's host. */
export const SERVICE_HOST_VARIABLES = {
  multimedia: "GATSBY_MULTIMEDIA_URL",
  portal: "GATSBY_PORTAL_URL",
  auth: "GATSBY_AUTH_URL",
  search: "GATSBY_SEARCH_URL",
} as const satisfies Record<keyof ServiceHosts, string>;

/** A host setting that is not an http(s) origin; the message names the variable. */
export class ServiceHostError extends Error {
  override name = "ServiceHostError";
}

/** A setting as the builder uses it: trimmed, without trailing slashes; unset is "". */
const normalised = (value: string | undefined) => (value ?? "").trim().replace(/\/+$/, "");

/** The hosts from a set of environment values; throws naming the variable when one is malformed. */
export function serviceHostsFrom(env: Readonly<Record<string, string | undefined>>): ServiceHosts {
  const schema = serviceHostsSchema();
  const hosts: Record<string, string> = {};
  for (const [kind, variable] of Object.entries(SERVICE_HOST_VARIABLES)) {
    const value = normalised(env[variable]);
    if (!schema.shape[kind as keyof ServiceHosts].safeParse(value).success) {
      throw new ServiceHostError(`${variable}="${env[variable]}" must be an http(s) origin, optionally with a path`);
    }
    hosts[kind] = value;
  }
  return schema.parse(hosts);
}

/**
 * The hosts of this build. The build checks these same values with
 * serviceHostsFrom (and stops on a malformed one), so the browser only reads
 * them. Gatsby replaces each `process.env.GATSBY_*` written out in full when it
 * bundles, so the names must stay literal here.
 */
export const SERVICE_HOSTS: ServiceHosts = {
  multimedia: normalised(process.env.GATSBY_MULTIMEDIA_URL),
  portal: normalised(process.env.GATSBY_PORTAL_URL),
  auth: normalised(process.env.GATSBY_AUTH_URL),
  search: normalised(process.env.GATSBY_SEARCH_URL),
};
