@city-selection @needs-virtual-clock
Feature: When the city selection opens
  The site asks a new visitor where they are five seconds after their first
  page opens, so offers and dealers can be near them. The visitor may ask for
  the city selection at any time by clicking the city in the header, but the
  site shows it only once those five seconds have passed, and then only once
  by itself.

  @clause:STATE-2
  Rule: STATE-2 After 5 seconds, if no stored location exists, the location-selection modal opens.

    Scenario: Without a stored city, the city selection opens after 5 seconds, not before
      Given a visitor opens the home page
      When 4.9 seconds pass
      Then the city selection is closed
      When 0.1 seconds pass
      Then the city selection is open
      And a screenshot of the window is attached as "Seleção de cidade, 1280 px"

    Scenario: With a stored city, the city selection does not open by itself
      Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
      When a visitor opens the home page
      And 10 seconds pass
      Then the city selection is closed

  @clause:CONST-1
  Rule: CONST-1 Location modal delay: 5 seconds.

    Scenario: The delay is 5 seconds on any page the visitor lands on
      Given a visitor opens "/ofertas"
      When 4.9 seconds pass
      Then the city selection is closed
      When 0.1 seconds pass
      Then the city selection is open

  @clause:STATE-3
  Rule: STATE-3 The location modal is also allowed once that timer has run.

    Scenario: With a city chosen earlier, a click on the city before the timer shows nothing yet
      Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
      When a visitor opens the home page
      And 2 seconds pass
      And the visitor clicks the city in the header
      Then the city selection is closed
      When 2.9 seconds pass
      Then the city selection is closed

    Scenario: Without a stored city, a click on the city before the timer waits for the timer too
      Given a visitor opens the home page
      When 2 seconds pass
      And the visitor clicks the city in the header
      Then the city selection is closed
      When 3 seconds pass
      Then the city selection is open

  @clause:STATE-4
  Rule: STATE-4 Clicking the city name in the header reopens the location modal.

    Scenario: Clicking the city reopens the city selection
      Given a visitor opens the home page
      When 5 seconds pass
      And the visitor closes the city selection
      Then the city selection is closed
      When the visitor clicks the city in the header
      Then the city selection is open

  @clause:CHROME-2
  Rule: CHROME-2 A click on the city in the header, or on the dealer finder's city button, before the 5-second timer has run overrides STATE-4: it shows nothing yet, the wish is kept as the location's isOpened across moves within the site, and the selection opens when the timer runs out, while after the timer a click opens it at once.
    Refines STATE-3, STATE-4.
    Why: STATE-3 allows the modal only once the timer has run, so before then a click can neither open it, as STATE-4 would, nor be dropped without losing the visitor's wish.

    Scenario: A click on the city before the timer is kept, across a move within the site, and shows when the timer has run
      Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
      When a visitor opens the home page
      And 2 seconds pass
      And the visitor clicks the city in the header
      And the visitor moves within the site to "/ofertas"
      Then the city selection is closed
      When 3 seconds pass
      Then the city selection is open

    Scenario: Asked from the dealer finder before the timer, the city selection shows when the timer has run
      Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
      When a visitor opens "/concessionarias"
      And 2 seconds pass
      And the visitor asks to change the city of the dealer finder
      Then the city selection is closed
      When 3 seconds pass
      Then the city selection is open

  @clause:CHROME-18
  Rule: CHROME-18 The 5-second timer runs once per page load and does not start again when the visitor moves within the site, and once the selection has shown it does not open by itself again during that page load.
    Refines STATE-2, CONST-1.
    Why: The source gives the delay but not what a move within the site does to it, and asking twice in one visit would nag.

    Scenario: Moving within the site does not start the five seconds again
      Given a visitor opens the home page
      When 3 seconds pass
      And the visitor moves within the site to "/ofertas"
      And 2 seconds pass
      Then the city selection is open

    Scenario: Asked for before the timer, the city selection shows once, not a second time
      Given a visitor opens the home page
      When 2 seconds pass
      And the visitor clicks the city in the header
      And 3 seconds pass
      Then the city selection is open
      When the visitor presses Escape
      Then the city selection is closed
      When 10 seconds pass
      Then the city selection is closed

  @clause:CHROME-19
  Rule: CHROME-19 Closing the city selection without choosing stores nothing, so on the next page load it opens again after 5 seconds.
    Refines STATE-2, ENTITY-12.
    Why: A visitor who closes it has not told the site where they are, and the offers and dealers near them need that.

    Scenario: Closing without choosing stores nothing, and the next visit asks again
      Given a visitor opens the home page
      When 5 seconds pass
      And the visitor closes the city selection
      Then the browser keeps no city
      When the visitor reloads the page
      And 5 seconds pass
      Then the city selection is open
