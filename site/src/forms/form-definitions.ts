import type { LeadKind } from "../../../contracts/lead";
import type { PageType } from "../routes/route-table";

/**
 * The site's four forms (source spec §1 "a quote request and a test-drive
 * request", §7 portal "lead" and "contact"): which fields each asks, where it
 * sends, and how analysts name it. One definition per form; the components,
 * the validation and the data layer all read it.
 */

/** The fields a form may ask, named as the contracts name them. */
export const FIELD_NAMES = [
  "modelSlug",
  "name",
  "email",
  "phone",
  "state",
  "city",
  "dealerId",
  "preferredDate",
  "subject",
  "message",
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** The label of each field, as the form and its error summary show it. */
export const FIELD_LABELS: Readonly<Record<FieldName | "consent", string>> = {
  modelSlug: "Modelo",
  name: "Nome completo",
  email: "E-mail",
  phone: "Celular com DDD",
  state: "Estado",
  city: "Cidade",
  dealerId: "Concessionária",
  preferredDate: "Data preferida",
  subject: "Assunto",
  message: "Mensagem",
  consent: "Autorização de uso dos dados",
};

/** What the visitor typed or chose, field by field (text as typed; consent apart, see FormValues). */
export type FieldValues = Record<FieldName, string>;

export interface FormValues extends FieldValues {
  /** The IBGE code of the city, while the city is the one prefilled from the visitor's location. */
  cityId: string;
  /** The LGPD consent: never pre-ticked, never kept in a draft. */
  consent: boolean;
}

export const EMPTY_VALUES: FormValues = {
  modelSlug: "",
  name: "",
  email: "",
  phone: "",
  state: "",
  city: "",
  dealerId: "",
  preferredDate: "",
  subject: "",
  message: "",
  cityId: "",
  consent: false,
};

/** The form's name in the data layer (formView, formClick, formThankYouPage) and in its draft's key. */
export type FormName = LeadFormName | "fale-conosco";
/** The forms that send a lead. */
export type LeadFormName = "cotacao" | "test-drive" | "vip-novo-outlander";

/** The lead form of each kind of page that has one (the route table's page types). */
export const LEAD_FORM_OF_PAGE: Partial<Record<PageType, LeadFormName>> = {
  quote: "cotacao",
  "test-drive": "test-drive",
  "form-vip": "vip-novo-outlander",
};

export interface FormDefinition {
  name: FormName;
  /** Where it sends (source spec §7, portal lead or contact). */
  channel: "lead" | "contact";
  /** The lead's kind; contact messages have none. */
  leadKind?: LeadKind;
  /** The fields shown, in order; the consent box always closes the form. */
  fields: readonly FieldName[];
  /** Fields the visitor may leave empty (the label says "opcional"). */
  optional: readonly FieldName[];
  /** The heading above the fields. */
  title: string;
  submitLabel: string;
  thankYou: {
    title: string;
    /** What happens next, in one or two sentences. */
    next: string;
  };
}

/** The model of the VIP sign-up: the launch of /novo-outlander. The build checks the catalogue has it. */
export const VIP_MODEL_SLUG = "outlander";

export const FORMS: Readonly<Record<FormName, FormDefinition>> = {
  cotacao: {
    name: "cotacao",
    channel: "lead",
    leadKind: "cotacao",
    fields: ["modelSlug", "name", "email", "phone", "state", "city", "dealerId", "message"],
    optional: ["dealerId", "message"],
    title: "Seus dados para a cotação",
    submitLabel: "Solicitar cotação",
    thankYou: {
      title: "Pedido de cotação recebido",
      next: "Uma concessionária Mitsubishi vai preparar a sua proposta e entrar em contato em até 1 dia útil, pelo e-mail ou pelo celular que você informou.",
    },
  },
  "test-drive": {
    name: "test-drive",
    channel: "lead",
    leadKind: "test-drive",
    fields: ["modelSlug", "name", "email", "phone", "state", "city", "dealerId", "preferredDate"],
    optional: ["dealerId"],
    title: "Seus dados para o test drive",
    submitLabel: "Agendar test drive",
    thankYou: {
      title: "Pedido de test drive recebido",
      next: "A concessionária vai confirmar o dia e o horário com você em até 1 dia útil, pelo e-mail ou pelo celular que você informou. Leve sua CNH no dia.",
    },
  },
  "vip-novo-outlander": {
    name: "vip-novo-outlander",
    channel: "lead",
    leadKind: "vip",
    fields: ["name", "email", "phone", "state", "city"],
    optional: [],
    title: "Cadastre-se na lista VIP",
    submitLabel: "Quero ser VIP",
    thankYou: {
      title: "Você está na lista VIP do Novo Outlander",
      next: "Você vai receber em primeira mão, pelo e-mail ou pelo celular que informou, a data de pré-venda e as condições de lançamento.",
    },
  },
  "fale-conosco": {
    name: "fale-conosco",
    channel: "contact",
    fields: ["name", "email", "phone", "state", "city", "subject", "message"],
    optional: [],
    title: "Envie uma mensagem",
    submitLabel: "Enviar mensagem",
    thankYou: {
      title: "Mensagem recebida",
      next: "A Central de Atendimento Mitsubishi responde em até 2 dias úteis, pelo e-mail ou pelo celular que você informou.",
    },
  },
};

/** The text of the button that sends again after a failure (formClick reports it as pressed). */
export const RETRY_LABEL = "Tentar de novo";
