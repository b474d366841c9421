@dealers
Feature: Finding a dealer
  A visitor looks for the Mitsubishi dealer nearest to them: the dealers of their
  city first, then of their state, then the rest of Brazil; a state and a city
  narrow the list, and the visitor may choose their city from the finder. The
  dealers are the project's sample data, and the page says so. How a dealer is
  reached is in "dealer-links.feature".

  @clause:DEALER-1
  Rule: DEALER-1 The dealer network of /concessionarias is the project's sample data, and the page says so: 25 to 40 fictitious dealers in at least 10 states, each with a name, address, city, state, phone, WhatsApp, place on the map and services (vendas, pós-venda, peças).
    Refines ROUTE-3, ENTITY-15.
    Why: The source shows no dealers' fields, and the project has no real dealer network to publish.

    Scenario: The page says its dealers are sample data, a network across Brazil
      When a visitor opens "/concessionarias"
      Then the page says its dealers are sample data
      And the dealer finder says "33 concessionárias em 15 estados."

  @clause:DEALER-2
  Rule: DEALER-2 Dealers are listed by state and city, the visitor's city first, then the rest of their state, then the other states, each part in pt-BR alphabetical order of state, city and dealer name; without a known city the list starts with the first state alphabetically.
    Refines ROUTE-3.
    Why: A visitor looks for the dealers near them first.

    Scenario: The dealers of the visitor's city come first, then the rest of their state, then the other states
      Given the visitor chose "Niterói" (IBGE 3303302) on an earlier visit
      When a visitor opens "/concessionarias"
      Then the dealer list begins:
        | h2 | Rio de Janeiro                |
        | h3 | Niterói                       |
        | h4 | Guanabara Mitsubishi Niterói  |
        | h3 | Petrópolis                    |
        | h4 | Serra Mitsubishi Petrópolis   |
        | h3 | Rio de Janeiro                |
        | h4 | Guanabara Mitsubishi Barra    |
        | h4 | Guanabara Mitsubishi Botafogo |
        | h4 | Rota Mitsubishi Tijuca        |
        | h2 | Amazonas                      |

    Scenario: Without a city, the states are listed alphabetically
      When a visitor opens "/concessionarias"
      Then the states listed are, in order:
        | Amazonas           |
        | Bahia              |
        | Ceará              |
        | Distrito Federal   |
        | Espírito Santo     |
        | Goiás              |
        | Mato Grosso do Sul |
        | Minas Gerais       |
        | Pará               |
        | Paraná             |
        | Pernambuco         |
        | Rio de Janeiro     |
        | Rio Grande do Sul  |
        | Santa Catarina     |
        | São Paulo          |

  @clause:DEALER-3
  Rule: DEALER-3 A state filter offering the states that have dealers and a city filter offering the chosen state's cities that have dealers, disabled until a state is chosen, narrow the list, and the page says how many dealers it shows and where.
    Refines ROUTE-3.
    Why: A visitor must be able to find the dealers of any other city too.

    Scenario: The visitor narrows the list to a state, then to a city
      When a visitor opens "/concessionarias"
      Then the city filter waits for a state
      And the state filter offers exactly the states listed
      When the visitor filters the dealers by the state "São Paulo"
      Then the dealer finder says "9 concessionárias em São Paulo."
      And the city filter offers exactly the cities listed
      And the dealer list begins:
        | h2 | São Paulo                 |
        | h3 | Campinas                  |
        | h4 | Horizonte Motors Campinas |
        | h3 | Ribeirão Preto            |
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

  @clause:DEALER-7 @needs-virtual-clock
  Rule: DEALER-7 The dealer finder has a button that opens the city selection, so the visitor chooses or changes their city there and the list starts with it.
    Refines PRODUCT-4.
    Why: A visitor who has not chosen a city, or is looking for another one, should not have to look for the header's city link.

    Scenario: The visitor chooses their city from the dealer finder
      Given the visitor chose "Manaus" (IBGE 1302603) on an earlier visit
      When a visitor opens "/concessionarias"
      And the wait before the city selection is over
      And the visitor asks to change the city of the dealer finder
      And the visitor looks for the city "curitiba"
      And the visitor chooses "Curitiba, PR" in the list of cities
      Then the dealer list begins:
        | h2 | Paraná                    |
        | h3 | Curitiba                  |
        | h4 | Araucária Motors Curitiba |
        | h3 | Londrina                  |

  @clause:A11Y-1
  Rule: A11Y-1 Every page, at a desktop's and at a phone's width, breaks none of the WCAG 2.0 and 2.1 level A and AA rules an automated accessibility check tests, with no rule switched off.
    Refines PRODUCT-11.
    Why: Brazil's inclusion law (Lei Brasileira de Inclusão) asks websites to be usable by everyone, and the automated rules are the floor every page can be held to.

    @mobile
    Scenario: On a phone the visitor finds the dealers of their city
      Given the visitor chose "Goiânia" (IBGE 5208707) on an earlier visit
      When a visitor opens "/concessionarias"
      Then the dealer list begins:
        | h2 | Goiás                      |
        | h3 | Goiânia                    |
        | h4 | Cerrado Mitsubishi Goiânia |
        | h3 | Catalão                    |
      And a screenshot of the window is attached as "Concessionárias, 390 px"
      And the page has no accessibility violations
      When the visitor filters the dealers by the state "Bahia"
      Then the dealer finder says "1 concessionária em Bahia."
