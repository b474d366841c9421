import { getMunicipalities } from "@brazilian-utils/brazilian-utils";
import { type MunicipalityFile, MunicipalityFileSchema } from "../../../contracts/municipality";

/**
 * Every Brazilian municipality as the IBGE publishes it (through
 * @brazilian-utils/brazilian-utils), sorted by name in pt-BR, in the compact
 * shape of contracts/municipality.ts. Build time only.
 */
export function municipalityFile(): MunicipalityFile {
  const file: MunicipalityFile = {
    source: "IBGE, via @brazilian-utils/brazilian-utils",
    municipalities: getMunicipalities().map((municipality) => [
      Number(municipality.code),
      municipality.name,
      municipality.stateCode,
    ]),
  };
  return MunicipalityFileSchema.parse(file);
}
