@tracking @data-layer
Feature: The header's menus in the data layer
  Analysts see which menu panels visitors open and which menu links they
  follow, on a desktop and on a phone.

  @clause:ANALYTICS-2
  Rule: ANALYTICS-2 Data-layer event pushed: menuView.

    Scenario: Opening a menu panel is reported
      Given a visitor opens the home page
      When the visitor clicks "Modelos" in the main menu
      Then the data layer received a menuView event

  @clause:TRACK-10
  Rule: TRACK-10 menuView is pushed when a menu panel opens, a desktop panel, the phone's menu or one of its accordions, with the label of the entry that opened it.
    Refines ANALYTICS-2.
    Why: The source names menuView, not when it is pushed nor what it carries.

    Scenario: A desktop panel is reported once as it opens, with its label
      Given a visitor opens the home page
      When the visitor clicks "Mundo MIT" in the main menu
      Then the data layer received a menuView event for "Mundo MIT"
      When the visitor clicks "Mundo MIT" in the main menu
      Then the menu "Mundo MIT" is closed
      And the data layer received 1 menuView event

    @mobile
    Scenario: On a phone, the menu and its accordion are reported as they open, not as the menu closes
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the data layer received a menuView event for "Menu"
      When the visitor clicks "Modelos" in the main menu
      Then the data layer received a menuView event for "Modelos"
      When the visitor closes the mobile menu
      Then the data layer received 2 menuView events

  @clause:ANALYTICS-3
  Rule: ANALYTICS-3 Data-layer event pushed: menuClick.

    Scenario: Following a link of the header's menus is reported
      Given a visitor opens the home page
      When the visitor follows the menu link "Vendas Diretas"
      Then the data layer received a menuClick event

  @clause:TRACK-13
  Rule: TRACK-13 menuClick is pushed when a link of the header's menus is followed, with the menu's name as a screen reader announces it, the link's text and its target.
    Refines ANALYTICS-3.
    Why: The source names menuClick, not what it carries.

    Scenario Outline: A menu link followed is reported with its menu, its text and its target (<device>)
      Given a visitor opens the home page
      When the visitor follows the menu link "Vendas Diretas"
      Then the data layer received a menuClick event for "Vendas Diretas" in the menu "Menu principal", leading to "/vendas-diretas"
      When the visitor follows the link "Concessionárias" of the menu "Atendimento"
      Then the data layer received a menuClick event for "Concessionárias" in the menu "Atendimento", leading to "/concessionarias"
      When the visitor follows "Mitsubishi Cup" in the menu "Mundo MIT"
      Then the data layer received a menuClick event for "Mitsubishi Cup" in the menu "Menu principal", leading to "/mundo-mit/mitsubishi-cup"

      Examples:
        | device  |
        | desktop |

      @mobile
      Examples:
        | device |
        | phone  |
