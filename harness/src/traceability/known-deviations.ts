import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { CONFIG, ROOT } from "../config";

/**
 * What a deployment is known to get wrong: `<deployment>.yaml` in the expectations folder,
 * as web-platform-tests keeps expectations per implementation and Chromium its
 * TestExpectations. Each entry names a clause (every scenario naming it may
 * fail) or one scenario by its name, and says why.
 */

export const EXPECTATIONS_DIR = CONFIG.paths.expectations;

const Reason = z.string().trim().min(1, "say why the deployment deviates");

export const KnownDeviationSchema = z.union([
  z.strictObject({
    clause: z.string().regex(/^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+$/, "a clause id, like AREA-2"),
    reason: Reason,
  }),
  z.strictObject({ scenario: z.string().trim().min(1), reason: Reason }),
]);
export type KnownDeviation = z.infer<typeof KnownDeviationSchema>;

export const KnownDeviationsSchema = z.array(KnownDeviationSchema).nullable();

/** The list's name (the deployment it is for) and its entries. */
export interface DeviationList {
  name: string;
  file: string;
  deviations: KnownDeviation[];
}

/** How an entry reads in a report: `SEC-2` or `scenario "…"`. */
export function describeDeviation(deviation: KnownDeviation): string {
  return "clause" in deviation ? deviation.clause : `scenario "${deviation.scenario}"`;
}

export function availableLists(dir = EXPECTATIONS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => file.replace(/\.yaml$/, ""))
    .sort();
}

/** Reads `<dir>/<name>.yaml`; a missing or malformed list stops the run, naming what is wrong. */
export function loadDeviationList(name: string, dir = EXPECTATIONS_DIR): DeviationList {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) {
    throw new Error(`SPEC_EXPECTATIONS="${name}": a deployment's name is lower-case letters, digits and hyphens.`);
  }
  const file = path.join(dir, `${name}.yaml`);
  const shown = path.relative(ROOT, file);
  if (!existsSync(file)) {
    throw new Error(
      `SPEC_EXPECTATIONS=${name}: there is no ${shown}. Lists: ${availableLists(dir).join(", ") || "none"}.`,
    );
  }
  const parsed = KnownDeviationsSchema.safeParse(parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${shown} is malformed: ${z.prettifyError(parsed.error)}`);
  return { name, file: shown, deviations: parsed.data ?? [] };
}
