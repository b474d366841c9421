/** What the project's build command said of a working copy (MutationConfig.buildCommand). */
export type BuildVerdict =
  | { kind: "built"; built: boolean }
  /** The build refused the copy: a break it refuses is caught. */
  | { kind: "refused"; message: string }
  /** The command never gave its verdict: it did not run, or stopped before the build said anything. */
  | { kind: "no-verdict"; message: string };

/**
 * Reads the build command's output. Only the command's own verdict, its last
 * line of JSON, says whether the build took the copy. Output without one says
 * nothing of the break: a program that cannot be found (exit code 127), a copy
 * whose packages are gone, a crash before the build. Counted as a refusal, such
 * a failure would mark every later break caught, in no time.
 */
export function buildVerdict(output: string, code: number): BuildVerdict {
  const line = output
    .split("\n")
    .map((each) => each.trim())
    .reverse()
    .find((each) => each.startsWith("{"));
  const said = line ? parsed(line) : undefined;
  if (!said) {
    const tail = output.trim().split("\n").slice(-3).join(" | ");
    return { kind: "no-verdict", message: `exit code ${code}, no verdict${tail ? `: ${tail.slice(0, 300)}` : ""}` };
  }
  if (said.ok) return { kind: "built", built: said.built === true };
  // A build that refuses says why on lines naming an error (Gatsby names the entry and field): keep those.
  const reasons = output
    .split("\n")
    .map((each) => each.trim())
    .filter((each) => /error|invalid|refus|failed/i.test(each) && !each.startsWith("{"))
    .slice(0, 3);
  const message = reasons.join(" | ") || said.message || "the build failed";
  return { kind: "refused", message: message.slice(0, 400) };
}

function parsed(line: string): { ok: boolean; built?: boolean; message?: string } | undefined {
  try {
    const value = JSON.parse(line) as unknown;
    if (typeof value !== "object" || value === null || typeof (value as { ok?: unknown }).ok !== "boolean")
      return undefined;
    return value as { ok: boolean; built?: boolean; message?: string };
  } catch {
    return undefined;
  }
}
