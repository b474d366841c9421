/**
 * A chassis number as the recall check reads what the visitor typed (decision
 * PAGE-9): spaces, dots and hyphens dropped, letters capitalised, so
 * "9bw zzz377-vt004251" is the chassis 9BWZZZ377VT004251. Written here from the
 * decision's words, apart from the site's own rule.
 */
export function chassisAsChecked(typed: string): string {
  return typed.replace(/[\s.-]+/g, "").toLocaleUpperCase("pt-BR");
}
