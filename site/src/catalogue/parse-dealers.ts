import { getMunicipalities } from "@brazilian-utils/brazilian-utils";
import { stateOfMunicipality } from "../../../contracts/brazil-states";
import { type Dealer, dealerSchema } from "../../../contracts/dealer";
import { CatalogueError, entryLabel, parseEntries } from "./parse-catalogue";

/**
 * The dealer dataset, parsed with its contract when the site builds, then
 * checked as a whole: ids unique (a lead names its dealer by id), and each
 * dealer's city a real municipality of its state, so that "the visitor's city"
 * (an IBGE code) finds its dealers. Bad data stops the build naming the entry
 * and the field, as the rest of the catalogue does.
 */

/** A municipality as the IBGE lists it: the build looks it up by code. */
export type MunicipalityLookup = (ibgeCode: number) => { name: string; state: string } | undefined;

export interface DealerOptions {
  /** Without it only the state of the code is checked (its first two digits). */
  municipality?: MunicipalityLookup;
}

function problemsOf(dealers: readonly Dealer[], { municipality }: DealerOptions): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  dealers.forEach((dealer, index) => {
    const entry = entryLabel("dealers", index, dealer);
    const problem = (field: string, message: string) =>
      problems.push(`Invalid catalogue entry ${entry}: field "${field}": ${message}`);
    const first = seen.get(dealer.id);
    if (first !== undefined) problem("id", `"${dealer.id}" is also the id of dealers[${first}]`);
    else seen.set(dealer.id, index);
    const codeState = stateOfMunicipality(dealer.city.ibgeCode);
    if (codeState !== dealer.state) {
      problem(
        "city.ibgeCode",
        `${dealer.city.ibgeCode} is a municipality of ${codeState ?? "no state"}, not ${dealer.state}`,
      );
    }
    const listed = municipality?.(dealer.city.ibgeCode);
    if (municipality && !listed) problem("city.ibgeCode", `${dealer.city.ibgeCode} is not an IBGE municipality`);
    if (listed && listed.name !== dealer.city.name) {
      problem("city.name", `the IBGE names ${dealer.city.ibgeCode} "${listed.name}", not "${dealer.city.name}"`);
    }
  });
  return problems;
}

/** Parses and checks the dealers; throws a CatalogueError naming every entry and field at fault. */
export function parseDealers(entries: readonly unknown[], options: DealerOptions = {}): Dealer[] {
  const dealers = parseEntries("dealers", dealerSchema(), entries);
  const problems = problemsOf(dealers, options);
  if (problems.length > 0) throw new CatalogueError(problems.join("\n"));
  return dealers;
}

/** The IBGE list of municipalities (through @brazilian-utils/brazilian-utils), for the build's check. */
export function ibgeMunicipalities(): MunicipalityLookup {
  const byCode = new Map(
    getMunicipalities().map((municipality) => [
      Number(municipality.code),
      { name: municipality.name, state: municipality.stateCode },
    ]),
  );
  return (ibgeCode) => byCode.get(ibgeCode);
}
