import { leadSchema } from "../../../contracts/lead";
import { REQUEST_TABLE } from "../../../contracts/request-table";
import { IDEMPOTENCY_HEADER } from "../../../contracts/submission";
import type { WarmUpRequest } from "../../http/warm-up";

/**
 * A lead the contract refuses, for the server's warm-up (server/http/warm-up.ts):
 * well formed in every field but the phone, so it runs the whole way a real
 * lead runs (the body parser, the idempotency key, every field's validation)
 * and is answered 400 before the rate limit or the store: nothing is stored
 * and no visitor's budget is spent. The contract itself checks the refusal
 * here, so a change to it cannot turn the warm-up into stored leads.
 */
export function refusedLeadRequest(today: string): WarmUpRequest {
  const lead = {
    kind: "cotacao",
    name: "Aquecimento do Servidor",
    email: "aquecimento@exemplo.com.br",
    // No Brazilian number has area code 00.
    phone: "(00) 90000-0000",
    state: "PR",
    city: "Curitiba",
    modelSlug: "eclipse-cross",
    consent: true,
    tracking: { campaign: { source: "r_sociais" } },
  };
  if (leadSchema(today).safeParse(lead).success) {
    throw new Error("O lead de aquecimento deveria ser recusado pelo contrato, e foi aceito.");
  }
  return {
    method: "POST",
    path: REQUEST_TABLE.portal.lead,
    headers: { "Content-Type": "application/json", [IDEMPOTENCY_HEADER]: "aquecimento-0123456789abcdef" },
    body: JSON.stringify(lead),
    status: 400,
  };
}
