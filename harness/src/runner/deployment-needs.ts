import { CONFIG, type DeploymentNeeds, type Fetch } from "../config";

/**
 * The preflight: what a deployment must have before any scenario runs, so a run that cannot
 * succeed fails at once with one message instead of forty failed scenarios. The deployment must
 * answer at its address; for scenarios that write data, the project says what more it needs
 * (`deploymentNeeds` of the configuration: a token, a limit of requests a minute…).
 */

export type { DeploymentNeeds as Needs };

async function answer(fetcher: Fetch, url: string, init?: RequestInit): Promise<Response | Error> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    return error as Error;
  }
}

/** What the deployment lacks, each as one sentence; empty when it has all the chosen scenarios need. */
export async function missingNeeds(
  needs: DeploymentNeeds,
  fetcher: Fetch = fetch,
  projectNeeds = CONFIG.deploymentNeeds,
): Promise<string[]> {
  const base = needs.baseUrl.replace(/\/$/, "");
  const home = await answer(fetcher, `${base}/`);
  if (home instanceof Error) return [`the deployment does not answer at ${base} (${home.message})`];
  // Read whole, not cancelled: a cancelled page held the local server's shutdown for 3 s (every run, every rule break).
  await home.arrayBuffer().catch(() => undefined);
  if (needs.writing === 0 || !projectNeeds) return [];
  return projectNeeds(needs, fetcher);
}

/** The one message a run that cannot succeed ends with. */
export function describeMissingNeeds(
  baseUrl: string,
  missing: readonly string[],
  writing: number,
  where = CONFIG.deploymentNeedsDoc,
): string {
  const remedy =
    writing > 0
      ? `Give the deployment what it lacks, or run with SPEC_READ_ONLY=1 to leave out the ${writing} scenarios that write data.`
      : "Check BASE_URL.";
  return [
    `The deployment at ${baseUrl} cannot run the chosen scenarios${where ? ` (${where})` : ""}:`,
    ...missing.map((line) => `  - ${line}`),
    remedy,
  ].join("\n");
}
