@quality @accessibility
Feature: Everyone can use the site
  A visitor who reads with a screen reader, moves with the keyboard or needs
  strong contrast uses the same site as everyone else. Every page, at a
  desktop's and a phone's width, and every menu, panel and dialog while it is
  open, keeps the WCAG 2.0 and 2.1 rules of levels A and AA that an automated
  check tests, with no rule switched off. The pages below are a sample: the
  feature on every page runs the same check on all of them.

  @clause:A11Y-1
  Rule: A11Y-1 Every page, at a desktop's and at a phone's width, breaks none of the WCAG 2.0 and 2.1 level A and AA rules an automated accessibility check tests, with no rule switched off.
    Refines PRODUCT-11.
    Why: Brazil's inclusion law (Lei Brasileira de Inclusão) asks websites to be usable by everyone, and the automated rules are the floor every page can be held to.

    Scenario Outline: <page> breaks no accessibility rule (<device>)
      When a visitor opens "<page>"
      Then the page has no accessibility violations

      Examples:
        | page                                 | device  |
        | /                                    | desktop |
        | /concessionarias                     | desktop |

      @mobile
      Examples:
        | page                                 | device |
        | /informacoes-pre-atendimento/cotacao | phone  |

  @clause:A11Y-3
  Rule: A11Y-3 While open, each menu panel, the mobile menu and its accordions, the search with its results, the city selection with its cities and the cookie preferences break none of the WCAG 2.0 and 2.1 level A and AA rules an automated accessibility check tests.
    Refines HEADER-5, HEADER-8, MOBILE-1, PRODUCT-4, FOOTER-3.
    Why: What opens over a page is where a visitor chooses a model, a city or their privacy, and a check of the page at rest never sees it.

    Scenario: The Modelos panel is accessible while open
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the page has no accessibility violations

    Scenario: The Mundo MIT panel is accessible while open
      Given a visitor opens the home page
      When the visitor opens the menu "Mundo MIT"
      Then the page has no accessibility violations

    Scenario: The search is accessible while open, with results listed and one of them active
      Given a visitor opens the home page
      When the visitor opens the search
      And the visitor searches for "triton"
      And the visitor presses "ArrowDown" in the search
      Then the page has no accessibility violations

    @needs-virtual-clock
    Scenario: The city selection is accessible while open, with cities listed and one of them active
      Given a visitor opens the home page
      And the city selection has opened by itself
      When the visitor looks for the city "são"
      And the visitor presses "ArrowDown" in the city field
      Then the page has no accessibility violations

    Scenario: The cookie preferences are accessible while open
      Given a visitor opens the home page
      When the visitor opens the cookie preferences
      Then the page has no accessibility violations

    @mobile
    Scenario: The mobile menu is accessible while open, with the Modelos accordion open
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the page has no accessibility violations
      When the visitor clicks "Modelos" in the main menu
      Then the menu "Modelos" is open
      And the page has no accessibility violations

    @mobile
    Scenario: The Mundo MIT accordion is accessible while open
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      And the visitor clicks "Mundo MIT" in the main menu
      Then the menu "Mundo MIT" is open
      And the page has no accessibility violations

    @mobile @needs-virtual-clock
    Scenario: The city selection is accessible on a phone
      Given a visitor opens the home page
      And the city selection has opened by itself
      When the visitor looks for the city "rio"
      Then the page has no accessibility violations

    @mobile
    Scenario: The search and the cookie preferences are accessible on a phone
      Given a visitor opens the home page
      When the visitor opens the search
      And the visitor searches for "eclipse"
      Then the page has no accessibility violations
      When the visitor closes the search
      And the visitor opens the cookie preferences
      Then the page has no accessibility violations
