import * as z from "zod/mini";
import { STATE_CODES, type StateCode } from "./brazil-states";
import { CampaignSchema, VisitorIdSchema } from "./campaign";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key";
import { isMobilePhone } from "./phone-numbering";
import { strictObjectError, text } from "./text-fields";

/**
 * What every form sends besides its own fields: who is asking, how to answer
 * them, their explicit LGPD consent, and the campaign of their visit. `zod/mini`
 * because the forms validate in the browser with the same schema the API uses.
 */

export const FULL_NAME_MESSAGE = "Informe seu nome completo.";
export const EMAIL_MESSAGE = "Informe um e-mail válido, como nome@exemplo.com.br.";
export const PHONE_MESSAGE = "Informe um celular com DDD, como (11) 98765-4321.";
export const CITY_MESSAGE = "Informe a cidade.";
export const STATE_MESSAGE = "Escolha o estado.";
export const CONSENT_MESSAGE = "Para enviar, aceite que a Mitsubishi use seus dados para responder ao seu pedido.";
export const CITY_ID_MESSAGE = "O código IBGE do município tem sete dígitos.";
export const TRACKING_MESSAGE = "Os dados de campanha e de visitante não vieram como o site os envia.";
export const FORM_MESSAGE = "Envie os campos do formulário como um objeto JSON.";

export const FullNameSchema = text(2, 120, FULL_NAME_MESSAGE).check(
  // Letters (any accent), spaces, apostrophes, hyphens and dots: names, not numbers or markup.
  z.regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, FULL_NAME_MESSAGE),
);
export const EmailSchema = z
  .string(EMAIL_MESSAGE)
  .check(z.trim(), z.maxLength(254, EMAIL_MESSAGE), z.email(EMAIL_MESSAGE));
export const MobilePhoneSchema = z.string(PHONE_MESSAGE).check(z.refine(isMobilePhone, PHONE_MESSAGE));
export const StateCodeSchema = z.enum(STATE_CODES as [StateCode, ...StateCode[]], { error: STATE_MESSAGE });
export const CityNameSchema = text(2, 80, CITY_MESSAGE);
/** The IBGE code of a municipality: seven digits. */
export const CityIdSchema = z.string(CITY_ID_MESSAGE).check(z.regex(/^\d{7}$/, CITY_ID_MESSAGE));
/** Consent must be given, by a tick the visitor made: never pre-ticked, never assumed. */
export const ConsentSchema = z.literal(true, { error: CONSENT_MESSAGE });

/** Where the visitor came from, as the site captured it (source spec §4), and the visitor id. */
export const SubmissionTrackingSchema = z.strictObject(
  {
    // Strict here: the API refuses fields it does not know rather than dropping them quietly.
    campaign: z.strictObject(CampaignSchema.shape, { error: strictObjectError(TRACKING_MESSAGE) }),
    visitorId: z.optional(VisitorIdSchema),
  },
  { error: strictObjectError(TRACKING_MESSAGE) },
);
export type SubmissionTracking = z.infer<typeof SubmissionTrackingSchema>;

export const ContactFieldsSchema = z.strictObject(
  {
    name: FullNameSchema,
    email: EmailSchema,
    phone: MobilePhoneSchema,
    state: StateCodeSchema,
    city: CityNameSchema,
    cityId: z.optional(CityIdSchema),
  },
  { error: strictObjectError(FORM_MESSAGE) },
);

/** The answer of the API to an accepted submission (201, or 200 when the same key was sent before). */
export interface SubmissionReceipt {
  id: number;
  /** "recebido" the first time, "repetido" when the idempotency key was already stored. */
  status: "recebido" | "repetido";
}

/** The answer of the API to a rejected submission: a message for the visitor, and one per field. */
export interface SubmissionRejection {
  message: string;
  fieldErrors?: Record<string, string>;
}

export { IDEMPOTENCY_HEADER } from "./idempotency-key";
export const IdempotencyKeySchema = z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN));
