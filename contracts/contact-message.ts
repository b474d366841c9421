import * as z from "zod/mini";
import { CONTACT_SUBJECTS, type ContactSubject } from "./contact-subjects";
import { ConsentSchema, ContactFieldsSchema, SubmissionTrackingSchema } from "./submission";

/** A message to customer service (source spec §7, portal "contact"), sent from /fale-conosco. */

export { CONTACT_SUBJECTS, type ContactSubject } from "./contact-subjects";

export const SUBJECT_MESSAGE = "Escolha o assunto.";
export const CONTACT_TEXT_MESSAGE = "Escreva sua mensagem (de 10 a 2000 caracteres).";

export const ContactMessageSchema = z.strictObject({
  ...ContactFieldsSchema.shape,
  subject: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]], { error: SUBJECT_MESSAGE }),
  message: z
    .string(CONTACT_TEXT_MESSAGE)
    .check(z.trim(), z.minLength(10, CONTACT_TEXT_MESSAGE), z.maxLength(2000, CONTACT_TEXT_MESSAGE)),
  consent: ConsentSchema,
  tracking: SubmissionTrackingSchema,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
