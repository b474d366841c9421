import * as z from "zod/mini";
import { CONTACT_SUBJECTS, type ContactSubject } from "./contact-subjects";
import { ConsentSchema, ContactFieldsSchema, FORM_MESSAGE, SubmissionTrackingSchema } from "./submission";
import { multilineText, strictObjectError } from "./text-fields";

/** A message to customer service (source spec §7, portal "contact"), sent from /fale-conosco. */

export { CONTACT_SUBJECTS, type ContactSubject } from "./contact-subjects";

export const SUBJECT_MESSAGE = "Escolha o assunto.";
export const CONTACT_TEXT_MESSAGE = "Escreva sua mensagem (de 10 a 2000 caracteres).";

export const ContactMessageSchema = z.strictObject(
  {
    ...ContactFieldsSchema.shape,
    subject: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]], { error: SUBJECT_MESSAGE }),
    message: multilineText(10, 2000, CONTACT_TEXT_MESSAGE),
    consent: ConsentSchema,
    tracking: SubmissionTrackingSchema,
  },
  { error: strictObjectError(FORM_MESSAGE) },
);
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
