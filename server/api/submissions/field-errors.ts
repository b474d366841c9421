import type * as z from "zod/mini";
import { unknownFieldsMessage } from "../../../contracts/text-fields";

/**
 * The API's 400 answers name each field with a pt-BR message. The contracts
 * carry their own messages (the forms show the same); this is the net under
 * them, so that no English text of the schema library, and no pattern or type
 * name, ever reaches a visitor or an integrator.
 */

/** zod's message for an issue the contract left without one. */
export function ptBrIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return unknownFieldsMessage(issue.keys);
    case "invalid_type":
      return issue.input === undefined ? "Preencha este campo." : "Este campo não tem o tipo esperado.";
    case "invalid_value":
      return "Escolha uma das opções do formulário.";
    case "too_big":
      return "Valor longo demais.";
    case "too_small":
      return "Valor curto demais.";
    default:
      return "Valor inválido.";
  }
}

/** One message per field, by its path ("tracking.campaign.gclid"); an unknown field is named as the field. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const at = issue.path.map(String);
    const fields =
      issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...at, key].join(".")) : [at.join(".")];
    for (const field of fields) errors[field || "(formulário)"] ??= issue.message;
  }
  return errors;
}
