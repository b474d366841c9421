@city-selection
Feature: The visitor's city
  The site asks a new visitor where they are, five seconds after the first page
  opens, so offers and dealers can be near them. The city is kept in the
  browser and shown in the header; clicking it opens the city selection, which
  the site allows only once those five seconds have passed (source spec §4).

  @clause:STATE-2 @clause:CONST-1 @clause:PRODUCT-4
  Scenario: Without a stored city, the city selection opens after 5 seconds, not before
    Given a visitor opens the home page
    When 4.9 seconds pass
    Then the city selection is closed
    When 0.1 seconds pass
    Then the city selection is open
    And the city field has the focus
    And a screenshot of the window is attached as "Seleção de cidade, 1280 px"

  @clause:PRODUCT-4
  Scenario: A city of three letters is found by its whole name and chosen
    Given a visitor opens the home page
    When 5 seconds pass
    And the visitor looks for the city "Itu"
    And the visitor chooses "Itu, SP" in the list of cities
    Then the city selection is closed
    And the header says "Estou em Itu"

  @clause:STATE-1 @clause:STATE-2 @clause:ENTITY-12 @clause:HEADER-1
  Scenario: A stored city is shown at once and the city selection does not open
    Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
    When a visitor opens the home page
    Then the header says "Estou em Curitiba"
    When 10 seconds pass
    Then the city selection is closed

  @clause:STATE-1 @clause:ENTITY-12
  Scenario: A city with a long name is read back like any other
    Given the visitor chose "Vila Bela da Santíssima Trindade" (IBGE 5105507) on an earlier visit
    When a visitor opens the home page
    Then the header says "Estou em Vila Bela da Santíssima Trindade"
    And the browser keeps the city "Vila Bela da Santíssima Trindade" with the IBGE code 5105507

  @clause:STATE-1 @clause:ENTITY-12
  Scenario Outline: A stored value that is not a city counts as none (<what>)
    Given the browser keeps '<stored>' under "location"
    When a visitor opens the home page
    Then the header says "Escolha sua cidade"
    When 4.9 seconds pass
    Then the city selection is closed
    When 0.1 seconds pass
    Then the city selection is open

    Examples:
      | what                  | stored                                           |
      | not JSON              | {"isOpened":false,"id":                          |
      | a city without an id  | {"isOpened":false,"cityName":"Curitiba"}         |
      | an id that is no code | {"isOpened":false,"id":12,"cityName":"Curitiba"} |
      | plain text            | Curitiba                                         |

  @clause:PRODUCT-4 @clause:CHROME-3 @clause:ENTITY-12
  Scenario: The visitor finds a city without accents, chooses it, and it stays chosen
    Given a visitor opens the home page
    When 5 seconds pass
    And the visitor looks for the city "sao paulo"
    Then the list of cities starts with:
      | São Paulo, SP             |
      | São Paulo das Missões, RS |
      | São Paulo de Olivença, AM |
    When the visitor chooses "São Paulo, SP" in the list of cities
    Then the city selection is closed
    And the header says "Estou em São Paulo"
    And the browser keeps the city "São Paulo" with the IBGE code 3550308
    When the visitor reloads the page
    Then the header says "Estou em São Paulo"
    When 5 seconds pass
    Then the city selection is closed

  @clause:CHROME-3
  Scenario: The keyboard finds and chooses a city, letter case aside
    Given a visitor opens the home page
    When 5 seconds pass
    And the visitor looks for the city "GOIANIA"
    And the visitor presses "ArrowDown" in the city field
    And the visitor presses "Enter" in the city field
    Then the header says "Estou em Goiânia"
    And the browser keeps the city "Goiânia" with the IBGE code 5208707

  @clause:CHROME-3
  Scenario: The city selection guides the search
    Given a visitor opens the home page
    When 5 seconds pass
    Then the city selection says "Digite pelo menos 2 letras do nome da sua cidade."
    When the visitor looks for the city "s"
    Then the list of cities shows 0 cities
    And the city selection says "Digite pelo menos 2 letras do nome da sua cidade."
    When the visitor looks for the city "santa"
    Then the list of cities shows 8 cities
    And the city selection says something like "^Mostrando 8 de \d+ cidades\. Continue digitando para refinar\.$"
    When the visitor looks for the city "Xyzópolis"
    Then the city selection says "Nenhuma cidade encontrada para “Xyzópolis”."

  @clause:STATE-4 @clause:STATE-3
  Scenario: Clicking the city reopens the city selection after the timer
    Given a visitor opens the home page
    When 5 seconds pass
    And the visitor closes the city selection
    Then the city selection is closed
    And the browser keeps no city
    When the visitor clicks the city in the header
    Then the city selection is open

  @clause:STATE-3 @clause:CHROME-2
  Scenario: A click on the city before the timer is kept: the city selection shows when the timer has run, not before
    Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
    When a visitor opens the home page
    And 2 seconds pass
    And the visitor clicks the city in the header
    Then the city selection is closed
    When 2.9 seconds pass
    Then the city selection is closed
    When 0.1 seconds pass
    Then the city selection is open
    When the visitor presses Escape
    Then the city selection is closed
    And the city button has the focus
    When 10 seconds pass
    Then the city selection is closed

  @clause:CHROME-2
  Scenario: Asked from the dealer finder before the timer, the city selection shows when the timer has run
    Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
    When a visitor opens "/concessionarias"
    And 2 seconds pass
    And the visitor asks to change the city of the dealer finder
    Then the city selection is closed
    When 3 seconds pass
    Then the city selection is open

  @clause:STATE-3
  Scenario: Without a stored city, a click on the city before the timer waits for the timer too
    Given a visitor opens the home page
    When 2 seconds pass
    And the visitor clicks the city in the header
    Then the city selection is closed
    When 3 seconds pass
    Then the city selection is open

  @clause:STATE-3 @clause:STATE-4 @clause:CHROME-2 @clause:HEADER-1
  Scenario: Once the timer has run, a click on the city opens the city selection at once
    Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
    When a visitor opens the home page
    And 5 seconds pass
    Then the city selection is closed
    And the header says "Estou em Curitiba"
    When the visitor clicks the city in the header
    Then the city selection is open

  @clause:CHROME-2
  Scenario: Closing without choosing asks again on the next visit
    Given a visitor opens the home page
    When 5 seconds pass
    And the visitor closes the city selection
    And the visitor reloads the page
    And 5 seconds pass
    Then the city selection is open

  @clause:CHROME-5 @clause:STATE-8
  Scenario: The focus moves into the city selection, stays there, and returns when it closes
    Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
    When a visitor opens the home page
    And 5 seconds pass
    And the visitor clicks the city in the header
    Then the city field has the focus
    And the page does not scroll
    When the visitor looks for the city "rio"
    And the visitor presses Tab 12 times
    Then the focus is still inside the city selection
    When the visitor presses Escape
    Then the city selection is closed
    And the city button has the focus
    And the page scrolls again

  @clause:VISIBILITY-2 @clause:CHROME-4
  Scenario: The city selection does not show on a form-vip page, and waits for the next page
    Given a visitor opens "/novo-outlander/form-vip"
    When 5 seconds pass
    Then the city selection is closed
    When 60 seconds pass
    Then the city selection is closed
    When the visitor moves within the site to "/ofertas"
    Then the city selection is open
    When the visitor goes back
    Then the page "/novo-outlander/form-vip" is shown
    And the city selection is closed

  @clause:VISIBILITY-2 @clause:CHROME-4 @clause:STATE-3
  Scenario: Not even the visitor's own click shows the city selection on a form-vip page
    Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
    When a visitor opens the home page
    And 2 seconds pass
    And the visitor clicks the city in the header
    And the visitor moves within the site to "/novo-outlander/form-vip"
    And 3 seconds pass
    Then the city selection is closed
    When 60 seconds pass
    Then the city selection is closed
    When the visitor moves within the site to "/ofertas"
    Then the city selection is open

  @clause:STATE-1 @clause:ERROR-1 @clause:ERROR-2
  Scenario: A browser that refuses storage still lets the visitor choose a city
    Given the visitor's browser denies the site its storage
    When a visitor opens the home page
    And 5 seconds pass
    Then the page shows no error message
    When the visitor looks for the city "belem"
    And the visitor chooses "Belém, PA" in the list of cities
    Then the header says "Estou em Belém"
    And the page shows no error message

  @mobile @clause:MOBILE-3 @clause:PRODUCT-4
  Scenario: On a phone the visitor chooses a city and sees its name
    Given a visitor opens the home page
    When 5 seconds pass
    And the visitor looks for the city "florianopolis"
    And the visitor chooses "Florianópolis, SC" in the list of cities
    Then the header says "Estou em Florianópolis"
    And a screenshot of the window is attached as "Cabeçalho com a cidade, 390 px"

  @clause:STEADY-1 @clause:STATE-1
  Scenario Outline: With a city kept from an earlier visit, <page> does not move as it loads (<device>)
    Given the visitor chose "Vila Bela da Santíssima Trindade" (IBGE 5105507) on an earlier visit
    When a visitor opens "<page>"
    Then the header says "Estou em Vila Bela da Santíssima Trindade"
    And the page did not move as it loaded

    Examples:
      | page             | device  |
      | /                | desktop |
      | /concessionarias | desktop |

    @mobile
    Examples:
      | page             | device |
      | /                | phone  |
      | /concessionarias | phone  |
