@header
Feature: The desktop header's top bar
  From 1080 px wide, every page starts with a thin top bar: the visitor's city,
  the service links, Institucional and the customer area, which lives on a site
  of its own. The logo and the main menu sit below it. The narrowest desktop,
  1080 px wide, packs the entries closer and drops none.

  @clause:HEADER-1 @needs-virtual-clock
  Rule: HEADER-1 Desktop header: a thin top bar with the chosen city ('Estou em {city}', click to change).

    Scenario: The top bar shows the chosen city, and a click on it changes it
      Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
      When a visitor opens the home page
      Then the header says "Estou em Curitiba"
      When the wait before the city selection is over
      And the visitor clicks the city in the header
      Then the city selection is open

  @clause:HEADER-2
  Rule: HEADER-2 The top bar has the Institucional link.

    Scenario Outline: The top bar links to Institucional (<width> px)
      Given a visitor opens the home page
      Then the top bar links to "/institucional" as "Institucional"

      Examples:
        | width |
        | 1280  |

      @viewport:1080x800
      Examples:
        | width |
        | 1080  |

  @clause:HEADER-3
  Rule: HEADER-3 The top bar has the customer-area link.

    Scenario Outline: The top bar links to the customer area (<width> px)
      Given a visitor opens the home page
      Then the top bar links to the customer area on its own site

      Examples:
        | width |
        | 1280  |

      @viewport:1080x800
      Examples:
        | width |
        | 1080  |

  @clause:HEADER-4
  Rule: HEADER-4 The main menu is below the top bar.

    Scenario Outline: The main menu sits below the top bar (<width> px)
      Given a visitor opens the home page
      Then the main menu sits below the top bar

      Examples:
        | width |
        | 1280  |

      @viewport:1080x800
      Examples:
        | width |
        | 1080  |

  @clause:CHROME-1
  Rule: CHROME-1 From 1080 px wide the top bar holds, beside the city, Institucional and the customer area, the service links 'Cotação', 'Test drive' and 'Concessionárias', which the source lists among the secondary links without placing them.
    Refines HEADER-1, HEADER-2, HEADER-3, ROUTE-3.
    Why: The quote, the test drive and the dealers are what a buyer looks for first, so a desktop keeps them in view on every page.

    Scenario: The top bar holds the quote, the test drive and the dealers
      Given a visitor opens the home page
      Then the header's service links are "Cotação", "Test drive" and "Concessionárias"
      And the top bar links to "/informacoes-pre-atendimento/cotacao" as "Cotação"
      And the top bar links to "/informacoes-pre-atendimento/test-drive" as "Test drive"
      And the top bar links to "/concessionarias" as "Concessionárias"

  @clause:ROUTE-1
  Rule: ROUTE-1 Header menu routes: /ofertas, /mit-assinatura, /servicos-beneficios, /vendas-diretas, /mit-agro, /mit4fun, /mundo-mit.

    Scenario Outline: The main menu leads to the menu routes (<width> px)
      Given a visitor opens the home page
      When the visitor opens the menu "Mundo MIT"
      Then the header's menus link these pages:
        | Ofertas               | /ofertas             |
        | MIT Assinatura        | /mit-assinatura      |
        | Serviços e Benefícios | /servicos-beneficios |
        | Vendas Diretas        | /vendas-diretas      |
        | MIT Agro              | /mit-agro            |
        | MIT 4FUN              | /mit4fun             |
        | Conheça o Mundo MIT   | /mundo-mit           |

      Examples:
        | width |
        | 1280  |

      @viewport:1080x800
      Examples:
        | width |
        | 1080  |

  @clause:ROUTE-3
  Rule: ROUTE-3 Secondary links: /informacoes-pre-atendimento/cotacao (request a quote), /informacoes-pre-atendimento/test-drive, /concessionarias (dealers), /institucional.

    Scenario: The top bar leads to the quote, the test drive, the dealers and Institucional
      Given a visitor opens the home page
      Then the header's menus link these pages:
        | Cotação         | /informacoes-pre-atendimento/cotacao    |
        | Test drive      | /informacoes-pre-atendimento/test-drive |
        | Concessionárias | /concessionarias                        |
        | Institucional   | /institucional                          |

  @clause:PRODUCT-5
  Rule: PRODUCT-5 It has a link to a customer area that lives on another site.

    Scenario: Every page links to the customer area, on a site of its own
      Given a visitor opens "/ofertas"
      Then the top bar links to the customer area on its own site

  @clause:ROLES-2
  Rule: ROLES-2 A link to a separate customer area (login on another site) exists; its behaviour is not shown.

    Scenario: The customer area, where customers sign in, is a separate site
      Given a visitor opens "/mundo-mit"
      Then the top bar links to the customer area on its own site

  @clause:CHROME-8
  Rule: CHROME-8 The sign-in with a search-engine company account is that company's 'G', named 'Entrar com Google', inside the customer-area links of the top bar and of the phone's menu: signing in happens in the customer area, on its own site, and this site signs no one in.
    Refines PRODUCT-10, ROLES-2.
    Why: The source shows the sign-in as an icon only, and signing in belongs to the customer area's own site.

    Scenario: The customer area shows the sign-in with a Google account as its 'G'
      Given a visitor opens the home page
      Then the customer-area link shows the icon "Entrar com Google"
