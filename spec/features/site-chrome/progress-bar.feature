@visibility @progress-bar @needs-virtual-clock
Feature: The progress bar of a slow change of page
  While the next page is on its way, a bar across the top of the window says
  so. It waits about a second, so a quick change shows none, and it goes as
  the page arrives. Going back or forward shows a page already seen at once.

  @clause:VISIBILITY-3 @needs-request-routing
  Rule: VISIBILITY-3 A progress bar shows during route changes.

    Scenario Outline: A change of page that takes long shows the progress bar until the page arrives (<device>)
      Given a visitor opens the home page
      And the content of "/ofertas" is slow to arrive
      When the visitor clicks the link "Ofertas" in the main menu
      And 3 seconds pass
      Then the progress bar shows
      When the content arrives
      Then the page "/ofertas" is shown

      Examples:
        | device  |
        | desktop |

      @mobile
      Examples:
        | device |
        | phone  |

  @clause:CHROME-9
  Rule: CHROME-9 The progress bar, named 'Carregando a página', appears across the top of the window only when a change of page is still loading after about one second, whichever link began it, and goes away when the new page shows, so a quicker change shows no bar.
    Refines VISIBILITY-3.
    Why: A bar that flashes on every quick change distracts more than it informs.

    @needs-request-routing
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

      @mobile
      Examples:
        | way                   | link              | page                       |
        | in the main menu      | MIT Agro          | /mit-agro                  |
        | in the menu "Modelos" | L200 Triton Sport | /picapes/l200-triton-sport |

    @needs-request-routing
    Scenario: The progress bar shows across the top of the window
      Given a visitor opens the home page
      And the content of "/ofertas" is slow to arrive
      When the visitor clicks the link "Ofertas" in the main menu
      And 1 second passes
      Then the progress bar shows across the top of the window
      And a screenshot of the window is attached as "Barra de progresso, 1280 px"
      When the content arrives
      Then the page "/ofertas" is shown

    Scenario: A quick change of page shows no progress bar
      Given a visitor opens the home page
      When the visitor follows the menu link "Ofertas"
      Then no progress bar shows, even a second later

  @clause:CHROME-27 @needs-request-routing
  Rule: CHROME-27 The browser's back and forward buttons show a page the visitor has already seen at once, without a progress bar, because the site keeps every page it has shown.
    Refines VISIBILITY-3.
    Why: Going back is expected to be instant, and a bar there would say a page is loading when none is.

    Scenario: Going back and forward shows the page at once, without a progress bar
      Given a visitor opens the home page
      When the visitor follows the menu link "Ofertas"
      And the content of "/" is slow to arrive
      And the visitor goes back
      Then the page "/" is shown within a second, without a progress bar
      When the visitor goes forward
      Then the page "/ofertas" is shown within a second, without a progress bar
