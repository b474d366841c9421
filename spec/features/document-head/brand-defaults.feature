@document-head
Feature: The brand's defaults in every page head
  Every page is announced to browsers, search engines and screen readers as
  Mitsubishi Motors, in Brazilian Portuguese. A page without a title of its own
  carries the brand name; a page without a description of its own promises the
  5-year factory warranty.

  @clause:PRODUCT-7 @clause:PRODUCT-8
  Scenario: The home page carries the brand's defaults
    Given a visitor opens the home page
    Then the page title is "Mitsubishi Motors"
    And the page description speaks of the 5-year factory warranty
    And a link to the page is shared with the title "Mitsubishi Motors"
    And a link to the page is shared with a description that speaks of the 5-year factory warranty

  @clause:PRODUCT-7
  Scenario: A page with a title of its own still names the brand
    Given a visitor opens "/ofertas"
    Then the page title starts with "Ofertas" and names the brand
    And a link to the page is shared with the title "Ofertas | Mitsubishi Motors"

  @clause:PRODUCT-1
  Scenario Outline: Every kind of page declares Brazilian Portuguese
    Given a visitor opens "<page>"
    Then the page declares its language as Brazilian Portuguese

    Examples:
      | page                                 |
      | /                                    |
      | /ofertas                             |
      | /suv-e-crossovers/pajero-sport       |
      | /informacoes-pre-atendimento/cotacao |
