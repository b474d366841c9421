@catalogue
Feature: Every entry of the model lists leads to a real page
  The Modelos menu lists the SUVs and the pickups exactly as the brand names
  them. An entry that is a model leads to the model's page; an entry that is a
  version of a model (a special series, a trim level) leads to the model's page
  with that version in view.

  @clause:CONST-10
  Scenario Outline: Every SUV entry leads to its model
    When a visitor follows the SUV list's entry "<entry>"
    Then the page shows the model "<model>"

    Examples:
      | entry                | model                |
      | Pajero Sport         | Pajero Sport         |
      | Eclipse Cross        | Eclipse Cross        |
      | Eclipse Cross Sport  | Eclipse Cross        |
      | Eclipse Cross Tarmac | Eclipse Cross Tarmac |
      | Outlander            | Outlander            |

  @clause:CONST-11
  Scenario Outline: Every pickup entry leads to its model
    When a visitor follows the pickup list's entry "<entry>"
    Then the page shows the model "<model>"

    Examples:
      | entry             | model                      |
      | L200 Triton Sport | L200 Triton Sport          |
      | Outdoor           | L200 Triton Sport          |
      | Savana            | L200 Triton Sport          |
      | Terra             | L200 Triton Sport          |
      | Urban             | L200 Triton Sport          |
      | Sport GLS Plus    | L200 Triton Sport GLS Plus |
      | GLS               | L200 Triton Sport          |
      | GL                | L200 Triton Sport          |
      | Triton Tarmac     | Triton Tarmac              |
      | Nova Triton       | Nova Triton                |

  @clause:CAT-1 @clause:CONST-11
  Scenario Outline: A special series entry shows its version on the model page
    When a visitor follows the pickup list's entry "<entry>"
    Then the version "<version>" is in view, marked "Série especial"

    Examples:
      | entry   | version                   |
      | Outdoor | Outdoor 2.4 Diesel 4x4 AT |
      | Savana  | Savana 2.4 Diesel 4x4 AT  |
      | Terra   | Terra 2.4 Diesel 4x4 AT   |
      | Urban   | Urban 2.4 Diesel 4x4 AT   |

  @clause:CAT-1 @clause:CONST-10
  Scenario: The Eclipse Cross Sport entry shows the special series
    When a visitor follows the SUV list's entry "Eclipse Cross Sport"
    Then the version "Sport 1.5 Turbo CVT" is in view, marked "Série especial"

  @clause:CAT-1 @clause:CONST-11 @mobile
  Scenario: On a phone, a trim level entry shows its version
    When a visitor follows the pickup list's entry "GL"
    Then the version "GL 2.4 Diesel 4x4 MT" is in view

  @clause:CAT-1 @clause:CONST-11
  Scenario Outline: A trim level entry leads to its own version on the model page
    When a visitor follows the pickup list's entry "<entry>"
    Then the address is at "/picapes/l200-triton-sport"
    And the address ends with the hash "<hash>"
    And the version "<version>" is in view

    Examples:
      | entry | hash                        | version               |
      | GLS   | #l200-triton-sport-gls-2027 | GLS 2.4 Diesel 4x4 AT |
      | GL    | #l200-triton-sport-gl-2027  | GL 2.4 Diesel 4x4 MT  |

  @clause:CAT-2 @clause:CONST-11
  Scenario: The 'Nova Triton' entry leads to /picapes/new-triton
    When a visitor follows the pickup list's entry "Nova Triton"
    Then the address is at "/picapes/new-triton"
    And the page shows the model "Nova Triton"

  @clause:CALL-10
  Scenario: The model lists and the events come with the site, not from calls
    Given a visitor opens the home page
    When the visitor opens the menu "Modelos"
    And a visitor opens the model page "/picapes/l200-triton-sport"
    And 60 seconds pass
    Then the pages called no service for models or events
