@quality @accessibility
Feature: The keyboard alone reaches everything
  A visitor who cannot use a mouse moves with Tab, Enter, Space and the arrow
  keys. The first Tab on a page offers to skip the header; from there the
  keyboard opens every menu on a desktop and on a phone, follows their links
  and chooses a city, the focus always landing where the visitor expects it.

  @clause:A11Y-4
  Rule: A11Y-4 The first Tab on a page lands on a link 'Pular para o conteúdo' that shows on screen and moves the focus past the header to the page's main content.
    Refines PRODUCT-3.
    Why: A keyboard or screen-reader user should not have to walk the whole header on every page to reach what they came for.

    Scenario: The keyboard alone skips to the content, with the page's first Tab
      Given a visitor opens the home page
      When the visitor presses Tab 1 time
      Then the link "Pular para o conteúdo" has the focus
      And the focused element shows on screen
      When the visitor presses Enter
      Then the main content has the focus

  @clause:A11Y-2
  Rule: A11Y-2 The keyboard alone opens and walks each menu (the desktop panels, the mobile menu and its accordions), follows their links, chooses a city, the focus coming back to the city button, and fills and sends a form.
    Refines HEADER-5, HEADER-8, MOBILE-1, STATE-4, PRODUCT-11.
    Why: A visitor who cannot use a mouse must still reach everything the site presents.

    Scenario: The keyboard alone opens Modelos, walks its models and follows one
      Given a visitor opens the home page
      When the visitor tabs to the button "Modelos"
      And the visitor presses Enter
      Then the menu "Modelos" is open
      When the visitor tabs to the link "Outlander Lançamento"
      And the visitor follows the focused link with Enter
      Then the address is at "/suv-e-crossovers/outlander"
      And no menu is open

    Scenario: The keyboard alone opens Mundo MIT and follows an event
      Given a visitor opens the home page
      When the visitor tabs to the button "Mundo MIT"
      And the visitor presses Space
      Then the menu "Mundo MIT" is open
      When the visitor tabs to the link "Mitsubishi Cup"
      And the visitor follows the focused link with Enter
      Then the address is at "/mundo-mit/mitsubishi-cup"

    @mobile
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

    @mobile
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

    @needs-virtual-clock
    Scenario: The keyboard alone chooses a city
      Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
      When a visitor opens the home page
      And the wait before the city selection is over
      And the visitor tabs to the button "Estou em Curitiba"
      And the visitor presses Enter
      Then the city selection is open
      And the city field has the focus
      When the visitor types "recife"
      And the visitor presses ArrowDown
      And the visitor presses Enter
      Then the header says "Estou em Recife"
      And the city button has the focus
