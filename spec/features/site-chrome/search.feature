@header @search
Feature: Searching the site from the header
  The header's search, at every width, finds the models and the pages of the
  site by name, as a Brazilian visitor types them: letter case and accents do
  not matter. It lists a few results at a time, works from the keyboard, and a
  result opens carrying the visitor's campaign.

  @clause:CHROME-6
  Rule: CHROME-6 The header's search, a button named 'Buscar' at every width, opens a dialog that finds by name, with the city selection's matching rule, every model of the catalogue and every version the model menus list, and every page of the site that has a title except the VIP sign-up.
    Refines STATE-8.
    Why: The source shows a search but not what it finds.

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

    @mobile
    Scenario: The search works on a phone
      Given a visitor opens the home page
      When the visitor opens the search
      And the visitor searches for "concessionaria"
      And the visitor chooses the result "Concessionárias, página"
      Then the address is at "/concessionarias"

  @clause:CHROME-23
  Rule: CHROME-23 The search lists at most 8 results, each marked as a model or a page, and says so when nothing matched.
    Refines STATE-8.
    Why: A phone shows about eight results above its keyboard, and a visitor must tell a model from a page of the same name.

    Scenario: At most eight results
      Given a visitor opens the home page
      When the visitor opens the search
      And the visitor searches for "triton"
      Then the search lists 8 results

    Scenario: A search with no result says so
      Given a visitor opens the home page
      When the visitor opens the search
      And the visitor searches for "helicóptero"
      Then the search says "Nenhum resultado para “helicóptero”."

  @clause:CHROME-24
  Rule: CHROME-24 In the search the arrow keys move through the results, and Enter opens the active result, or the first when none is active, and closes the search.
    Refines STATE-8.
    Why: A visitor who types a name and presses Enter, as in any search box, expects to arrive.

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

    Scenario: Enter opens the first result when none is active
      Given a visitor opens the home page
      When the visitor opens the search
      And the visitor searches for "outlander"
      And the visitor presses "Enter" in the search
      Then the page "/suv-e-crossovers/outlander" is shown
      And the search is closed

  @clause:CHROME-5
  Rule: CHROME-5 Escape closes what the visitor opened over the page (a menu panel, the phone's menu, the search or the city selection) and gives the focus back to the button that opened it, and while the city selection is open the Tab key keeps the focus inside it.
    Refines HEADER-10, STATE-4, STATE-8, STATE-9.
    Why: Keyboard and screen-reader visitors must be able to leave whatever they open as mouse visitors do, and find their place again.

    Scenario: Escape closes the search and gives the focus back to its button
      Given a visitor opens the home page
      When the visitor opens the search
      And the visitor presses Escape
      Then the search is closed
      And the search button has the focus

  @clause:CONST-12
  Rule: CONST-12 Tracking parameters carried on links: campanha, fbclid, and any starting with utm.

    Scenario: A result opens carrying the campaign, and only the campaign
      Given a visitor opens "/?utm_source=google&campanha=verao&fbclid=fb-1&gclid=abc&outro=1"
      When the visitor opens the search
      And the visitor searches for "ofertas"
      And the visitor chooses the result "Ofertas, página"
      Then the address is at "/ofertas"
      And the address carries exactly these parameters:
        | utm_source | google |
        | campanha   | verao  |
        | fbclid     | fb-1   |
