import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PUBLIC_DIR } from "../scripts/lib/paths";
import { listen } from "../server/app";
import { createProductionServer } from "../server/production-server";
import { median } from "./sizes";

/**
 * A bounded load on the reference API over loopback: CONCURRENT submissions
 * at once (each a new lead), plus retries of some of them with the same
 * idempotency key. Every accepted lead must be stored exactly once and no
 * answer may be a 5xx. The per-address limit is lifted for the measurement
 * (all requests come from one address).
 */

const CONCURRENT = 500;
const RETRIES = 50;

export interface LoadResult {
  sent: number;
  statuses: Record<number, number>;
  stored: number;
  acceptedUnique: number;
  p50Ms: number;
  p99Ms: number;
  wallMs: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const lead = (index: number) => ({
  kind: "cotacao",
  name: "Carla Mendes",
  email: `carla${index}@exemplo.com.br`,
  phone: "(41) 99123-4567",
  state: "PR",
  city: "Curitiba",
  modelSlug: "eclipse-cross",
  consent: true,
  tracking: { campaign: { source: "r_sociais" } },
});

export async function loadTest(): Promise<LoadResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-load-"));
  const site = createProductionServer({ publicDir: PUBLIC_DIR, dataDir, submissionsPerMinute: 1_000_000 });
  const base = await listen(site.server, 0);
  const statuses: Record<number, number> = {};
  const latencies: number[] = [];
  const acceptedIds = new Set<number>();
  const send = async (index: number) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/lead/v1.0/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `carga-${index}-0123456789abcdef` },
      body: JSON.stringify(lead(index)),
    });
    latencies.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status === 201 || response.status === 200)
      acceptedIds.add(((await response.json()) as { id: number }).id);
    else await response.arrayBuffer();
  };
  const started = performance.now();
  try {
    await Promise.all([
      ...Array.from({ length: CONCURRENT }, (_, index) => send(index)),
      ...Array.from({ length: RETRIES }, (_, index) => send(index * 7)),
    ]);
    const wallMs = performance.now() - started;
    return {
      sent: CONCURRENT + RETRIES,
      statuses,
      stored: site.store.count(),
      acceptedUnique: acceptedIds.size,
      p50Ms: median(latencies),
      p99Ms: percentile(latencies, 99),
      wallMs,
    };
  } finally {
    await site.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function loadReport(result: LoadResult): string {
  const fiveHundreds = Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(", ");
  return [
    `- ${result.sent} submissions (${CONCURRENT} distinct leads at once, ${RETRIES} retries with a used key) in ${(result.wallMs / 1000).toFixed(2)} s: ${statuses}.`,
    `- Latency p50 ${result.p50Ms.toFixed(0)} ms, p99 ${result.p99Ms.toFixed(0)} ms (loopback, one client process).`,
    `- ${result.stored === result.acceptedUnique && result.stored === CONCURRENT ? "✅" : "❌"} stored ${result.stored} rows for ${result.acceptedUnique} distinct accepted leads (expected ${CONCURRENT}: each exactly once).`,
    `- ${fiveHundreds === 0 ? "✅" : "❌"} ${fiveHundreds} answers were 5xx.`,
  ].join("\n");
}
