@header
Feature: The header at each width
  The desktop header starts at 1080 px; below it the main menu hides behind the
  'Menu' button. Two more widths change the phone's header: from 600 px the top
  bar has room for Institucional and the Modelos accordion for two columns, and
  from 768 px the menu opens as a sheet beside the page. A menu open when the
  window crosses 1080 px closes.

  @clause:CONST-3
  Rule: CONST-3 Desktop layout breakpoint: 1080px (mobile header below it).

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

  @clause:CHROME-15
  Rule: CHROME-15 When the window crosses 1080 px either way, any open menu, a panel or the phone's menu, closes and the page scrolls again.
    Refines CONST-3, STATE-8.
    Why: A menu of one layout has no place in the other: left open, it would keep the page locked with nothing in view to close.

    @viewport:1080x800
    Scenario: Narrowing the window below 1080 px closes the panel and lets the page scroll
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the menu "Modelos" is open
      When the window is resized to 1079 by 800 pixels
      Then no menu is open
      And the main menu is hidden behind the button "Menu"
      And the page scrolls again

    @viewport:1079x800
    Scenario: Widening the window to 1080 px closes the phone's menu and lets the page scroll
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      And the window is resized to 1080 by 800 pixels
      Then no menu is open
      And the page scrolls again

  @clause:CONST-4
  Rule: CONST-4 Another mobile breakpoint at 600/768px.

    @viewport:600x900
    Scenario: At 600 px the top bar has room for Institucional
      Given a visitor opens the home page
      Then the top bar links to "/institucional" as "Institucional"

    @viewport:768x1024
    Scenario: At 768 px the menu opens beside the page
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the mobile menu opens beside the page, which stays in view

  @clause:CHROME-12
  Rule: CHROME-12 From 600 px the top bar also shows Institucional and the Modelos accordion lists the SUVs beside the pickups, while below 600 px Institucional is in the menu only and the two lists are stacked.
    Refines CONST-4.
    Why: The source names a breakpoint at 600 px but not what changes there, and a phone held sideways has room for a second column and a second link.

    @viewport:600x900
    Scenario: From 600 px the Modelos accordion lists the SUVs beside the pickups
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      And the visitor clicks "Modelos" in the main menu
      Then the SUV list stands beside the pickup list

    @viewport:599x900
    Scenario: Below 600 px Institucional moves into the menu, which stacks the SUVs above the pickups
      Given a visitor opens the home page
      Then the top bar does not show "Institucional"
      When the visitor opens the mobile menu
      Then the mobile menu offers "Institucional"
      When the visitor clicks "Modelos" in the main menu
      Then the SUV list stands above the pickup list

  @clause:CHROME-13
  Rule: CHROME-13 From 768 px the menu opens as a sheet beside the page, which stays in view, dimmed, and does not scroll, while below 768 px the menu covers the whole width of the window.
    Refines CONST-4, MOBILE-1.
    Why: On a tablet a menu as wide as the window would hide the page for no reason, and dimming the page shows the menu is a layer above it.

    @viewport:768x1024
    Scenario: From 768 px the menu opens beside the page, which is dimmed and does not scroll
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the mobile menu opens beside the page, which stays in view
      And the page beside the menu is dimmed
      And the page does not scroll

    @viewport:767x1024
    Scenario: Below 768 px the menu covers the page
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the mobile menu covers the width of the window
