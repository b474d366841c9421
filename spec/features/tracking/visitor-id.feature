@tracking @visitor-id
Feature: Each visitor has one id
  The site gives every browser a random visitor id once and keeps it, so the
  analytics can tell returning visitors apart. The id is reported to the data
  layer on every page load, and not again when the visitor moves within the site.

  @clause:STATE-14 @clause:ANALYTICS-11 @clause:TRACK-8
  Scenario: A new visitor gets a random id, reported to the data layer
    Given a visitor opens the home page
    Then the visitor has an id kept in local storage as "mit_gtm_uid"
    And the visitor id is a random UUID
    And the data layer received a userId event with that id

  @clause:STATE-14 @clause:ANALYTICS-11 @clause:TRACK-8
  Scenario: The id stays the same across reloads and pages
    Given a visitor opens the home page
    Then the visitor has an id kept in local storage as "mit_gtm_uid"
    When the visitor reloads the page
    Then the visitor has an id kept in local storage as "mit_gtm_uid"
    And the data layer received a userId event with that id
    When the visitor follows the menu link "Ofertas"
    Then the visitor has an id kept in local storage as "mit_gtm_uid"
    And the data layer received 2 userId events
    When a visitor opens "/mit-agro"
    Then the visitor has an id kept in local storage as "mit_gtm_uid"
    And the data layer received a userId event with that id
    And the visitor id is the same as before

  @clause:STATE-14 @clause:TRACK-8
  Scenario: A new id only after the visitor cleared the site's data
    Given a visitor opens the home page
    Then the visitor has an id kept in local storage as "mit_gtm_uid"
    When the visitor clears the site's data and reloads the page
    Then the visitor has an id kept in local storage as "mit_gtm_uid"
    And the visitor id is a new one
    And the data layer received a userId event with that id

  @clause:STATE-14 @clause:TRACK-8 @clause:ANALYTICS-11
  Scenario: An id an earlier version of the site kept is kept as it is
    Given the browser keeps "GA1.2.1234567890.1700000000" under "mit_gtm_uid"
    When a visitor opens the home page
    Then the visitor id is still "GA1.2.1234567890.1700000000"
    And the data layer received a userId event with that id
