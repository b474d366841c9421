import type { Fetch, Needs } from "@mmcb/harness";

/**
 * What the suite needs of a deployment, in one place (docs/gating-a-deployment.md,
 * "What the suite needs of a deployment"), which the harness's preflight checks
 * before any scenario runs (harness.config.ts gives it this site's needs).
 *
 * - The deployment answers at BASE_URL (the harness checks that itself).
 * - For the scenarios that write data (`@writes`): the deployment's admin
 *   token as SPEC_ADMIN_TOKEN, so scenarios read back what the forms sent
 *   (`GET /api/admin/submissions.csv`), and a limit of submissions per client
 *   address and minute that the suite's sends fit under.
 */

/** The export of received submissions the scenarios read back (decisions-api.yaml). */
export const SUBMISSIONS_EXPORT = "/api/admin/submissions.csv";
/** Where the preflight sends its refused submissions: the lead base of the request table (source spec §7). */
export const LEAD_ADDRESS = "/api/lead/v1.0/";

/**
 * Submissions the preflight sends at once to see that the limit is not reached.
 * A limit counts only well-formed submissions (issue 14: a malformed one is
 * refused before it spends a visitor's budget), so the probe is one well-formed
 * quote request sent this many times under one Idempotency-Key: the deployment
 * stores it once, ever, and answers the rest as repeats. The @writes scenarios
 * send about 25 at two workers, so a deployment needs a limit of at least twice
 * this per address and minute.
 */
export const PROBE_SUBMISSIONS = 50;
export const SUBMISSIONS_PER_MINUTE_NEEDED = 2 * PROBE_SUBMISSIONS;

/** The probe's key: the same on every run, so a deployment keeps one probe, whatever the number of runs. */
export const PROBE_IDEMPOTENCY_KEY = "verificacao-da-suite-limite-v1";
/** The probe: a quote request the lead contract accepts, saying what it is to whoever reads the export. */
export const PROBE_LEAD = {
  kind: "cotacao",
  name: "Verificação da Suíte",
  email: "verificacao@exemplo.com.br",
  phone: "(11) 98765-4321",
  state: "SP",
  city: "São Paulo",
  modelSlug: "outlander",
  message: "Envio de verificação da suíte de testes (limite de envios por minuto); pode ser ignorado.",
  consent: true,
  tracking: { campaign: {} },
} as const;

async function answer(fetcher: Fetch, url: string, init?: RequestInit): Promise<Response | Error> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    return error as Error;
  }
}

/**
 * What this site's deployment lacks for scenarios that write data (the harness's preflight has
 * already seen it answer): `deploymentNeeds` of harness.config.ts.
 */
export async function siteNeeds(needs: Needs, fetcher: Fetch): Promise<string[]> {
  const base = needs.baseUrl.replace(/\/$/, "");
  const missing: string[] = [];
  if (!needs.adminToken) {
    missing.push(
      `SPEC_ADMIN_TOKEN is not set: give the deployment's ADMIN_TOKEN, so scenarios can read back what the forms sent (${SUBMISSIONS_EXPORT})`,
    );
  } else {
    const exported = await answer(fetcher, `${base}${SUBMISSIONS_EXPORT}`, {
      headers: { Authorization: `Bearer ${needs.adminToken}` },
    });
    if (exported instanceof Error) missing.push(`${SUBMISSIONS_EXPORT} does not answer (${exported.message})`);
    else if (exported.status === 404) {
      missing.push(`the deployment has no ${SUBMISSIONS_EXPORT} (start it with ADMIN_TOKEN set)`);
    } else if (exported.status === 401 || exported.status === 403) {
      missing.push(
        `the deployment refuses SPEC_ADMIN_TOKEN at ${SUBMISSIONS_EXPORT} (${exported.status}): give its ADMIN_TOKEN`,
      );
    } else if (!exported.ok) missing.push(`${SUBMISSIONS_EXPORT} answers ${exported.status}`);
    if (!(exported instanceof Error)) await exported.body?.cancel().catch(() => undefined);
  }

  const probes = await Promise.all(
    Array.from({ length: PROBE_SUBMISSIONS }, () =>
      answer(fetcher, `${base}${LEAD_ADDRESS}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": PROBE_IDEMPOTENCY_KEY },
        body: JSON.stringify(PROBE_LEAD),
      }),
    ),
  );
  const limited = probes.filter((probe) => !(probe instanceof Error) && probe.status === 429).length;
  for (const probe of probes) if (!(probe instanceof Error)) await probe.body?.cancel().catch(() => undefined);
  if (limited > 0) {
    missing.push(
      `the deployment limits submissions from this address: ${limited} of ${PROBE_SUBMISSIONS} submissions were answered 429; ` +
        `allow at least ${SUBMISSIONS_PER_MINUTE_NEEDED} a minute (the reference server's SUBMISSIONS_PER_MINUTE)`,
    );
  }
  return missing;
}
