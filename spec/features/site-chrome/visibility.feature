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
  Scenario Outline: A slow change of page through <way> shows the progress bar after a second, until the page arrives
    Given a visitor opens the home page
    And the content of "<page>" is slow to arrive
    When the visitor clicks the link "<link>" <way>
    And 0.9 seconds pass
    Then no progress bar shows
    When 0.1 seconds pass
    Then the progress bar shows
    When the content arrives
    Then the page "<page>" is shown
    And no progress bar shows, even a second later

    Examples:
      | way                   | link                | page                        |
      | in the main menu      | Ofertas             | /ofertas                    |
      | in the menu "Modelos" | Outlander           | /suv-e-crossovers/outlander |
      | on the page           | Conheça o Mundo MIT | /mundo-mit                  |
      | in the footer         | Institucional       | /institucional              |

  @clause:VISIBILITY-3 @clause:CHROME-9
  Scenario: The progress bar shows across the top of the window
    Given a visitor opens the home page
    And the content of "/ofertas" is slow to arrive
    When the visitor clicks the link "Ofertas" in the main menu
    And 1 second passes
    Then the progress bar shows across the top of the window
    And a screenshot of the window is attached as "Barra de progresso, 1280 px"
    When the content arrives
    Then the page "/ofertas" is shown

  @mobile @clause:VISIBILITY-3 @clause:CHROME-9
  Scenario Outline: On a phone too, a slow change of page through <way> shows the progress bar
    Given a visitor opens the home page
    And the content of "<page>" is slow to arrive
    When the visitor clicks the link "<link>" <way>
    And 1 second passes
    Then the progress bar shows
    When the content arrives
    Then the page "<page>" is shown
    And no progress bar shows, even a second later

    Examples:
      | way                   | link              | page                       |
      | in the main menu      | MIT Agro          | /mit-agro                  |
      | in the menu "Modelos" | L200 Triton Sport | /picapes/l200-triton-sport |

  @clause:VISIBILITY-3 @clause:CHROME-9
  Scenario: Going back shows the page at once: it is already in the browser, so no bar is needed
    Given a visitor opens the home page
    When the visitor follows the menu link "Ofertas"
    And the content of "/" is slow to arrive
    And the visitor goes back
    Then the page "/" is shown within a second, without a progress bar
    When the visitor goes forward
    Then the page "/ofertas" is shown within a second, without a progress bar

  @clause:CHROME-9
  Scenario: A quick change of page shows no progress bar
    Given a visitor opens the home page
    When the visitor follows the menu link "Ofertas"
    Then no progress bar shows, even a second later
