@quality @steadiness
Feature: A page does not move as it loads
  A page that moves as it loads makes a visitor tap the wrong thing. From the
  first paint until the page is ready nothing of it shifts, at a desktop's and
  a phone's width, whether the visitor comes for the first time or comes back
  with a city kept from an earlier visit, whose name replaces 'Escolha sua
  cidade' in the header, and on a slow connection that brings the page in
  pieces. The pages below are a sample: the feature on every page runs the
  same check on all of them.

  @clause:STEADY-1
  Rule: STEADY-1 No page moves under the visitor as it loads: from the first paint until the page is ready no element shifts (a cumulative layout shift of 0), at a desktop's and at a phone's width, on a first visit, for a returning visitor whose city is kept, and on a slow connection that brings the page in pieces.
    Refines PRODUCT-11, STATE-1, HEADER-1.
    Why: A page that moves as it loads makes a visitor tap the wrong thing.

    Scenario Outline: On a first visit, <page> does not move as it loads (<device>)
      When a visitor opens "<page>"
      Then the page did not move as it loaded

      Examples:
        | page | device  |
        | /    | desktop |

      @mobile
      Examples:
        | page                           | device |
        | /suv-e-crossovers/pajero-sport | phone  |

    @needs-request-routing
    Scenario Outline: On a slow connection, <page> does not move as it arrives in pieces (<device>)
      Given the visitor's connection is slow: each page arrives in pieces
      When a visitor opens "<page>"
      Then the page did not move as it loaded

      Examples:
        | page | device  |
        | /    | desktop |

      @mobile
      Examples:
        | page     | device |
        | /ofertas | phone  |

    Scenario Outline: With a city kept from an earlier visit, <page> does not move as it loads (<device>)
      Given the visitor chose "Vila Bela da Santíssima Trindade" (IBGE 5105507) on an earlier visit
      When a visitor opens "<page>"
      Then the header says "Estou em Vila Bela da Santíssima Trindade"
      And the page did not move as it loaded

      Examples:
        | page | device  |
        | /    | desktop |

      @mobile
      Examples:
        | page             | device |
        | /concessionarias | phone  |
