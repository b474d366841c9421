@header
Feature: Opening and closing the header's menus
  On a desktop the main menu's 'Modelos' and 'Mundo MIT' open panels, one at a
  time. Clicking the open entry closes its panel, and so does a change of page,
  the Escape key, a click elsewhere or the focus leaving the panel, so a panel
  never stays over a page the visitor has moved on to.

  @clause:HEADER-10
  Rule: HEADER-10 Clicking an open menu closes it.

    Scenario Outline: Clicking the open <menu> closes it
      Given a visitor opens the home page
      When the visitor clicks "<menu>" in the main menu
      Then the menu "<menu>" is open
      When the visitor clicks "<menu>" in the main menu
      Then the menu "<menu>" is closed

      Examples:
        | menu      |
        | Modelos   |
        | Mundo MIT |

  @clause:STATE-5
  Rule: STATE-5 Desktop menu: one item open or none.

    Scenario: Opening Mundo MIT closes Modelos: one panel is open at a time
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the menu "Modelos" is open
      And the menu "Mundo MIT" is closed
      When the visitor clicks "Mundo MIT" in the main menu
      Then the menu "Mundo MIT" is open
      And the menu "Modelos" is closed

  @clause:STATE-6
  Rule: STATE-6 Desktop menu: clicking the open item closes it.

    Scenario: Clicking the open item leaves none open
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      And the visitor clicks "Modelos" in the main menu
      Then no menu is open

  @clause:STATE-7
  Rule: STATE-7 Desktop menu: it closes on route change.

    Scenario: Following a link of a panel changes the route and closes the panel
      Given a visitor opens the home page
      When the visitor follows "Outlander" in the menu "Modelos"
      Then the address is at "/suv-e-crossovers/outlander"
      And no menu is open
      When the visitor follows "Mitsubishi Cup" in the menu "Mundo MIT"
      Then the address is at "/mundo-mit/mitsubishi-cup"
      And no menu is open

    Scenario Outline: A change of route the panel did not start closes it too: the browser's back button (<first>)
      Given a visitor opens "<first>"
      When the visitor moves within the site to "<second>"
      And the visitor opens the menu "Modelos"
      And the visitor goes back
      Then the page "<first>" is shown
      And the menu "Modelos" is closed

      Examples:
        | first                       | second                     |
        | /                           | /ofertas                   |
        | /suv-e-crossovers/outlander | /picapes/l200-triton-sport |

  @clause:CHROME-5
  Rule: CHROME-5 Escape closes what the visitor opened over the page (a menu panel, the phone's menu, the search or the city selection) and gives the focus back to the button that opened it, and while the city selection is open the Tab key keeps the focus inside it.
    Refines HEADER-10, STATE-4, STATE-8, STATE-9.
    Why: Keyboard and screen-reader visitors must be able to leave whatever they open as mouse visitors do, and find their place again.

    Scenario: Escape closes the panel and gives the focus back to its button
      Given a visitor opens the home page
      When the visitor opens the menu "Mundo MIT" from the keyboard
      Then the menu "Mundo MIT" is open
      When the visitor reaches with the keyboard "Mitsubishi Cup" in the menu "Mundo MIT"
      And the visitor presses Escape
      Then the menu "Mundo MIT" is closed
      And the button "Mundo MIT" of the main menu has the focus

  @clause:CHROME-14
  Rule: CHROME-14 An open menu panel also closes when the visitor clicks outside the header or moves the focus out of the panel, and the phone's menu closes, as the panels do, when one of its links changes the page.
    Refines HEADER-10, STATE-7, STATE-9.
    Why: A menu left open over a page the visitor has moved on to hides that page, whichever way they moved on.

    Scenario: A click outside the header closes the panel
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      And the visitor clicks on the page outside the header
      Then no menu is open
      And the page scrolls again

    Scenario: Tabbing past the last link of a panel closes it
      Given a visitor opens the home page
      When the visitor opens the menu "Mundo MIT" from the keyboard
      And the visitor reaches with the keyboard "MIT 4FUN" in the menu "Mundo MIT"
      And the visitor presses Tab 2 times
      Then no menu is open
