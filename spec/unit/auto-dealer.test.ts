import { describe, expect, test } from "vitest";
import type { Dealer } from "../../contracts/dealer";
import { structuredDataSchemas } from "../../contracts/structured-data";
import { DEALERS } from "../../site/src/catalogue/dealers";
import { mapAddress, telAddress, whatsappAddress } from "../../site/src/dealers/dealer-links";
import { autoDealerData } from "../../site/src/structured-data/auto-dealer";

const dealer = DEALERS.find((entry) => entry.id === "guanabara-mitsubishi-niteroi") as Dealer;
const SITE = "https://www.mitsubishimotors.com.br";

describe("a dealer's links @clause:DEALER-4", () => {
  test("call, chat and map addresses, each a plain external address", () => {
    expect(telAddress(dealer.phone)).toBe("tel:+552127040500");
    expect(whatsappAddress(dealer.whatsapp)).toBe("https://wa.me/5521927040500");
    expect(mapAddress(dealer.coordinates)).toBe("https://www.google.com/maps/search/?api=1&query=-22.903,-43.108");
  });
});

describe("autoDealerData @clause:DEALER-5", () => {
  test("describes the dealer as a schema.org AutoDealer, on the site's origin", () => {
    expect(autoDealerData(dealer, SITE, "/concessionarias")).toEqual({
      "@type": "AutoDealer",
      "@id": `${SITE}/concessionarias#guanabara-mitsubishi-niteroi`,
      name: "Guanabara Mitsubishi Niterói",
      url: `${SITE}/concessionarias#guanabara-mitsubishi-niteroi`,
      telephone: "+552127040500",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Av. Roberto Silveira, 500",
        addressLocality: "Niterói",
        addressRegion: "RJ",
        postalCode: "24230-163",
        addressCountry: "BR",
      },
      geo: { "@type": "GeoCoordinates", latitude: -22.903, longitude: -43.108 },
      hasMap: "https://www.google.com/maps/search/?api=1&query=-22.903,-43.108",
      brand: { "@type": "Brand", name: "Mitsubishi Motors" },
      makesOffer: [
        { "@type": "Offer", itemOffered: { "@type": "Service", name: "Vendas" } },
        { "@type": "Offer", itemOffered: { "@type": "Service", name: "Pós-venda" } },
        { "@type": "Offer", itemOffered: { "@type": "Service", name: "Peças" } },
      ],
    });
  });

  test("offers only the services the dealer has: a dealer without a workshop offers no after-sales", () => {
    const withoutWorkshop = DEALERS.find((entry) => entry.id === "rota-mitsubishi-santana") as Dealer;
    expect(withoutWorkshop.services).toEqual(["vendas", "pecas"]);
    expect(autoDealerData(withoutWorkshop, SITE, "/concessionarias").makesOffer).toEqual([
      { "@type": "Offer", itemOffered: { "@type": "Service", name: "Vendas" } },
      { "@type": "Offer", itemOffered: { "@type": "Service", name: "Peças" } },
    ]);
  });

  test("keeps the schema.org contract for every dealer of the network", () => {
    const { AutoDealer } = structuredDataSchemas(SITE);
    for (const entry of DEALERS)
      expect(AutoDealer.safeParse(autoDealerData(entry, SITE, "/concessionarias")).success).toBe(true);
  });

  test("gives every dealer of the network a distinct address on the page", () => {
    const urls = DEALERS.map((entry) => autoDealerData(entry, SITE, "/concessionarias").url);
    expect(new Set(urls).size).toBe(DEALERS.length);
  });
});
