@pages
Feature: The home page presents the whole site
  The site presents vehicle models, offers, a subscription, services, direct
  sales, an agro line, the brand world, a dealer finder, a quote and a test
  drive; the main menu leads to each. The home page shows every model of the
  catalogue, in the catalogue's order, with its starting price (or the text that
  sends to the dealer when it has none) and the ways to a quote or a test drive
  of it, then the highlighted offers, the subscription, the services and the
  brand world.

  @clause:PRODUCT-11
  Rule: PRODUCT-11 The site presents vehicle models (SUVs and pickup trucks), offers, a subscription service, services and benefits, direct sales, an agro line, a brand-world section with events and ambassadors, a dealer finder, a quote request and a test-drive request.

    Scenario: The site presents its models, offers, subscription, services, direct sales, agro, brand world, dealers, quote and test drive
      Given a visitor opens the home page
      Then the page has the section "Modelos"
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

  @clause:ENTITY-5
  Rule: ENTITY-5 Models in the list: Pajero Sport, Nova Triton, Triton Tarmac, Outlander, Eclipse Cross Tarmac, Eclipse Cross, L200 Triton Sport, L200 Triton Sport GLS Plus.

    Scenario: The home page lists the catalogue's eight models, in the catalogue's order
      Given a visitor opens the home page
      Then the section "Modelos" offers these models:
        | Pajero Sport               |
        | Nova Triton                |
        | Triton Tarmac              |
        | Outlander                  |
        | Eclipse Cross Tarmac       |
        | Eclipse Cross              |
        | L200 Triton Sport          |
        | L200 Triton Sport GLS Plus |

  @clause:ENTITY-6
  Rule: ENTITY-6 Starting prices range from 173990 to 374990 reais; some are null.

    Scenario: The models' starting prices run from R$ 173.990 to R$ 374.990, and some have none
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

  @clause:PAGE-16
  Rule: PAGE-16 The home page shows every model of the catalogue in the catalogue's order, each with its drawing, body style, name, starting price or the consult text, and links to its page, its quote and its test drive, then the highlighted offers, the subscription, four services and the four events.
    Refines CONTENT-1, PRODUCT-11.
    Why: The source lists what the site presents, and the home page is where a visitor meets all of it first.

    Scenario Outline: The home page at <width> px
      Given a visitor opens the home page
      Then every model of the list leads to its quote and its test drive
      And the home page highlights offers, services and the events of Mundo MIT
      And a screenshot of the whole page is attached as "Página inicial, <width> px"

      Examples:
        | width |
        | 1280  |

      @mobile
      Examples:
        | width |
        | 390   |
