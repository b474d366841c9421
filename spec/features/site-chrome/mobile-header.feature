@header @mobile-header @mobile
Feature: The phone's header
  Below 1080 px the header shows the visitor's city, then a row with the 'Menu'
  button, the logo, the search and a user icon for the customer area. The
  service links, Institucional and the customer area move into the menu, whose
  Modelos and Mundo MIT accordions list their entries without pictures. These
  scenarios run on a 390 px phone.

  @clause:MOBILE-2
  Rule: MOBILE-2 Mobile header: a user icon linking to the customer area.

    Scenario: A user icon leads to the customer area
      Given a visitor opens the home page
      Then the header has a user icon leading to the customer area

  @clause:MOBILE-3
  Rule: MOBILE-3 Mobile header: the city name.

    Scenario: The header shows the city
      Given the visitor chose "Recife" (IBGE 2611606) on an earlier visit
      When a visitor opens the home page
      Then the header says "Estou em Recife"
      And a screenshot of the window is attached as "Cabeçalho com a cidade, 390 px"

  @clause:CHROME-11
  Rule: CHROME-11 Below 1080 px the header shows the city in its top bar above a row with the 'Menu' button, the logo, the search and the customer area's user icon, and the service links, Institucional and the customer area move into the menu, whose Modelos and Mundo MIT accordions list their entries without the panels' pictures.
    Refines CONST-3, MOBILE-1, MOBILE-2, MOBILE-3.
    Why: A phone has room for one row of controls, and a picture above an accordion's list would push its entries off the screen.

    Scenario: The service links and Institucional are in the menu, whose accordions show no pictures
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the mobile menu offers "Cotação"
      And the mobile menu offers "Test drive"
      And the mobile menu offers "Concessionárias"
      And the mobile menu offers "Institucional"
      When the visitor clicks "Modelos" in the main menu
      Then the menu "Modelos" shows no image
      When the visitor clicks "Mundo MIT" in the main menu
      Then the menu "Mundo MIT" shows no image

  @clause:ROUTE-3
  Rule: ROUTE-3 Secondary links: /informacoes-pre-atendimento/cotacao (request a quote), /informacoes-pre-atendimento/test-drive, /concessionarias (dealers), /institucional.

    Scenario: The menu's secondary links lead to the same pages as on a desktop
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the header's menus link these pages:
        | Cotação         | /informacoes-pre-atendimento/cotacao    |
        | Test drive      | /informacoes-pre-atendimento/test-drive |
        | Concessionárias | /concessionarias                        |
        | Institucional   | /institucional                          |

  @clause:PRODUCT-10
  Rule: PRODUCT-10 A sign-in with a search-engine company account is visible as an icon only; its behaviour is not shown.

    Scenario: The menu's customer-area link shows the sign-in with a Google account as an icon
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the customer-area link shows the icon "Entrar com Google"
