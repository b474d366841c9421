@visibility
Feature: Which pages show the header, the footer and the city selection
  The launch page of the new Outlander stands without the site's header; its
  VIP sign-up page stands alone, without the header, the footer or the city
  selection. A slow change of page shows a progress bar.

  @clause:VISIBILITY-1 @clause:VISIBILITY-2
  Scenario Outline: <page> <header> the header and <footer> the footer
    Given a visitor opens "<page>"
    Then the page <header> site header
    And the page <footer> site footer

    Examples:
      | page                     | header | footer |
      | /                        | has the  | has the  |
      | /ofertas                 | has the  | has the  |
      | /novo-outlander          | has no   | has the  |
      | /novo-outlander/form-vip | has no   | has no   |

  @clause:VISIBILITY-3 @clause:CHROME-9
  Scenario: A slow change of page shows the progress bar until the page arrives
    Given a visitor opens the home page
    And the content of "/ofertas" is slow to arrive
    When the visitor clicks the menu link "Ofertas"
    And 0.9 seconds pass
    Then no progress bar shows
    When 0.1 seconds pass
    Then the progress bar shows
    And a screenshot of the window is attached as "Barra de progresso, 1280 px"
    When the content arrives
    Then the page "/ofertas" is shown
    And no progress bar shows

  @mobile @clause:VISIBILITY-3 @clause:CHROME-9
  Scenario: On a phone too, a slow change of page shows the progress bar
    Given a visitor opens the home page
    And the content of "/mit-agro" is slow to arrive
    When the visitor clicks the menu link "MIT Agro"
    And 1 second passes
    Then the progress bar shows
    When the content arrives
    Then the page "/mit-agro" is shown
    And no progress bar shows

  @clause:CHROME-9
  Scenario: A quick change of page shows no progress bar
    Given a visitor opens the home page
    When the visitor follows the menu link "Ofertas"
    Then no progress bar shows
