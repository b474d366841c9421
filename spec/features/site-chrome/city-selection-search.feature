@city-selection @needs-virtual-clock
Feature: Searching the cities
  The city selection finds any of Brazil's municipalities as a Brazilian
  visitor types it: letter case, accents and punctuation do not matter. It
  guides the search with a few cities at a time and a count of the others, and
  it works from the keyboard.

  @clause:CHROME-3
  Rule: CHROME-3 The city selection finds any of Brazil's municipalities, the IBGE list, whatever the letter case, accents and punctuation typed, every word typed having to appear in the name, and lists first the names that start with the query, then those with a word that starts with a query word, then the rest, alphabetically within each group.
    Refines PRODUCT-4.
    Why: A visitor must find their city among Brazil's 5,570 municipalities however they type it, and the likeliest match should come first.

    Scenario: A city is found without its accents, the names that start with the query first
      Given a visitor opens the home page
      When 5 seconds pass
      And the visitor looks for the city "sao paulo"
      Then the list of cities starts with:
        | São Paulo, SP             |
        | São Paulo das Missões, RS |
        | São Paulo de Olivença, AM |

    Scenario: Letter case does not matter either
      Given a visitor opens the home page
      When 5 seconds pass
      And the visitor looks for the city "GOIANIA"
      Then the list of cities starts with:
        | Goiânia, GO |

  @clause:CHROME-21
  Rule: CHROME-21 The city selection lists nothing until 2 letters are typed, then at most 8 cities, each with its state's abbreviation, and says how many matched so the visitor knows to keep typing.
    Refines PRODUCT-4.
    Why: One letter matches thousands of cities, a phone shows about eight at once, and the state tells apart towns of the same name.

    Scenario: The city selection guides the search
      Given a visitor opens the home page
      When 5 seconds pass
      Then the city selection says "Digite pelo menos 2 letras do nome da sua cidade."
      When the visitor looks for the city "s"
      Then the list of cities shows 0 cities
      And the city selection says "Digite pelo menos 2 letras do nome da sua cidade."
      When the visitor looks for the city "santa"
      Then the list of cities shows 8 cities
      And the city selection says something like "^Mostrando 8 de \d+ cidades\. Continue digitando para refinar\.$"
      When the visitor looks for the city "Xyzópolis"
      Then the city selection says "Nenhuma cidade encontrada para “Xyzópolis”."

  @clause:CHROME-5
  Rule: CHROME-5 Escape closes what the visitor opened over the page (a menu panel, the phone's menu, the search or the city selection) and gives the focus back to the button that opened it, and while the city selection is open the Tab key keeps the focus inside it.
    Refines HEADER-10, STATE-4, STATE-8, STATE-9.
    Why: Keyboard and screen-reader visitors must be able to leave whatever they open as mouse visitors do, and find their place again.

    Scenario: The focus moves into the city selection, stays there, and returns when Escape closes it
      Given the visitor chose "Curitiba" (IBGE 4106902) on an earlier visit
      When a visitor opens the home page
      And 5 seconds pass
      And the visitor clicks the city in the header
      Then the city field has the focus
      When the visitor looks for the city "rio"
      And the visitor presses Tab 12 times
      Then the focus is still inside the city selection
      When the visitor presses Escape
      Then the city selection is closed
      And the city button has the focus
