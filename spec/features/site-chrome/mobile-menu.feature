@header @mobile-header @mobile
Feature: The phone's menu
  Below 1080 px the 'Menu' button opens and closes the menu, which scrolls on
  its own; its Modelos and Mundo MIT entries are accordions that open and
  close their lists. Escape, or following one of its links, closes it. These
  scenarios run on a 390 px phone.

  @clause:MOBILE-1
  Rule: MOBILE-1 Mobile header: hamburger menu with accordions.

    Scenario: The hamburger opens a menu whose Modelos and Mundo MIT are accordions
      Given a visitor opens the home page
      Then the main menu is hidden behind the button "Menu"
      When the visitor opens the mobile menu
      Then the mobile menu is open
      And the mobile menu offers "Ofertas"
      And a screenshot of the window is attached as "Cabeçalho, menu aberto, 390 px"
      When the visitor clicks "Mundo MIT" in the main menu
      Then the menu "Mundo MIT" is open
      And the mobile menu is open

    Scenario: The menu scrolls past an open accordion to its last entries
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      And the visitor clicks "Modelos" in the main menu
      Then the menu "Modelos" is open
      When the visitor scrolls the mobile menu with the wheel until "Institucional" shows
      Then the mobile menu offers "Institucional"

  @clause:STATE-9
  Rule: STATE-9 Mobile menu toggles open or closed.

    Scenario: The hamburger opens and closes the menu
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the mobile menu is open
      When the visitor closes the mobile menu
      Then the main menu is hidden behind the button "Menu"

    Scenario: Closing the menu with an accordion open lets the page scroll, and the menu opens afresh
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      And the visitor clicks "Modelos" in the main menu
      And the visitor closes the mobile menu
      Then the main menu is hidden behind the button "Menu"
      And the page scrolls again
      When the visitor opens the mobile menu
      Then the menu "Modelos" is closed

  @clause:STATE-10
  Rule: STATE-10 The Modelos accordion toggles its model list.

    Scenario: The Modelos accordion opens and closes its model list
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      And the visitor clicks "Modelos" in the main menu
      Then the menu "Modelos" is open
      And the menu "Modelos" lists the SUVs "Pajero Sport, Eclipse Cross, Eclipse Cross Sport, Eclipse Cross Tarmac, Outlander"
      And the menu "Modelos" lists the pickups "L200 Triton Sport, Outdoor, Savana, Terra, Urban, Sport GLS Plus, GLS, GL, Triton Tarmac, Nova Triton"
      And a screenshot of the window is attached as "Cabeçalho, Modelos aberto, 390 px"
      When the visitor clicks "Modelos" in the main menu
      Then the menu "Modelos" is closed
      And the mobile menu is open

  @clause:CHROME-5
  Rule: CHROME-5 Escape closes what the visitor opened over the page (a menu panel, the phone's menu, the search or the city selection) and gives the focus back to the button that opened it, and while the city selection is open the Tab key keeps the focus inside it.
    Refines HEADER-10, STATE-4, STATE-8, STATE-9.
    Why: Keyboard and screen-reader visitors must be able to leave whatever they open as mouse visitors do, and find their place again.

    Scenario: Escape closes the menu and gives the focus back to its button
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      And the visitor tabs to the link "Ofertas"
      And the visitor presses Escape
      Then the main menu is hidden behind the button "Menu"
      And the button "Menu" that opens the menu has the focus

  @clause:CHROME-14
  Rule: CHROME-14 An open menu panel also closes when the visitor clicks outside the header or moves the focus out of the panel, and the phone's menu closes, as the panels do, when one of its links changes the page.
    Refines HEADER-10, STATE-7, STATE-9.
    Why: A menu left open over a page the visitor has moved on to hides that page, whichever way they moved on.

    Scenario: Following a link of the menu closes it
      Given a visitor opens the home page
      When the visitor follows "Mitsubishi Outdoor" in the menu "Mundo MIT"
      Then the address is at "/mundo-mit/mitsubishi-outdoor"
      And no menu is open
