import { z } from "zod";
import { STATE_CODES, type StateCode } from "./brazil-states";
import { isLandline, isMobilePhone } from "./phone-numbering";

/**
 * A Mitsubishi dealer (source spec §3 names "dealers" as a service section,
 * fields not shown): the project's own dataset, parsed with this schema when the
 * site builds (bad data stops the build naming the entry and field), then handed
 * to the dealer finder and the forms through page context.
 *
 * The browser reads the labels and the type, never the schema: the schema is made
 * by a function, so a page that imports the labels carries no zod.
 */

/** What a dealer offers, as the finder's filters and badges name it. */
export const DEALER_SERVICE_LABELS = {
  vendas: "Vendas",
  "pos-venda": "Pós-venda",
  pecas: "Peças",
} as const;
export type DealerService = keyof typeof DEALER_SERVICE_LABELS;
export const DEALER_SERVICES = Object.keys(DEALER_SERVICE_LABELS) as DealerService[];

/** Brazil's mainland and islands lie inside this box (latitude, longitude in degrees). */
export const BRAZIL_BOUNDS = { lat: { min: -34, max: 6 }, lng: { min: -74, max: -28 } } as const;

export function dealerSchema() {
  return z.strictObject({
    /** Lower-case words joined by hyphens; what a lead sends as `dealerId`. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens"),
    name: z.string().trim().min(3).max(80),
    address: z.strictObject({
      /** Street and number, as a letter would carry them ("Av. Paulista, 1000"). */
      street: z.string().trim().min(3).max(120),
      district: z.string().trim().min(2).max(60),
      /** Brazilian postcode, "01310-100". */
      cep: z.string().regex(/^\d{5}-\d{3}$/, "a CEP written 00000-000"),
    }),
    city: z.strictObject({
      /** The seven-digit IBGE code of the municipality, as the visitor's stored location has it. */
      ibgeCode: z.number().int().min(1_000_000).max(9_999_999),
      name: z.string().trim().min(2).max(80),
    }),
    state: z.enum(STATE_CODES as [StateCode, ...StateCode[]]),
    /** The showroom's number, landline or mobile, with its DDD. */
    phone: z.string().refine((text) => isLandline(text) || isMobilePhone(text), "a phone number with a DDD in use"),
    /** The dealer's WhatsApp: a mobile number with its DDD. */
    whatsapp: z.string().refine(isMobilePhone, "a mobile number with a DDD in use"),
    coordinates: z.strictObject({
      lat: z.number().min(BRAZIL_BOUNDS.lat.min).max(BRAZIL_BOUNDS.lat.max),
      lng: z.number().min(BRAZIL_BOUNDS.lng.min).max(BRAZIL_BOUNDS.lng.max),
    }),
    services: z
      .array(z.enum(DEALER_SERVICES as [DealerService, ...DealerService[]]))
      .min(1)
      .refine((services) => new Set(services).size === services.length, "each service once"),
  });
}
export type Dealer = z.infer<ReturnType<typeof dealerSchema>>;

/** What a form's dealer list needs of a dealer. */
export type DealerChoice = Pick<Dealer, "id" | "name" | "state"> & { city: Dealer["city"] };
