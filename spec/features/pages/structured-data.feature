@pages @document-head
Feature: What the pages tell search engines
  Each page describes itself in schema.org structured data: the organisation
  and the nine services it offers (the pages "seen in structured data"), each
  model as a car with the price range of its versions in reais, each service
  as a service, and every inner page's place in the site. The suite reads
  every block as a search engine would and checks it against the schema.org
  types' schemas; `every-page.feature` does so on every page.

  @clause:ROUTE-7 @clause:CONST-9 @clause:PAGE-5
  Scenario: The home page describes the organisation, its nine services and its toll-free lines
    Given a visitor opens the home page
    Then every structured-data block of the page is valid schema.org
    And the page describes the organisation with these services:
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

  @clause:PAGE-5
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

  @clause:PAGE-5 @clause:PRODUCT-2 @clause:PAGE-13
  Scenario: A model page describes a car priced as its versions, in reais
    When a visitor opens the model page "/picapes/l200-triton-sport"
    Then every structured-data block of the page is valid schema.org
    And the page describes the model as a car priced as its versions, in reais
    And the page's trail reads:
      | Início            | /                          |
      | L200 Triton Sport | /picapes/l200-triton-sport |

  @clause:PAGE-5 @clause:CAT-5
  Scenario: A model without prices is described without an offer
    When a visitor opens the model page "/picapes/new-triton"
    Then every structured-data block of the page is valid schema.org
    And the page describes the model as a car without an offer

  @clause:PAGE-5 @clause:PAGE-13 @clause:ROUTE-7
  Scenario: A service page describes its service and sits under Serviços e Benefícios
    When a visitor opens "/mit-seguro"
    Then every structured-data block of the page is valid schema.org
    And the page describes the service "MIT Seguro"
    And the page's trail reads:
      | Início                | /                    |
      | Serviços e Benefícios | /servicos-beneficios |
      | MIT Seguro            | /mit-seguro          |

  @clause:PAGE-13 @clause:ROUTE-2
  Scenario: An event page sits under Mundo MIT
    When a visitor opens "/mundo-mit/mitsubishi-cup"
    Then the page's trail reads:
      | Início         | /                         |
      | Mundo MIT      | /mundo-mit                |
      | Mitsubishi Cup | /mundo-mit/mitsubishi-cup |
