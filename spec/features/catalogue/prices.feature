@catalogue
Feature: Prices in reais, or an invitation to consult the dealer
  A model page shows the starting price ("a partir de", from the cheapest
  version) and the price of every version, in reais as Brazilians write them;
  the catalogue's starting prices run from R$ 173.990 to R$ 374.990. A model
  whose prices are not published asks the visitor to consult the dealer
  instead, on its page and on its card: never an empty price, "R$ NaN" or "null".

  @clause:ENTITY-6
  Rule: ENTITY-6 Starting prices range from 173990 to 374990 reais; some are null.

    Scenario: The cheapest model's page shows its starting price and the price of each version
      When a visitor opens the model page "/picapes/l200-triton-sport"
      Then the starting price reads "a partir de R$ 173.990"
      And the version "GL 2.4 Diesel 4x4 MT" costs "R$ 173.990"
      And the version "GLS 2.4 Diesel 4x4 AT" costs "R$ 199.990"
      And the version "Savana 2.4 Diesel 4x4 AT" costs "R$ 249.990"

    Scenario: The dearest starting price of the catalogue
      When a visitor opens the model page "/suv-e-crossovers/outlander"
      Then the starting price reads "a partir de R$ 374.990"
      And the version "HPE-S PHEV 2.4 S-AWC" costs "R$ 374.990"

  @clause:PRODUCT-2
  Rule: PRODUCT-2 Prices are in Brazilian reais.

    Scenario: No page of the site gives a price in another currency
      Then no page of the site gives a price in another currency than the real

  @clause:CAT-5
  Rule: CAT-5 Where a price is null, on a model page or on the card of a model, the site shows 'Consulte o preço na concessionária', never 'R$ NaN', 'R$ 0', 'null' or an empty price.
    Refines ENTITY-6.
    Why: Some starting prices are null, and a missing price must read as an invitation, not as a broken page.

    Scenario: A model without published prices asks the visitor to consult the dealer
      When a visitor opens the model page "/picapes/new-triton"
      Then the starting price reads "Consulte o preço na concessionária"
      And every version reads "Consulte o preço na concessionária"
      And no price on the page reads "R$ NaN" or "null"
      When a visitor opens the home page
      Then the list of models gives "Nova Triton" the price "Consulte o preço na concessionária"

    @mobile
    Scenario: On a phone too, prices and the consult text read in full
      When a visitor opens the model page "/picapes/new-triton"
      Then the starting price reads "Consulte o preço na concessionária"
      When a visitor opens the model page "/suv-e-crossovers/eclipse-cross"
      Then the starting price reads "a partir de R$ 179.990"
