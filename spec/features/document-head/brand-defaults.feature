@document-head
Feature: The brand's defaults in every page head
  Every page is announced to browsers, search engines and screen readers as
  Mitsubishi Motors, in Brazilian Portuguese. A page without a title of its own
  carries the brand's name, and one without a description of its own promises
  the 5-year factory warranty; a page with a title of its own still names the
  brand after it.

  @clause:PRODUCT-7
  Rule: PRODUCT-7 Default page title is the brand name.

    Scenario: The home page is titled with the brand's name
      Given a visitor opens the home page
      Then the page title is "Mitsubishi Motors"
      And a link to the page is shared with the title "Mitsubishi Motors"

  @clause:PRODUCT-8
  Rule: PRODUCT-8 Default page description speaks of a 5-year factory warranty.

    Scenario: The home page's description speaks of the 5-year factory warranty
      Given a visitor opens the home page
      Then the page description speaks of the 5-year factory warranty
      And a link to the page is shared with a description that speaks of the 5-year factory warranty

  @clause:PAGE-1
  Rule: PAGE-1 Every page of the route table and every model page answers any visitor with a page of its own in pt-BR: one main heading, a title of its own followed by the brand's name (the home page's is the brand's name alone), and a description of its own.
    Refines CONTENT-1, PRODUCT-7, PRODUCT-8.
    Why: The source shows no page content, yet every address it names must say something of its own, to visitors and to search engines.

    Scenario: A page with a title of its own still names the brand
      Given a visitor opens "/ofertas"
      Then the page title starts with "Ofertas" and names the brand
      And a link to the page is shared with the title "Ofertas | Mitsubishi Motors"

  @clause:PRODUCT-1
  Rule: PRODUCT-1 Language is Brazilian Portuguese.

    Scenario Outline: Every kind of page declares Brazilian Portuguese
      Given a visitor opens "<page>"
      Then the page declares its language as Brazilian Portuguese

      Examples:
        | page                                 |
        | /                                    |
        | /ofertas                             |
        | /suv-e-crossovers/pajero-sport       |
        | /informacoes-pre-atendimento/cotacao |
