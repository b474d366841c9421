@pages @document-head
Feature: What the pages tell search engines
  Each page describes itself in schema.org structured data: the organisation
  and the nine services it offers (the pages "seen in structured data"), each
  model as a car with the price range of its versions in reais, each service
  as a service, and every inner page's place in the site. The types and fields
  the site may use are the table below: every page of every-page.feature is
  held to it too, and to the site's own absolute addresses.

  @clause:PAGE-5
  Rule: PAGE-5 The home, services and institutional pages describe the organisation to search engines as an AutomotiveBusiness with its logo, its social profiles, its three toll-free lines as ContactPoint entries and the nine service pages as the services of its OfferCatalog.
    Refines ROUTE-7, CONST-9.
    Why: The source saw the service pages in structured data, which is how search engines learn what the importer offers.

    Scenario: The home page describes the organisation, its nine services and its toll-free lines
      Given a visitor opens the home page
      Then the page describes the organisation with these services:
        | MIT Revisão Programada   | /mit-revisao-programada   |
        | MIT Kit Peças Peça Fácil | /mit-kit-pecas-peca-facil |
        | MIT Assistance           | /mit-assistance           |
        | MIT Cartão               | /mit-cartao               |
        | MIT Consórcio            | /mit-consorcio            |
        | MIT Seguro               | /mit-seguro               |
        | MIT Blindagem            | /mit-blindagem            |
        | MIT Especial             | /mit-especial             |
        | MIT Fácil                | /mit-facil                |
      And every service of the organisation has its page, which answers
      And the organisation's toll-free lines are:
        | MIT Assistance | +55-800-770-0611 |
        | MIT Seguro     | +55-800-770-0612 |
        | MIT Assinatura | +55-800-770-0613 |

    Scenario Outline: <page> describes the organisation and its nine services too
      Given a visitor opens "<page>"
      Then the page describes the organisation with these services:
        | MIT Revisão Programada   | /mit-revisao-programada   |
        | MIT Kit Peças Peça Fácil | /mit-kit-pecas-peca-facil |
        | MIT Assistance           | /mit-assistance           |
        | MIT Cartão               | /mit-cartao               |
        | MIT Consórcio            | /mit-consorcio            |
        | MIT Seguro               | /mit-seguro               |
        | MIT Blindagem            | /mit-blindagem            |
        | MIT Especial             | /mit-especial             |
        | MIT Fácil                | /mit-facil                |

      Examples:
        | page                 |
        | /servicos-beneficios |
        | /institucional       |

  @clause:PAGE-26
  Rule: PAGE-26 Each model page describes its model to search engines as a Car with an AggregateOffer in reais giving the lowest and highest prices of its priced versions and how many they are, and with no offer when no version has a price.
    Refines ROUTE-5, ENTITY-6, PRODUCT-2.
    Why: Search results can show a model's price range only if its page states it, and must show none for a model without prices.

    Scenario: A model page describes a car priced as its versions, in reais
      When a visitor opens the model page "/picapes/l200-triton-sport"
      Then the page describes the model as a car priced as its versions, in reais

    Scenario: A model without prices is described without an offer
      When a visitor opens the model page "/picapes/new-triton"
      Then the page describes the model as a car without an offer

  @clause:PAGE-27
  Rule: PAGE-27 Each service page describes its service to search engines as a Service that the organisation provides in Brazil.
    Refines ROUTE-7.
    Why: The source saw these pages in structured data, where each page says what it offers and who offers it.

    Scenario: A service page describes its service, provided by the organisation in Brazil
      When a visitor opens "/mit-seguro"
      Then the page describes the service "MIT Seguro"

  @clause:PAGE-13
  Rule: PAGE-13 Every inner page shows its trail above its heading, from Início through its parents to itself, and states the same trail as a BreadcrumbList, a page's parent being the nearest route whose address begins its own, the service pages sitting under Serviços e Benefícios and a model page under Início.
    Refines ROUTE-2, ROUTE-7.
    Why: A visitor deep in Mundo MIT should see where they are and the way back, and search engines show the same trail.

    Scenario: Every inner page shows and states its place in the site
      When a visitor opens "/mit-seguro"
      Then the page's trail reads:
        | Início                | /                    |
        | Serviços e Benefícios | /servicos-beneficios |
        | MIT Seguro            | /mit-seguro          |
      When the visitor moves within the site to "/mundo-mit/mitsubishi-cup"
      Then the page's trail reads:
        | Início         | /                         |
        | Mundo MIT      | /mundo-mit                |
        | Mitsubishi Cup | /mundo-mit/mitsubishi-cup |
      When the visitor moves within the site to "/picapes/l200-triton-sport"
      Then the page's trail reads:
        | Início            | /                          |
        | L200 Triton Sport | /picapes/l200-triton-sport |

  @clause:PAGE-28
  Rule: PAGE-28 Every address of the site that the structured data gives is absolute and on the site's own origin, set for each deployment, and every block names schema.org as its vocabulary.
    Refines ROUTE-7.
    Why: Search engines read structured data apart from the page, so a relative address or another origin would send them elsewhere.

    Scenario: The structured data speaks schema.org, each type with its fields, on the site's own addresses
      Given a visitor opens the home page
      Then the structured data of the page uses these schema.org types, each with exactly the fields of one of its rows:
        | type               | fields                                                                          |
        | AutomotiveBusiness | @id, name, legalName, url, logo, sameAs, contactPoint, hasOfferCatalog          |
        | AutomotiveBusiness | @id, name                                                                       |
        | ContactPoint       | contactType, telephone, areaServed, availableLanguage                           |
        | OfferCatalog       | name, itemListElement                                                           |
        | Offer              | itemOffered                                                                     |
        | Service            | name, description, url, provider, areaServed                                    |
        | Service            | name, description, url, areaServed                                              |
        | Service            | name                                                                            |
        | Country            | name                                                                            |
        | Car                | name, description, url, image, brand, manufacturer, bodyType, modelDate, offers |
        | Car                | name, description, url, image, brand, manufacturer, bodyType, modelDate         |
        | AggregateOffer     | priceCurrency, lowPrice, highPrice, offerCount                                  |
        | Brand              | name                                                                            |
        | BreadcrumbList     | itemListElement                                                                 |
        | ListItem           | position, name, item                                                            |
        | AutoDealer         | @id, name, url, telephone, address, geo, hasMap, brand, makesOffer              |
        | PostalAddress      | streetAddress, addressLocality, addressRegion, postalCode, addressCountry       |
        | GeoCoordinates     | latitude, longitude                                                             |
      When the visitor moves within the site to "/picapes/new-triton"
      Then every structured-data block of the page is valid schema.org
      When the visitor moves within the site to "/concessionarias"
      Then every structured-data block of the page is valid schema.org
