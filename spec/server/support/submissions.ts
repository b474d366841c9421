/**
 * A contact message a visitor in São Paulo sends, valid against the contract: the one body the server's
 * tests send to the contact channel (rate limit, validation language, the API) and vary one field of.
 */
export const CONTACT_MESSAGE = {
  name: "João Silva",
  email: "joao@example.com",
  phone: "11987654321",
  state: "SP",
  city: "São Paulo",
  subject: "duvida",
  message: "Quero saber o prazo de entrega do Pajero Sport.",
  consent: true,
  tracking: { campaign: {} },
} as const;
