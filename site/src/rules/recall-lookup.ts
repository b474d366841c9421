import { type ChassisRange, checkChassis, inChassisRange, VIN_LENGTH } from "../../../contracts/vin";

/**
 * What the recall page tells a visitor about a chassis number they typed: in
 * pt-BR, whether it is well formed and, when it is, whether a recall campaign
 * covers it. Runs in the browser, with the campaigns of the page: no call.
 */

/** A campaign as the check needs it. */
export interface CampaignRanges {
  id: string;
  title: string;
  chassisRanges: readonly ChassisRange[];
}

export type ChassisVerdict =
  | { kind: "malformed"; message: string }
  | { kind: "clear"; chassis: string; message: string }
  | { kind: "recall"; chassis: string; campaigns: CampaignRanges[]; message: string };

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const quoted = (characters: readonly string[]) => characters.map((character) => `“${character}”`).join(", ");

/** The campaigns whose ranges hold a well-formed chassis. */
export function campaignsFor<Campaign extends CampaignRanges>(
  chassis: string,
  campaigns: readonly Campaign[],
): Campaign[] {
  return campaigns.filter((campaign) => campaign.chassisRanges.some((range) => inChassisRange(chassis, range)));
}

export function chassisVerdict(input: string, campaigns: readonly CampaignRanges[]): ChassisVerdict {
  const check = checkChassis(input);
  if (!check.wellFormed) {
    const { problem } = check;
    switch (problem.kind) {
      case "empty":
        return { kind: "malformed", message: `Digite os ${VIN_LENGTH} caracteres do chassi.` };
      case "other-characters":
        return {
          kind: "malformed",
          message: `O chassi tem só letras e números: ${plural(problem.characters.length, "retire o caractere", "retire os caracteres")} ${quoted(problem.characters)}.`,
        };
      case "forbidden-letters":
        return {
          kind: "malformed",
          message: `O chassi não usa as letras I, O e Q: confira ${plural(problem.letters.length, "a letra", "as letras")} ${quoted(problem.letters)} (talvez seja 1 ou 0).`,
        };
      case "length":
        return {
          kind: "malformed",
          message: `O chassi tem ${VIN_LENGTH} caracteres e você digitou ${problem.length}.`,
        };
    }
  }
  const matching = campaignsFor(check.chassis, campaigns);
  if (matching.length === 0) {
    return {
      kind: "clear",
      chassis: check.chassis,
      message: `Chassi ${check.chassis} válido. Nenhuma campanha de recall deste site inclui este chassi.`,
    };
  }
  const titles = matching.map((campaign) => campaign.title).join("; ");
  return {
    kind: "recall",
    chassis: check.chassis,
    campaigns: matching,
    message: `Chassi ${check.chassis} válido e incluído ${plural(matching.length, "na campanha", "nas campanhas")} de recall: ${titles}. Agende o reparo gratuito em uma concessionária.`,
  };
}
