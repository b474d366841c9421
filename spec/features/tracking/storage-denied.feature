@tracking @storage-denied
Feature: The site works when the browser denies it storage
  Some visitors block site data. The data layer then goes without the visitor
  id, says so in the console for whoever debugs the tags, and the visitor sees
  nothing of it.

  @clause:ERROR-1 @clause:ERROR-2 @clause:TRACK-9 @clause:TRACK-4
  Scenario: Storage is denied: one console error about the data layer, and the site goes on
    Given the visitor's browser denies the site its storage
    And a visitor opens "/?gclid=abc&utm_source=aw&campanha=verao"
    Then a console error about the data layer was logged
    And the data layer received 0 userId events
    And the page shows no error message
    And the browser keeps the click id "abc" in the gclid cookie for the whole site
    When the visitor follows the menu link "Ofertas"
    Then the address is at "/ofertas"
    And the data layer received a pageLoad event for "/ofertas" with the page type "offers"
    And the page shows no error message
