import { z } from "zod";

/**
 * The schema.org types the site describes itself with (JSON-LD in each page's
 * head), as zod schemas: the site's builders are typed by them, unit tests
 * check what the builders make, and the suite checks every block a page holds.
 * Strict objects, so a misspelt property fails. Addresses that name a page of
 * the site must be absolute and on the site's own origin, which the schemas
 * take as a parameter (the deployment's GATSBY_SITE_URL).
 */

export const SCHEMA_ORG_CONTEXT = "https://schema.org";

const Text = z.string().trim().min(1);
const Price = z.number().int().positive();
/** A year as schema.org writes model dates. */
const Year = z.string().regex(/^\d{4}$/);
/** Any absolute http(s) address (images may live on a multimedia host; social profiles elsewhere). */
const AbsoluteUrl = z.url({ protocol: /^https?$/ });

export function structuredDataSchemas(origin: string) {
  /** An absolute address of a page of the site. */
  const SiteUrl = AbsoluteUrl.refine((address) => new URL(address).origin === origin, {
    message: `must be an absolute address on the site's origin ${origin}`,
  });

  const OrganizationRef = z.strictObject({
    "@type": z.literal("AutomotiveBusiness"),
    "@id": SiteUrl,
    name: Text,
  });

  const Service = z.strictObject({
    "@type": z.literal("Service"),
    name: Text,
    description: Text,
    url: SiteUrl,
    provider: OrganizationRef,
    areaServed: z.strictObject({ "@type": z.literal("Country"), name: z.literal("Brasil") }),
  });

  const ContactPoint = z.strictObject({
    "@type": z.literal("ContactPoint"),
    contactType: Text,
    /** A Brazilian toll-free number in international form: +55-800-xxx-xxxx. */
    telephone: z.string().regex(/^\+55-800-\d{3}-\d{4}$/),
    areaServed: z.literal("BR"),
    availableLanguage: z.literal("pt-BR"),
  });

  const Organization = z.strictObject({
    "@type": z.literal("AutomotiveBusiness"),
    "@id": SiteUrl,
    name: Text,
    legalName: Text,
    url: SiteUrl,
    logo: AbsoluteUrl,
    sameAs: z.array(AbsoluteUrl),
    contactPoint: z.array(ContactPoint).min(1),
    hasOfferCatalog: z.strictObject({
      "@type": z.literal("OfferCatalog"),
      name: Text,
      itemListElement: z
        .array(z.strictObject({ "@type": z.literal("Offer"), itemOffered: Service.omit({ provider: true }) }))
        .min(1),
    }),
  });

  /** The price range of a model's priced versions, in reais. */
  const AggregateOffer = z
    .strictObject({
      "@type": z.literal("AggregateOffer"),
      priceCurrency: z.literal("BRL"),
      lowPrice: Price,
      highPrice: Price,
      offerCount: z.number().int().positive(),
    })
    .refine((offer) => offer.lowPrice <= offer.highPrice, { message: "lowPrice must not be above highPrice" });

  const Car = z.strictObject({
    "@type": z.literal("Car"),
    name: Text,
    description: Text,
    url: SiteUrl,
    image: z.array(AbsoluteUrl).min(1),
    brand: z.strictObject({ "@type": z.literal("Brand"), name: Text }),
    manufacturer: OrganizationRef,
    bodyType: Text,
    modelDate: Year,
    offers: AggregateOffer.optional(),
  });

  const ListItem = z.strictObject({
    "@type": z.literal("ListItem"),
    position: z.number().int().min(1),
    name: Text,
    item: SiteUrl,
  });

  const BreadcrumbList = z
    .strictObject({ "@type": z.literal("BreadcrumbList"), itemListElement: z.array(ListItem).min(2) })
    .refine((list) => list.itemListElement.every((item, index) => item.position === index + 1), {
      message: "positions must count from 1, in order",
    });

  /** A dealer of the finder (/concessionarias), its address the dealer's card on that page. */
  const AutoDealer = z.strictObject({
    "@type": z.literal("AutoDealer"),
    "@id": SiteUrl,
    name: Text,
    url: SiteUrl,
    /** +55, the DDD and the number, digits only. */
    telephone: z.string().regex(/^\+55\d{10,11}$/),
    address: z.strictObject({
      "@type": z.literal("PostalAddress"),
      streetAddress: Text,
      addressLocality: Text,
      addressRegion: z.string().regex(/^[A-Z]{2}$/),
      postalCode: z.string().regex(/^\d{5}-\d{3}$/),
      addressCountry: z.literal("BR"),
    }),
    geo: z.strictObject({ "@type": z.literal("GeoCoordinates"), latitude: z.number(), longitude: z.number() }),
    hasMap: z.string().startsWith("https://www.google.com/maps/search/?api=1&query="),
    brand: z.strictObject({ "@type": z.literal("Brand"), name: Text }),
    makesOffer: z
      .array(
        z.strictObject({
          "@type": z.literal("Offer"),
          itemOffered: z.strictObject({ "@type": z.literal("Service"), name: Text }),
        }),
      )
      .min(1),
  });

  /** One block of a page, without its "@context" (the JsonLd element adds it). */
  const Block = z.discriminatedUnion("@type", [Organization, Car, BreadcrumbList, Service, AutoDealer]);

  return { Organization, Service, Car, AggregateOffer, BreadcrumbList, AutoDealer, Block };
}

type Schemas = ReturnType<typeof structuredDataSchemas>;
export type OrganizationData = z.infer<Schemas["Organization"]>;
export type ServiceData = z.infer<Schemas["Service"]>;
export type CarData = z.infer<Schemas["Car"]>;
export type AggregateOfferData = z.infer<Schemas["AggregateOffer"]>;
export type BreadcrumbListData = z.infer<Schemas["BreadcrumbList"]>;
export type AutoDealerData = z.infer<Schemas["AutoDealer"]>;
export type StructuredData = z.infer<Schemas["Block"]>;
