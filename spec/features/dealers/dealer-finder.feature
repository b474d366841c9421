@dealers
Feature: Finding a dealer
  A visitor looks for the Mitsubishi dealer nearest to them: the dealers of their
  city first, then of their state, then the rest of Brazil; a state and a city
  narrow the list; each dealer can be called, reached on WhatsApp or found on a
  map, without the page loading anything from another site.

  @clause:DEALER-1 @clause:DEALER-2 @clause:DEALER-6 @clause:A11Y-1 @clause:PRODUCT-11
  Scenario: The dealers of the visitor's city come first, then the rest of their state, then the other states
    Given the visitor chose "Niterói" (IBGE 3303302) on an earlier visit
    When a visitor opens "/concessionarias"
    Then the page says its dealers are sample data
    And the dealer list begins:
      | h2 | Rio de Janeiro                 |
      | h3 | Niterói                        |
      | h4 | Guanabara Mitsubishi Niterói   |
      | h3 | Petrópolis                     |
      | h4 | Serra Mitsubishi Petrópolis    |
      | h3 | Rio de Janeiro                 |
      | h4 | Guanabara Mitsubishi Barra     |
      | h4 | Guanabara Mitsubishi Botafogo  |
      | h4 | Rota Mitsubishi Tijuca         |
      | h2 | Amazonas                       |
    And the dealer finder says "33 concessionárias em 15 estados."
    And the page has no accessibility violations

  @clause:DEALER-2
  Scenario: Without a city, the states are listed alphabetically
    When a visitor opens "/concessionarias"
    Then the states listed are, in order:
      | Amazonas            |
      | Bahia               |
      | Ceará               |
      | Distrito Federal    |
      | Espírito Santo      |
      | Goiás               |
      | Mato Grosso do Sul  |
      | Minas Gerais        |
      | Pará                |
      | Paraná              |
      | Pernambuco          |
      | Rio de Janeiro      |
      | Rio Grande do Sul   |
      | Santa Catarina      |
      | São Paulo           |

  @clause:DEALER-3
  Scenario: The visitor narrows the list to a state, then to a city
    When a visitor opens "/concessionarias"
    Then the city filter waits for a state
    And the state filter offers exactly the states listed
    When the visitor filters the dealers by the state "São Paulo"
    Then the dealer finder says "9 concessionárias em São Paulo."
    And the city filter offers exactly the cities listed
    And the dealer list begins:
      | h2 | São Paulo                  |
      | h3 | Campinas                   |
      | h4 | Horizonte Motors Campinas  |
      | h3 | Ribeirão Preto             |
    When the visitor filters the dealers by the city "São Paulo"
    Then the dealer finder says "4 concessionárias em São Paulo, SP."
    And the dealer list begins:
      | h2 | São Paulo                |
      | h3 | São Paulo                |
      | h4 | Diamante Motors Morumbi  |
      | h4 | Diamante Motors Paulista |
      | h4 | Rota Mitsubishi Santana  |
      | h4 | Três Diamantes Tatuapé   |
    When the visitor filters the dealers by the state "Bahia"
    Then the dealer finder says "1 concessionária em Bahia."
    And the city filter offers exactly the cities listed

  @clause:DEALER-4 @clause:DEALER-5
  Scenario: Each dealer can be called, reached on WhatsApp and found on the map, and is described to search engines
    When a visitor opens "/concessionarias"
    Then the dealer "Guanabara Mitsubishi Niterói" offers a call to "tel:+552127040500", a WhatsApp chat at "https://wa.me/5521927040500" and its place on the map at "https://www.google.com/maps/search/?api=1&query=-22.903,-43.108"
    And every dealer listed offers a call, a WhatsApp chat and the map
    And the page describes each dealer to search engines as an AutoDealer
    And the page made no request to another site

  @clause:DEALER-3 @clause:PRODUCT-4
  Scenario: The visitor chooses their city from the dealer finder
    Given the visitor chose "Manaus" (IBGE 1302603) on an earlier visit
    When a visitor opens "/concessionarias"
    And 5 seconds pass
    And the visitor asks to change the city of the dealer finder
    And the visitor looks for the city "curitiba"
    And the visitor chooses "Curitiba, PR" in the list of cities
    Then the dealer list begins:
      | h2 | Paraná                     |
      | h3 | Curitiba                   |
      | h4 | Araucária Motors Curitiba  |
      | h3 | Londrina                   |

  @mobile @clause:DEALER-2 @clause:DEALER-3 @clause:A11Y-1
  Scenario: On a phone the visitor finds the dealers of their city
    Given the visitor chose "Goiânia" (IBGE 5208707) on an earlier visit
    When a visitor opens "/concessionarias"
    Then the dealer list begins:
      | h2 | Goiás                       |
      | h3 | Goiânia                     |
      | h4 | Cerrado Mitsubishi Goiânia  |
      | h3 | Catalão                     |
    And a screenshot of the window is attached as "Concessionárias, 390 px"
    And the page has no accessibility violations
    When the visitor filters the dealers by the state "Bahia"
    Then the dealer finder says "1 concessionária em Bahia."
