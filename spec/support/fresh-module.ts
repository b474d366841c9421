import { vi } from "vitest";

/**
 * A module loaded afresh with these environment variables, for a module that
 * reads its settings as it loads (the service hosts, the site's origin, the
 * machine's time zone). What it read stays with it; the environment and the
 * module cache are put back before this returns.
 */
export async function loadedWith<T>(environment: Record<string, string>, load: () => Promise<T>): Promise<T> {
  try {
    for (const [variable, value] of Object.entries(environment)) vi.stubEnv(variable, value);
    vi.resetModules();
    return await load();
  } finally {
    vi.unstubAllEnvs();
    vi.resetModules();
  }
}
