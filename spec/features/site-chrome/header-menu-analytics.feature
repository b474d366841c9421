@header
Feature: What analysts see of the header's menus
  Every menu that opens, on a desktop or a phone, is reported to the data layer
  as a menuView, and every link of the menus that is followed as a menuClick,
  so analysts see which menus visitors open and where they go from them.

  @clause:ANALYTICS-2
  Rule: ANALYTICS-2 Data-layer event pushed: menuView.

    Scenario: Opening a panel pushes menuView
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the data layer received 1 menuView event

  @clause:TRACK-10
  Rule: TRACK-10 menuView is pushed when a menu panel opens, a desktop panel, the phone's menu or one of its accordions, with the label of the entry that opened it.
    Refines ANALYTICS-2.
    Why: The source names menuView, not when it is pushed nor what it carries.

    Scenario: Each panel is reported by its name as it opens, not as it closes
      Given a visitor opens the home page
      When the visitor clicks "Modelos" in the main menu
      Then the data layer received a menuView event for "Modelos"
      When the visitor clicks "Mundo MIT" in the main menu
      Then the data layer received a menuView event for "Mundo MIT"
      When the visitor clicks "Mundo MIT" in the main menu
      Then the menu "Mundo MIT" is closed
      And the data layer received 2 menuView events

    @mobile
    Scenario: On a phone the menu and its accordions are reported as they open, not as they close
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the data layer received a menuView event for "Menu"
      When the visitor clicks "Modelos" in the main menu
      Then the data layer received a menuView event for "Modelos"
      When the visitor clicks "Modelos" in the main menu
      And the visitor closes the mobile menu
      Then the main menu is hidden behind the button "Menu"
      And the data layer received 2 menuView events

  @clause:ANALYTICS-3
  Rule: ANALYTICS-3 Data-layer event pushed: menuClick.

    Scenario: Following a link of a panel pushes menuClick
      Given a visitor opens the home page
      When the visitor follows "Outlander" in the menu "Modelos"
      Then the data layer received 1 menuClick event

  @clause:TRACK-13
  Rule: TRACK-13 menuClick is pushed when a link of the header's menus is followed, with the menu's name as a screen reader announces it, the link's text and its target.
    Refines ANALYTICS-3.
    Why: The source names menuClick, not what it carries.

    Scenario: menuClick names the main menu, the link followed and its target
      Given a visitor opens the home page
      When the visitor follows "Outlander" in the menu "Modelos"
      Then the data layer received a menuClick event for "Outlander" in the menu "Menu principal", leading to "/suv-e-crossovers/outlander"
      When the visitor follows "Mitsubishi Cup" in the menu "Mundo MIT"
      Then the data layer received a menuClick event for "Mitsubishi Cup" in the menu "Menu principal", leading to "/mundo-mit/mitsubishi-cup"

