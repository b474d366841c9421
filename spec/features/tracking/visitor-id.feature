@tracking @visitor-id
Feature: Each visitor has one id
  The site gives every browser a random visitor id once and keeps it, so the
  analytics can tell returning visitors apart. The id is reported to the data
  layer on every page load, and not again when the visitor moves within the site.

  @clause:STATE-14
  Rule: STATE-14 A visitor id is generated once and stored in browser storage as mit_gtm_uid.

    Scenario: The id stays the same across reloads and pages
      Given a visitor opens the home page
      Then the visitor has an id kept in local storage as "mit_gtm_uid"
      When the visitor reloads the page
      Then the visitor has an id kept in local storage as "mit_gtm_uid"
      When the visitor follows the menu link "Ofertas"
      And a visitor opens "/mit-agro"
      Then the visitor has an id kept in local storage as "mit_gtm_uid"
      And the visitor id is the same as before

    Scenario: A new id only after the visitor cleared the site's data
      Given a visitor opens the home page
      Then the visitor has an id kept in local storage as "mit_gtm_uid"
      When the visitor clears the site's data and reloads the page
      Then the visitor has an id kept in local storage as "mit_gtm_uid"
      And the visitor id is a new one

  @clause:TRACK-8
  Rule: TRACK-8 A new visitor id is a random version-4 UUID, such as '3f2b8c1e-9a4d-4c7e-b1f0-5d6e7a8b9c0d'.
    Refines STATE-14.
    Why: An id that can be guessed, or that two browsers can share, would mix visitors up.

    Scenario: A new visitor gets a random version-4 UUID
      Given a visitor opens the home page
      Then the visitor has an id kept in local storage as "mit_gtm_uid"
      And the visitor id is a random version-4 UUID

  @clause:TRACK-23
  Rule: TRACK-23 An id already kept under 'mit_gtm_uid' that looks like a token, 8 to 128 letters, digits, '.', '_' or '-', is kept and reported as it is, and anything else there is replaced by a new id.
    Refines STATE-14.
    Why: Visitors who came before this site keep their id, while a value written there by someone else is not reported.

    Scenario: An id an earlier version of the site kept is kept and reported as it is
      Given the browser keeps "GA1.2.1234567890.1700000000" under "mit_gtm_uid"
      When a visitor opens the home page
      Then the visitor id is still "GA1.2.1234567890.1700000000"
      And the data layer received a userId event with that id

    Scenario: Something else kept under the id's key is replaced by a new id
      Given the browser keeps "<b>x</b>" under "mit_gtm_uid"
      When a visitor opens the home page
      Then the visitor has an id kept in local storage as "mit_gtm_uid"
      And the visitor id is a random version-4 UUID

  @clause:ANALYTICS-11
  Rule: ANALYTICS-11 Data-layer event pushed: userId.

    Scenario: A new visitor's id is reported to the data layer
      Given a visitor opens the home page
      Then the visitor has an id kept in local storage as "mit_gtm_uid"
      And the data layer received a userId event with that id

  @clause:TRACK-24
  Rule: TRACK-24 The userId event is pushed with the visitor id once on every full page load, a landing or a reload, and not on moves within the site.
    Refines ANALYTICS-11.
    Why: The tag manager starts afresh with every page load and needs the id again, but only once.

    Scenario: The id is reported on every page load, and not on a move within the site
      Given a visitor opens the home page
      When the visitor reloads the page
      Then the visitor has an id kept in local storage as "mit_gtm_uid"
      And the data layer received a userId event with that id
      When the visitor follows the menu link "Ofertas"
      Then the data layer received 2 userId events
      When a visitor opens "/mit-agro"
      Then the data layer received a userId event with that id
      And the data layer received 3 userId events
