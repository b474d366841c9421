/**
 * The business constants of the source spec (§9), in one place. Everything
 * that depends on one of these numbers imports it from here.
 */

/** The location-selection modal opens this long after load when no city is stored (§4, §9). */
export const LOCATION_MODAL_DELAY_MS = 5_000;

/** The click-id (`gclid`) cookie lives this long (§4, §9). */
export const CLICK_ID_COOKIE_DAYS = 90;

/** The desktop layout starts at this width; below it the mobile header shows (§9). */
export const DESKTOP_BREAKPOINT_PX = 1080;

/** The other mobile breakpoints (§9): small phones below 600 px, tablets from 768 px. */
export const MOBILE_BREAKPOINTS_PX = { small: 600, tablet: 768 } as const;

/** The default quality of the image-optimisation address (§7, §9). */
export const DEFAULT_IMAGE_QUALITY = 75;

/** The model image of the Modelos menu panel (§2, §9). */
export const MENU_MODEL_IMAGE = { width: 560, height: 397 } as const;

/** Browser-storage keys of the source spec (§3). */
export const STORAGE_KEYS = {
  location: "location",
  favoriteDeals: "favoriteDeals",
  visitorId: "mit_gtm_uid",
  /** The visitor's cookie choices (decision CHROME-7; contracts/cookie-preferences.ts). */
  cookiePreferences: "cookiePreferences",
} as const;

/**
 * The guaranteed buy-back programme (§9): the importer buys the car back at 85%
 * of the reference price table when every condition holds, as part of the
 * exchange for a new car of the same brand of equal or higher value.
 */
export const BUY_BACK_PROGRAMME = {
  /** The share of the reference price table paid for the car. */
  repurchasePercentOfReferenceTable: 85,
  maxMonthsOfUse: 24,
  maxKmPerYear: 15_000,
  maxKmTotal: 30_000,
  requiresAllScheduledServicesAtAuthorisedDealers: true,
  requiresSpareKey: true,
  requiresNoCollisions: true,
  requiresApprovedInspection: true,
  /** The car bought back only pays towards a new car of the same brand worth as much or more. */
  exchange: { newCarOnly: true, sameBrandOnly: true, minValueRatio: 1 },
  /** The conditions as the visitor reads them, in the order above. */
  conditions: [
    "Recompra por 85% do valor da tabela de preços de referência.",
    "Até 24 meses de uso.",
    "Até 15.000 km por ano e 30.000 km no total.",
    "Todas as revisões programadas feitas na rede de concessionárias autorizadas.",
    "Chave reserva.",
    "Sem colisões.",
    "Vistoria aprovada.",
    "Troca somente por um carro novo da marca, de valor igual ou superior.",
  ],
} as const;

/** A toll-free line: the number as the visitor reads it and as a `tel:` address dials it. */
export interface TollFreeNumber {
  service: string;
  display: string;
  tel: string;
}

/** The three toll-free numbers offered (§9): assistance, insurance and subscription. */
export const TOLL_FREE_NUMBERS = {
  assistance: { service: "MIT Assistance", display: "0800 770 0611", tel: "tel:+558007700611" },
  insurance: { service: "MIT Seguro", display: "0800 770 0612", tel: "tel:+558007700612" },
  subscription: { service: "MIT Assinatura", display: "0800 770 0613", tel: "tel:+558007700613" },
} as const satisfies Record<"assistance" | "insurance" | "subscription", TollFreeNumber>;

/**
 * The customer-service central of the contact page: when it answers, and its
 * WhatsApp (the number is the reference deployment's placeholder, as the
 * toll-free numbers are). MIT Assistance answers round the clock.
 */
export const CUSTOMER_SERVICE = {
  hours: ["Segunda a sexta, das 8h às 20h", "Sábados, das 8h às 14h, exceto feriados"],
  assistanceHours: "MIT Assistance: 24 horas, todos os dias",
  whatsapp: "(11) 97070-0610",
} as const;
