@header
Feature: The desktop header
  From 1080 px wide, every page starts with a thin top bar (the visitor's city,
  the service links, Institucional and the customer area) above the logo and
  the main menu. 'Modelos' and 'Mundo MIT' open panels; one is open at a time.

  @clause:HEADER-1 @clause:HEADER-2 @clause:HEADER-3 @clause:HEADER-4 @clause:PRODUCT-3 @clause:PRODUCT-5 @clause:ROLES-2 @clause:CHROME-1 @clause:ROUTE-1
  Scenario Outline: A thin top bar sits above the logo and the main menu (<width> px)
    Given a visitor opens the home page
    Then the page has the site header
    And the header offers the city button "Escolha sua cidade"
    And the header's service links are "Cotação", "Test drive" and "Concessionárias"
    And the top bar links to "/institucional" as "Institucional"
    And the top bar links to the customer area on its own site
    And the main menu sits below the top bar
    And the main menu reads:
      | Modelos               |
      | Ofertas               |
      | MIT Assinatura        |
      | Serviços e Benefícios |
      | Vendas Diretas        |
      | MIT Agro              |
      | MIT 4FUN              |
      | Mundo MIT             |

    Examples:
      | width |
      | 1280  |

    # The narrowest desktop: the header packs its entries closer, and drops none.
    @viewport:1080x800
    Examples:
      | width |
      | 1080  |

  @clause:PRODUCT-10 @clause:CHROME-8
  Scenario: The customer area shows the sign-in with a Google account as an icon
    Given a visitor opens the home page
    Then the customer-area link shows the icon "Entrar com Google"

  @clause:HEADER-5 @clause:CONST-5 @clause:CONST-6 @clause:CALL-9 @clause:CONST-10 @clause:CONST-11
  Scenario: Modelos opens a panel with a 560×397 model image, the SUVs and the pickups
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    Then the menu "Modelos" is open
    And the menu "Modelos" shows a model image of 560 by 397 pixels
    And every address of the menu "Modelos"'s model image asks the optimiser for quality 75
    And the model image shows "Pajero Sport" from the image service as "pajero-sport-estudio"
    And the menu "Modelos" lists the SUVs "Pajero Sport, Eclipse Cross, Eclipse Cross Sport, Eclipse Cross Tarmac, Outlander"
    And the menu "Modelos" lists the pickups "L200 Triton Sport, Outdoor, Savana, Terra, Urban, Sport GLS Plus, GLS, GL, Triton Tarmac, Nova Triton"
    And a screenshot of the window is attached as "Cabeçalho, Modelos aberto, 1280 px"

  @clause:CONST-6 @viewport:1080x800
  Scenario: On the narrowest desktop the model image is still 560×397
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    Then the menu "Modelos" shows a model image of 560 by 397 pixels

  @clause:HEADER-6 @clause:CALL-9
  Scenario Outline: The image follows the model the visitor <gesture>
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    And the visitor <gesture> "<model>" in the menu "Modelos"
    Then the model image shows "<model>" from the image service as "<image>"

    Examples:
      | gesture                   | model               | image                    |
      | points at                 | Outlander           | outlander-estudio        |
      | points at                 | Savana              | l200-triton-sport-savana |
      | reaches with the keyboard | Triton Tarmac       | triton-tarmac-estudio    |
      | reaches with the keyboard | Eclipse Cross Sport | eclipse-cross-sport      |

  @clause:HEADER-6
  Scenario: The image follows each model in turn, back to the first
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    And the visitor points at "Outlander" in the menu "Modelos"
    Then the model image shows "Outlander" from the image service as "outlander-estudio"
    When the visitor points at "Savana" in the menu "Modelos"
    Then the model image shows "Savana" from the image service as "l200-triton-sport-savana"
    When the visitor points at "Pajero Sport" in the menu "Modelos"
    Then the model image shows "Pajero Sport" from the image service as "pajero-sport-estudio"

  @clause:HEADER-7
  Scenario Outline: <model> carries the label '<badge>'
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    Then the model "<model>" in the menu carries the label "<badge>"

    Examples:
      | model                | badge          |
      | Outlander            | Lançamento     |
      | Triton Tarmac        | Lançamento     |
      | Eclipse Cross Tarmac | Lançamento     |
      | Eclipse Cross Sport  | Série especial |
      | Outdoor              | Série especial |
      | Savana               | Série especial |
      | Terra                | Série especial |
      | Urban                | Série especial |

  @clause:HEADER-7
  Scenario: Models that are neither a launch nor a special series carry no label
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    Then the model "Pajero Sport" in the menu carries no label
    And the model "Nova Triton" in the menu carries no label
    And the model "GL" in the menu carries no label

  @clause:HEADER-8 @clause:ROUTE-2 @clause:CALL-9 @clause:CALL-10
  Scenario: Mundo MIT opens a panel with the brand world, the four events, ambassadors, partnerships and MIT 4FUN
    Given a visitor opens the home page
    When the visitor opens the menu "Mundo MIT"
    Then the menu "Mundo MIT" is open
    And the menu "Mundo MIT" lists these links:
      | Conheça o Mundo MIT     | /mundo-mit                         |
      | Mitsubishi Cup          | /mundo-mit/mitsubishi-cup          |
      | Mitsubishi Outdoor      | /mundo-mit/mitsubishi-outdoor      |
      | Mitsubishi Motorsports  | /mundo-mit/mitsubishi-motorsports  |
      | Mitsubishi Experience   | /mundo-mit/mitsubishi-experience   |
      | Embaixadores MIT        | /mundo-mit/embaixadores-mit        |
      | Patrocínios e Parcerias | /mundo-mit/patrocinios-e-parcerias |
      | MIT 4FUN                | /mit4fun                           |
    And the menu "Mundo MIT" shows the logo "Mitsubishi Motors"
    And the menu "Mundo MIT" shows no image from the image service
    And the pages called no service for models or events
    And a screenshot of the window is attached as "Cabeçalho, Mundo MIT aberto, 1280 px"

  @clause:HEADER-9 @clause:CALL-9
  Scenario Outline: The logo follows the entry the visitor <gesture>
    Given a visitor opens the home page
    When the visitor opens the menu "Mundo MIT"
    And the visitor <gesture> "<entry>" in the menu "Mundo MIT"
    Then the menu "Mundo MIT" shows the logo "<logo>"

    Examples:
      | gesture                   | entry                  | logo                            |
      | points at                 | Mitsubishi Cup         | Logotipo Mitsubishi Cup         |
      | points at                 | Mitsubishi Experience  | Logotipo Mitsubishi Experience  |
      | reaches with the keyboard | Mitsubishi Motorsports | Logotipo Mitsubishi Motorsports |
      | reaches with the keyboard | Embaixadores MIT       | Mitsubishi Motors               |

  @clause:HEADER-9
  Scenario: The brand world and each event show a logo of their own
    Given a visitor opens the home page
    When the visitor opens the menu "Mundo MIT"
    Then pointing at each of these entries of the menu "Mundo MIT" shows a different picture as its logo:
      | Conheça o Mundo MIT    |
      | Mitsubishi Cup         |
      | Mitsubishi Outdoor     |
      | Mitsubishi Motorsports |
      | Mitsubishi Experience  |

  @clause:HEADER-10 @clause:STATE-6 @clause:ANALYTICS-2 @clause:TRACK-10
  Scenario Outline: Clicking the open item closes it (<menu>)
    Given a visitor opens the home page
    When the visitor clicks "<menu>" in the main menu
    Then the menu "<menu>" is open
    And the data layer received a menuView event for "<menu>"
    When the visitor clicks "<menu>" in the main menu
    Then the menu "<menu>" is closed
    And the data layer received 1 menuView event

    Examples:
      | menu      |
      | Modelos   |
      | Mundo MIT |

  @clause:STATE-5
  Scenario: One panel is open at a time
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    Then the menu "Modelos" is open
    And the menu "Mundo MIT" is closed
    When the visitor clicks "Mundo MIT" in the main menu
    Then the menu "Mundo MIT" is open
    And the menu "Modelos" is closed
    And the data layer received a menuView event for "Mundo MIT"

  @clause:STATE-7 @clause:ANALYTICS-3
  Scenario: Following a link of a panel changes the route and closes the panel
    Given a visitor opens the home page
    When the visitor follows "Outlander" in the menu "Modelos"
    Then the address is at "/suv-e-crossovers/outlander"
    And no menu is open
    And the page scrolls again
    And the data layer received a menuClick event for "Outlander" in the menu "Menu principal", leading to "/suv-e-crossovers/outlander"
    When the visitor follows "L200 Triton Sport" in the menu "Modelos"
    Then the address is at "/picapes/l200-triton-sport"
    And no menu is open
    When the visitor follows "Mitsubishi Cup" in the menu "Mundo MIT"
    Then the address is at "/mundo-mit/mitsubishi-cup"
    And the data layer received a menuClick event for "Mitsubishi Cup" in the menu "Menu principal", leading to "/mundo-mit/mitsubishi-cup"

  @clause:STATE-7
  Scenario: A change of route the panel did not start closes it too: the browser's back button
    Given a visitor opens the home page
    When the visitor follows the menu link "Ofertas"
    And the visitor opens the menu "Modelos"
    And the visitor goes back
    Then the page "/" is shown
    And the menu "Modelos" is closed
    And the page scrolls again

  @clause:STATE-7
  Scenario: Going back between two pages of one kind closes the panel too
    Given a visitor opens "/suv-e-crossovers/outlander"
    When the visitor follows "L200 Triton Sport" in the menu "Modelos"
    And the visitor opens the menu "Modelos"
    And the visitor goes back
    Then the page "/suv-e-crossovers/outlander" is shown
    And the menu "Modelos" is closed
    And the page scrolls again

  @clause:CHROME-5
  Scenario: Escape closes the panel and gives the focus back to its button
    Given a visitor opens the home page
    When the visitor opens the menu "Mundo MIT" from the keyboard
    Then the menu "Mundo MIT" is open
    When the visitor reaches with the keyboard "Mitsubishi Cup" in the menu "Mundo MIT"
    And the visitor presses Escape
    Then the menu "Mundo MIT" is closed
    And the button "Mundo MIT" of the main menu has the focus

  @clause:CHROME-5 @clause:CONST-3 @viewport:1080x800
  Scenario: Narrowing the window below 1080 px closes the panel and lets the page scroll
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    Then the menu "Modelos" is open
    When the window is resized to 1079 by 800 pixels
    Then no menu is open
    And the main menu is hidden behind the button "Menu"
    And the page scrolls again

  @clause:CHROME-5 @clause:CONST-3 @viewport:1079x800
  Scenario: Widening the window to 1080 px closes the phone's menu and lets the page scroll
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    And the window is resized to 1080 by 800 pixels
    Then no menu is open
    And the page scrolls again

  @clause:CHROME-5
  Scenario: A click outside the header closes the panel
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    And the visitor clicks on the page outside the header
    Then no menu is open
    And the page scrolls again

  @clause:ROUTE-1 @clause:ROUTE-3
  Scenario: The header's menus lead to the menu routes and the secondary links
    Given a visitor opens the home page
    When the visitor opens the menu "Mundo MIT"
    Then the header's menus link these pages:
      | Ofertas               | /ofertas                                |
      | MIT Assinatura        | /mit-assinatura                         |
      | Serviços e Benefícios | /servicos-beneficios                    |
      | Vendas Diretas        | /vendas-diretas                         |
      | MIT Agro              | /mit-agro                               |
      | MIT 4FUN              | /mit4fun                                |
      | Conheça o Mundo MIT   | /mundo-mit                              |
      | Cotação               | /informacoes-pre-atendimento/cotacao    |
      | Test drive            | /informacoes-pre-atendimento/test-drive |
      | Concessionárias       | /concessionarias                        |
      | Institucional         | /institucional                          |

  @clause:CHROME-5
  Scenario: Tabbing past the last link of a panel closes it
    Given a visitor opens the home page
    When the visitor opens the menu "Mundo MIT" from the keyboard
    And the visitor reaches with the keyboard "MIT 4FUN" in the menu "Mundo MIT"
    And the visitor presses Tab 2 times
    Then no menu is open
