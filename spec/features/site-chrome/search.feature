@header @search
Feature: Searching the site from the header
  The header's search finds the models and the pages of the site by name, as a
  Brazilian visitor types them: letter case and accents do not matter. It works
  from the keyboard, and the page stays still while it is open.

  @clause:STATE-8 @clause:CHROME-6
  Scenario: Models and pages are found whatever the accents and letter case
    Given a visitor opens the home page
    When the visitor opens the search
    Then the search is open with the focus in its field
    And the search says "Digite o nome de um modelo ou de uma página."
    When the visitor searches for "SERVICOS"
    Then the search lists "Serviços e Benefícios, página"
    When the visitor searches for "savana"
    Then the search lists "L200 Triton Sport Savana, modelo"
    When the visitor searches for "triton tarmac"
    Then the first search result is "Triton Tarmac, modelo"
    And a screenshot of the window is attached as "Busca aberta, 1280 px"

  @clause:CHROME-6
  Scenario: The arrows choose a result and Enter opens it
    Given a visitor opens the home page
    When the visitor opens the search
    And the visitor searches for "outlander"
    And the visitor presses "ArrowDown" in the search
    Then the active search result is "Outlander, modelo"
    When the visitor presses "ArrowDown" in the search
    Then the active search result is "Novo Outlander, página"
    When the visitor presses "ArrowUp" in the search
    And the visitor opens the active result with Enter
    Then the page "/suv-e-crossovers/outlander" is shown
    And the search is closed
    And the page scrolls again

  @clause:CHROME-6
  Scenario: At most eight results, and Enter opens the first when none is active
    Given a visitor opens the home page
    When the visitor opens the search
    And the visitor searches for "triton"
    Then the search lists 8 results
    When the visitor searches for "outlander"
    And the visitor presses "Enter" in the search
    Then the page "/suv-e-crossovers/outlander" is shown
    And the search is closed

  @clause:CHROME-6 @clause:STATE-15 @clause:CONST-12
  Scenario: A result opens carrying the campaign
    Given a visitor opens "/?utm_source=google&campanha=verao&fbclid=fb-1&gclid=abc&outro=1"
    When the visitor opens the search
    And the visitor searches for "ofertas"
    And the visitor chooses the result "Ofertas, página"
    Then the address is at "/ofertas"
    And the address carries exactly these parameters:
      | utm_source | google |
      | campanha   | verao  |
      | fbclid     | fb-1   |

  @clause:CHROME-6
  Scenario: A search with no result says so
    Given a visitor opens the home page
    When the visitor opens the search
    And the visitor searches for "helicóptero"
    Then the search says "Nenhum resultado para “helicóptero”."

  @clause:CHROME-6 @clause:CHROME-5
  Scenario: Escape closes the search and gives the focus back to its button
    Given a visitor opens the home page
    When the visitor opens the search
    And the visitor presses Escape
    Then the search is closed
    And the search button has the focus

  @mobile @clause:CHROME-6
  Scenario: The search works on a phone
    Given a visitor opens the home page
    When the visitor opens the search
    And the visitor searches for "concessionaria"
    And the visitor chooses the result "Concessionárias, página"
    Then the address is at "/concessionarias"
