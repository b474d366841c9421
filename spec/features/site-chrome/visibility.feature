@visibility
Feature: Which pages show the header, the footer and the city selection
  Every page has the site's header and footer, an address that does not exist
  included. The launch page of the new Outlander stands without the header; its
  VIP sign-up page stands alone, without the header, the footer or the city
  selection, which waits for the next page of the visit.

  @clause:PRODUCT-3
  Rule: PRODUCT-3 It has a site-wide header and footer.

    Scenario Outline: <page> has the site's header and footer
      Given a visitor opens "<page>"
      Then the page has the site header
      And the page has the site footer

      Examples:
        | page       |
        | /          |
        | /mundo-mit |

    Scenario: The launch page keeps the footer, and so does an address that does not exist
      Given a visitor opens "/novo-outlander"
      Then the page has the site footer
      When the visitor opens the address "/pagina-que-nao-existe" that does not exist
      Then the page has the site header
      And the page has the site footer

  @clause:VISIBILITY-1
  Rule: VISIBILITY-1 Header hidden on novo-outlander and form-vip paths.

    Scenario Outline: <page> stands without the site's header
      Given a visitor opens "<page>"
      Then the page has no site header

      Examples:
        | page                     |
        | /novo-outlander          |
        | /novo-outlander/form-vip |

  @clause:VISIBILITY-2
  Rule: VISIBILITY-2 Footer and location modal hidden on form-vip paths.

    Scenario: The VIP sign-up has no footer
      Given a visitor opens "/novo-outlander/form-vip"
      Then the page has no site footer

    @needs-virtual-clock
    Scenario: The city selection does not show on a form-vip page
      Given a visitor opens "/novo-outlander/form-vip"
      When the wait before the city selection is over
      Then the city selection is closed
      When 60 seconds pass
      Then the city selection is closed

    @needs-virtual-clock
    Scenario: The city selection open on another page does not follow the visitor onto a form-vip page
      Given a visitor opens "/ofertas"
      And the city selection has opened by itself
      When the visitor moves within the site to "/novo-outlander/form-vip"
      Then the city selection is closed

  @clause:CHROME-4 @needs-virtual-clock
  Rule: CHROME-4 When the 5-second timer runs out on a form-vip page, or a visitor who asked for the city selection reaches one first, the selection does not show there but on the next page of the same visit that allows it.
    Refines VISIBILITY-2, STATE-2.
    Why: The VIP sign-up must not be interrupted, yet a visitor who leaves it should still be asked for their city.

    Scenario: The timer that ran out on a form-vip page shows the city selection on the next page
      Given a visitor opens "/novo-outlander/form-vip"
      When 60 seconds pass
      And the visitor moves within the site to "/ofertas"
      Then the city selection is open

    Scenario: A click on the city kept for later waits past a form-vip page too
      Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
      When a visitor opens the home page
      And 2 seconds pass
      And the visitor clicks the city in the header
      And the visitor moves within the site to "/novo-outlander/form-vip"
      And 3 seconds pass
      Then the city selection is closed
      When 60 seconds pass
      And the visitor moves within the site to "/ofertas"
      Then the city selection is open
