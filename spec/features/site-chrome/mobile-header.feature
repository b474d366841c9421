@header @mobile-header
Feature: The mobile header
  Below 1080 px the header shows the city, then a row with the hamburger, the
  logo, the search and a user icon for the customer area. The hamburger opens
  the menu, whose Modelos and Mundo MIT entries are accordions. Between 600
  and 1079 px the same menu uses the room it has.

  @mobile @clause:MOBILE-1 @clause:STATE-9 @clause:ANALYTICS-2 @clause:TRACK-10
  Scenario: The hamburger opens and closes the menu
    Given a visitor opens the home page
    Then the main menu is hidden behind the button "Menu"
    When the visitor opens the mobile menu
    Then the mobile menu is open
    And the data layer received a menuView event for "Menu"
    And the mobile menu offers "Ofertas"
    And the mobile menu offers "Cotação"
    And the mobile menu offers "Institucional"
    And a screenshot of the window is attached as "Cabeçalho, menu aberto, 390 px"
    When the visitor closes the mobile menu
    Then the main menu is hidden behind the button "Menu"
    And the data layer received 1 menuView event

  @mobile @clause:STATE-10 @clause:MOBILE-1 @clause:ANALYTICS-2 @clause:TRACK-10 @clause:CONST-10 @clause:CONST-11
  Scenario: The Modelos accordion toggles its model list
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    And the visitor clicks "Modelos" in the main menu
    Then the menu "Modelos" is open
    And the menu "Modelos" lists the SUVs "Pajero Sport, Eclipse Cross, Eclipse Cross Sport, Eclipse Cross Tarmac, Outlander"
    And the menu "Modelos" lists the pickups "L200 Triton Sport, Outdoor, Savana, Terra, Urban, Sport GLS Plus, GLS, GL, Triton Tarmac, Nova Triton"
    And the model "Outlander" in the menu carries the label "Lançamento"
    And the menu "Modelos" shows no image
    And the data layer received a menuView event for "Modelos"
    And a screenshot of the window is attached as "Cabeçalho, Modelos aberto, 390 px"
    When the visitor clicks "Modelos" in the main menu
    Then the menu "Modelos" is closed
    And the mobile menu is open

  @mobile @clause:STATE-9 @clause:MOBILE-1
  Scenario: The menu scrolls past an open accordion, and closing it lets the page scroll and starts afresh
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    And the visitor clicks "Modelos" in the main menu
    Then the menu "Modelos" is open
    When the visitor scrolls the mobile menu with the wheel until "Institucional" shows
    And the visitor closes the mobile menu
    Then the main menu is hidden behind the button "Menu"
    And the page scrolls again
    When the visitor opens the mobile menu
    Then the menu "Modelos" is closed

  @mobile @clause:ROUTE-3 @clause:MOBILE-1
  Scenario: On a phone the menu's secondary links lead to the same pages
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    Then the header's menus link these pages:
      | Cotação         | /informacoes-pre-atendimento/cotacao    |
      | Test drive      | /informacoes-pre-atendimento/test-drive |
      | Concessionárias | /concessionarias                        |
      | Institucional   | /institucional                          |

  @mobile @clause:PRODUCT-10
  Scenario: On a phone the menu's customer-area link shows the sign-in with a Google account as an icon
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    Then the customer-area link shows the icon "Entrar com Google"

  @mobile @clause:MOBILE-1 @clause:HEADER-8
  Scenario: The Mundo MIT accordion lists the brand world
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    And the visitor clicks "Mundo MIT" in the main menu
    Then the menu "Mundo MIT" is open
    And the menu "Mundo MIT" shows no image
    And the menu "Mundo MIT" lists these links:
      | Conheça o Mundo MIT     | /mundo-mit                         |
      | Mitsubishi Cup          | /mundo-mit/mitsubishi-cup          |
      | Mitsubishi Outdoor      | /mundo-mit/mitsubishi-outdoor      |
      | Mitsubishi Motorsports  | /mundo-mit/mitsubishi-motorsports  |
      | Mitsubishi Experience   | /mundo-mit/mitsubishi-experience   |
      | Embaixadores MIT        | /mundo-mit/embaixadores-mit        |
      | Patrocínios e Parcerias | /mundo-mit/patrocinios-e-parcerias |
      | MIT 4FUN                | /mit4fun                           |
    And a screenshot of the window is attached as "Cabeçalho, Mundo MIT aberto, 390 px"
    When the visitor follows "Mitsubishi Outdoor" in the menu "Mundo MIT"
    Then the address is at "/mundo-mit/mitsubishi-outdoor"
    And no menu is open

  @mobile @clause:MOBILE-2 @clause:ROLES-2 @clause:PRODUCT-5
  Scenario: A user icon leads to the customer area
    Given a visitor opens the home page
    Then the header has a user icon leading to the customer area

  @mobile @clause:MOBILE-3
  Scenario: The header shows the city
    Given the visitor chose "Recife" (IBGE 2611606) on an earlier visit
    When a visitor opens the home page
    Then the header says "Estou em Recife"

  @mobile @clause:CHROME-5
  Scenario: Escape closes the mobile menu and gives the focus back to the hamburger
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    And the visitor tabs to the link "Ofertas"
    And the visitor presses Escape
    Then the main menu is hidden behind the button "Menu"
    And the button "Menu" that opens the menu has the focus

  @clause:CONST-3 @clause:CHROME-1
  Scenario Outline: The desktop header starts at 1080 px (<width> px)
    Given a visitor opens the home page
    Then <what>

    @viewport:1080x800
    Examples:
      | width | what                                           |
      | 1080  | the main menu is in view without a menu button |

    @viewport:1079x800
    Examples:
      | width | what                                             |
      | 1079  | the main menu is hidden behind the button "Menu" |

  @viewport:600x900 @clause:CONST-4 @clause:CHROME-1 @clause:CONST-10 @clause:CONST-11
  Scenario: From 600 px the top bar shows Institucional and the menu lists SUVs beside pickups
    Given a visitor opens the home page
    Then the top bar links to "/institucional" as "Institucional"
    When the visitor opens the mobile menu
    And the visitor clicks "Modelos" in the main menu
    Then the SUV list stands beside the pickup list
    And the menu "Modelos" lists the SUVs "Pajero Sport, Eclipse Cross, Eclipse Cross Sport, Eclipse Cross Tarmac, Outlander"
    And the menu "Modelos" lists the pickups "L200 Triton Sport, Outdoor, Savana, Terra, Urban, Sport GLS Plus, GLS, GL, Triton Tarmac, Nova Triton"
    And the mobile menu covers the width of the window

  @viewport:599x900 @clause:CONST-4 @clause:CHROME-1
  Scenario: Below 600 px Institucional moves into the menu, which stacks the SUVs above the pickups
    Given a visitor opens the home page
    Then the top bar does not show "Institucional"
    When the visitor opens the mobile menu
    Then the mobile menu offers "Institucional"
    When the visitor clicks "Modelos" in the main menu
    Then the SUV list stands above the pickup list

  @viewport:768x1024 @clause:CONST-4 @clause:CHROME-1
  Scenario: From 768 px the menu opens beside the page
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    Then the mobile menu opens beside the page, which stays in view
    And the page beside the menu is dimmed
    And the page does not scroll

  @viewport:767x1024 @clause:CONST-4 @clause:CHROME-1
  Scenario: Below 768 px the menu covers the page
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    Then the mobile menu covers the width of the window
