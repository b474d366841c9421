@quality @accessibility
Feature: Everyone can use the site
  A visitor who reads with a screen reader, moves with the keyboard or needs
  strong contrast uses the same site as everyone else. Every page, and every
  menu, panel and dialog while it is open, keeps the WCAG 2.0 and 2.1 rules of
  levels A and AA that axe checks, with no rule switched off.

  @clause:A11Y-1
  Scenario: The Modelos panel is accessible while open
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    Then the page has no accessibility violations

  @clause:A11Y-1
  Scenario: The Mundo MIT panel is accessible while open
    Given a visitor opens the home page
    When the visitor opens the menu "Mundo MIT"
    Then the page has no accessibility violations

  @clause:A11Y-1
  Scenario: The search is accessible while open, with results listed and one of them active
    Given a visitor opens the home page
    When the visitor opens the search
    And the visitor searches for "triton"
    And the visitor presses "ArrowDown" in the search
    Then the page has no accessibility violations

  @clause:A11Y-1
  Scenario: The city selection is accessible while open, with cities listed and one of them active
    Given a visitor opens the home page
    When 5 seconds pass
    Then the city selection is open
    When the visitor looks for the city "são"
    And the visitor presses "ArrowDown" in the city field
    Then the page has no accessibility violations

  @clause:A11Y-1
  Scenario: The cookie preferences are accessible while open
    Given a visitor opens the home page
    When the visitor opens the cookie preferences
    Then the page has no accessibility violations

  @mobile @clause:A11Y-1
  Scenario: The mobile menu is accessible while open, with the Modelos accordion open
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    Then the page has no accessibility violations
    When the visitor clicks "Modelos" in the main menu
    Then the menu "Modelos" is open
    And the page has no accessibility violations

  @mobile @clause:A11Y-1
  Scenario: The Mundo MIT accordion is accessible while open
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    And the visitor clicks "Mundo MIT" in the main menu
    Then the menu "Mundo MIT" is open
    And the page has no accessibility violations

  @mobile @clause:A11Y-1
  Scenario: The city selection is accessible on a phone
    Given a visitor opens the home page
    When 5 seconds pass
    And the visitor looks for the city "rio"
    Then the page has no accessibility violations

  @mobile @clause:A11Y-1
  Scenario: The search and the cookie preferences are accessible on a phone
    Given a visitor opens the home page
    When the visitor opens the search
    And the visitor searches for "eclipse"
    Then the page has no accessibility violations
    When the visitor closes the search
    And the visitor opens the cookie preferences
    Then the page has no accessibility violations

  @clause:A11Y-2
  Scenario: The keyboard alone skips to the content, with the page's first Tab
    Given a visitor opens the home page
    When the visitor presses Tab 1 time
    Then the link "Pular para o conteúdo" has the focus
    And the focused element shows on screen
    When the visitor presses Enter
    Then the main content has the focus

  @clause:A11Y-2 @clause:HEADER-5
  Scenario: The keyboard alone opens Modelos, walks its models and follows one
    Given a visitor opens the home page
    When the visitor tabs to the button "Modelos"
    And the visitor presses Enter
    Then the menu "Modelos" is open
    When the visitor tabs to the link "Outlander Lançamento"
    And the visitor follows the focused link with Enter
    Then the address is at "/suv-e-crossovers/outlander"
    And no menu is open

  @clause:A11Y-2 @clause:HEADER-8
  Scenario: The keyboard alone opens Mundo MIT and follows an event
    Given a visitor opens the home page
    When the visitor tabs to the button "Mundo MIT"
    And the visitor presses Space
    Then the menu "Mundo MIT" is open
    When the visitor tabs to the link "Mitsubishi Cup"
    And the visitor follows the focused link with Enter
    Then the address is at "/mundo-mit/mitsubishi-cup"

  @mobile @clause:A11Y-2 @clause:STATE-9 @clause:STATE-10
  Scenario: On a phone the keyboard alone opens the menu and a model of the Modelos accordion
    Given a visitor opens the home page
    When the visitor tabs to the button "Menu"
    And the visitor presses Enter
    Then the mobile menu is open
    When the visitor tabs to the button "Modelos"
    And the visitor presses Enter
    Then the menu "Modelos" is open
    When the visitor tabs to the link "Pajero Sport"
    And the visitor follows the focused link with Enter
    Then the address is at "/suv-e-crossovers/pajero-sport"

  @mobile @clause:A11Y-2
  Scenario: On a phone the keyboard alone opens the Mundo MIT accordion and follows an event
    Given a visitor opens the home page
    When the visitor tabs to the button "Menu"
    And the visitor presses Enter
    Then the mobile menu is open
    When the visitor tabs to the button "Mundo MIT"
    And the visitor presses Enter
    Then the menu "Mundo MIT" is open
    When the visitor tabs to the link "Mitsubishi Cup"
    And the visitor follows the focused link with Enter
    Then the address is at "/mundo-mit/mitsubishi-cup"

  @clause:A11Y-2 @clause:STATE-4
  Scenario: The keyboard alone chooses a city
    Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
    When a visitor opens the home page
    And 5 seconds pass
    And the visitor tabs to the button "Estou em Curitiba"
    And the visitor presses Enter
    Then the city selection is open
    And the city field has the focus
    When the visitor types "recife"
    And the visitor presses ArrowDown
    And the visitor presses Enter
    Then the header says "Estou em Recife"
    And the city button has the focus
