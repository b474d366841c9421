@pages
Feature: The home page presents the whole site
  The home page shows every model of the catalogue, in the catalogue's order,
  with its starting price (or the text that sends to the dealer when it has
  none) and the ways to a
  quote or a test drive of it, the highlighted offers, the subscription, the
  services and the brand world; the main menu leads to everything else the
  site offers.

  @clause:PRODUCT-11 @clause:PAGE-1 @clause:ENTITY-5 @clause:CAT-5
  Scenario: The site presents its models, offers, subscription, services, direct sales, agro, brand world, dealers, quote and test drive
    Given a visitor opens the home page
    Then the list of models shows, in this order:
      | model                      | address                                | price                              |
      | Pajero Sport               | /suv-e-crossovers/pajero-sport         | a partir de R$ 339.990             |
      | Nova Triton                | /picapes/new-triton                    | Consulte o preço na concessionária |
      | Triton Tarmac              | /picapes/triton-tarmac                 | a partir de R$ 289.990             |
      | Outlander                  | /suv-e-crossovers/outlander            | a partir de R$ 374.990             |
      | Eclipse Cross Tarmac       | /suv-e-crossovers/eclipse-cross-tarmac | a partir de R$ 204.990             |
      | Eclipse Cross              | /suv-e-crossovers/eclipse-cross        | a partir de R$ 179.990             |
      | L200 Triton Sport          | /picapes/l200-triton-sport             | a partir de R$ 173.990             |
      | L200 Triton Sport GLS Plus | /picapes/l200-triton-sport-gls-plus    | a partir de R$ 224.990             |
    And every model of the list leads to its quote and its test drive
    And the home page highlights offers, services and the events of Mundo MIT
    When the visitor follows the menu link "Ofertas"
    Then the page's one main heading is "Ofertas"
    When the visitor follows the menu link "MIT Assinatura"
    Then the page's one main heading is "MIT Assinatura"
    When the visitor follows the menu link "Serviços e Benefícios"
    Then the page's one main heading is "Serviços e Benefícios"
    When the visitor follows the menu link "Vendas Diretas"
    Then the page's one main heading is "Vendas Diretas"
    When the visitor follows the menu link "MIT Agro"
    Then the page's one main heading is "MIT Agro"
    When the visitor follows "Conheça o Mundo MIT" in the menu "Mundo MIT"
    Then the page's one main heading is "Mundo MIT"
    When the visitor follows "Mitsubishi Cup" in the menu "Mundo MIT"
    Then the page's one main heading is "Mitsubishi Cup"
    When the visitor follows "Embaixadores MIT" in the menu "Mundo MIT"
    Then the page's one main heading is "Embaixadores MIT"
    When the visitor follows the link "Concessionárias" of the menu "Atendimento"
    Then the page's one main heading is "Concessionárias"
    When the visitor follows the link "Cotação" of the menu "Atendimento"
    Then the page's one main heading is "Solicite uma cotação"
    And the page offers the button "Solicitar cotação"
    When the visitor follows the link "Test drive" of the menu "Atendimento"
    Then the page's one main heading is "Agende um test drive"
    And the page offers the button "Agendar test drive"
    And the date field offers the days from tomorrow to 60 days from today

  @clause:PAGE-1 @clause:ENTITY-6
  Scenario Outline: The home page at <width> px
    Given a visitor opens the home page
    Then the list of models shows, in this order:
      | model                      | address                                | price                              |
      | Pajero Sport               | /suv-e-crossovers/pajero-sport         | a partir de R$ 339.990             |
      | Nova Triton                | /picapes/new-triton                    | Consulte o preço na concessionária |
      | Triton Tarmac              | /picapes/triton-tarmac                 | a partir de R$ 289.990             |
      | Outlander                  | /suv-e-crossovers/outlander            | a partir de R$ 374.990             |
      | Eclipse Cross Tarmac       | /suv-e-crossovers/eclipse-cross-tarmac | a partir de R$ 204.990             |
      | Eclipse Cross              | /suv-e-crossovers/eclipse-cross        | a partir de R$ 179.990             |
      | L200 Triton Sport          | /picapes/l200-triton-sport             | a partir de R$ 173.990             |
      | L200 Triton Sport GLS Plus | /picapes/l200-triton-sport-gls-plus    | a partir de R$ 224.990             |
    And a screenshot of the whole page is attached as "Página inicial, <width> px"

    Examples:
      | width |
      | 1280  |

    @mobile
    Examples:
      | width |
      | 390   |
