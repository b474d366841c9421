/**
 * The traceability gate. "report" lists uncovered clauses without failing;
 * "enforce" makes `npm test` fail while any clause of the source spec has no
 * check (informational clauses excepted). On for good once every clause has one.
 */
export const TRACEABILITY_GATE: "report" | "enforce" = "enforce";
