/**
 * The subjects a message to customer service can have (/fale-conosco): the
 * value the API receives and the label the visitor chooses. Plain data, so the
 * form lists them without loading the contract's schema (contact-message.ts).
 */
export const CONTACT_SUBJECTS = {
  duvida: "Dúvida sobre um modelo",
  "pos-venda": "Pós-venda e revisões",
  elogio: "Elogio",
  reclamacao: "Reclamação",
  outro: "Outro assunto",
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;
