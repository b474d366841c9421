@city-selection
Feature: Choosing a city and keeping it
  The visitor chooses their city in the city selection. The browser keeps it
  under 'location' and every page reads it back as it loads, so the header
  names it at once, even when it is long. A value the site could not have
  written counts as no city, and a browser that refuses storage still lets the
  visitor choose, without an error message.

  @clause:PRODUCT-4 @needs-virtual-clock
  Rule: PRODUCT-4 It has a city selection.

    Scenario: The visitor chooses their city in the city selection
      Given a visitor opens the home page
      When 5 seconds pass
      And the visitor looks for the city "Itu"
      And the visitor chooses "Itu, SP" in the list of cities
      Then the city selection is closed
      And the header says "Estou em Itu"

  @clause:CHROME-20
  Rule: CHROME-20 Until a city is chosen the header's city button reads 'Escolha sua cidade', the source giving only 'Estou em {city}' for a chosen one.
    Refines HEADER-1, MOBILE-3.
    Why: The button must say something before there is a city to name, and that something should ask for one.

    Scenario: Before a city is chosen, the header asks for one
      Given a visitor opens the home page
      Then the header says "Escolha sua cidade"

  @clause:ENTITY-12 @needs-virtual-clock
  Rule: ENTITY-12 Location (client state): isOpened, id, cityName. Kept in browser storage under the key 'location'.

    Scenario: The chosen city is kept under 'location' as isOpened, id and cityName
      Given a visitor opens the home page
      When 5 seconds pass
      And the visitor looks for the city "São Paulo"
      And the visitor chooses "São Paulo, SP" in the list of cities
      Then the browser keeps under "location":
        | isOpened | id      | cityName  |
        | false    | 3550308 | São Paulo |

  @clause:CHROME-22 @needs-virtual-clock
  Rule: CHROME-22 Choosing a city, with a click or with Enter on the active option (or on the first when none is active), closes the selection and stores under 'location' isOpened false, the city's IBGE code as id, and its name as cityName.
    Refines ENTITY-12, PRODUCT-4.
    Why: The source names the location's fields but not their values, and the IBGE code is the one city id every Brazilian service knows.

    Scenario: The keyboard chooses the active city, or the first when none is active
      Given a visitor opens the home page
      When 5 seconds pass
      And the visitor looks for the city "Goiânia"
      And the visitor presses "ArrowDown" in the city field
      And the visitor presses "Enter" in the city field
      Then the city selection is closed
      And the header says "Estou em Goiânia"
      When the visitor clicks the city in the header
      And the visitor looks for the city "Recife"
      And the visitor presses "Enter" in the city field
      Then the header says "Estou em Recife"
      And the browser keeps under "location":
        | isOpened | id      | cityName |
        | false    | 2611606 | Recife   |

  @clause:STATE-1
  Rule: STATE-1 Location: read from browser storage on load.

    Scenario Outline: A city chosen on an earlier visit is read back as the page loads (<city>)
      Given the visitor chose "<city>" (IBGE <code>) on an earlier visit
      When a visitor opens the home page
      Then the header says "Estou em <city>"

      Examples:
        | city                             | code    |
        | Curitiba                         | 4106902 |
        | Vila Bela da Santíssima Trindade | 5105507 |

  @clause:ROBUST-3 @needs-virtual-clock
  Rule: ROBUST-3 Whatever the browser holds under the keys the site uses ('location', 'mit_gtm_uid' and 'cookiePreferences', and the session's 'gclid', 'fbclid', 'campanha' and 'source'), be it text that is not JSON, values of the wrong type or a megabyte of text, every page works as usual.
    Refines STATE-1, STATE-11, STATE-14.
    Why: Storage outlives versions of the site and anyone can edit it, so a bad value must never break a page.

    Scenario Outline: A stored value that is not a city counts as none (<what>)
      Given the browser keeps under "location" a record of:
        | isOpened   | id   | cityName   |
        | <isOpened> | <id> | <cityName> |
      When a visitor opens the home page
      Then the header says "Escolha sua cidade"
      When 5 seconds pass
      Then the city selection is open

      Examples:
        | what                       | isOpened | id | cityName |
        | a city without an id       | false    |    | Curitiba |
        | an id that is no IBGE code | false    | 12 | Curitiba |

  @clause:ERROR-2 @needs-virtual-clock @needs-early-script
  Rule: ERROR-2 No user-visible error messages are shown.

    Scenario: A browser that refuses storage still lets the visitor choose a city, and shows no error
      Given the visitor's browser denies the site its storage
      When a visitor opens the home page
      And 5 seconds pass
      Then the page shows no error message
      When the visitor looks for the city "belem"
      And the visitor chooses "Belém, PA" in the list of cities
      Then the header says "Estou em Belém"
      And the page shows no error message

  @clause:STEADY-1
  Rule: STEADY-1 No page moves under the visitor as it loads: from the first paint until the page is ready no element shifts (a cumulative layout shift of 0), at a desktop's and at a phone's width, on a first visit, for a returning visitor whose city is kept, and on a slow connection that brings the page in pieces.
    Refines PRODUCT-11, STATE-1, HEADER-1.
    Why: A page that moves as it loads makes a visitor tap the wrong thing.

    @steadiness
    Scenario Outline: With a city kept from an earlier visit, <page> does not move as it loads (<device>)
      Given the visitor chose "Vila Bela da Santíssima Trindade" (IBGE 5105507) on an earlier visit
      When a visitor opens "<page>"
      Then the header says "Estou em Vila Bela da Santíssima Trindade"
      And the page did not move as it loaded

      Examples:
        | page             | device  |
        | /                | desktop |
        | /concessionarias | desktop |

      @mobile
      Examples:
        | page             | device |
        | /                | phone  |
        | /concessionarias | phone  |
