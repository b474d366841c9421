@catalogue
Feature: Every entry of the model lists leads to a real page
  The Modelos menu lists the SUVs and the pickups exactly as the source names
  them. An entry that is a model leads to the model's page; an entry that is a
  version of a model (a special series, a trim level) leads to the model's page
  with that version in view. The lists come with the site, not from a call.

  @clause:CONST-10
  Rule: CONST-10 SUV list: Pajero Sport, Eclipse Cross, Eclipse Cross Sport, Eclipse Cross Tarmac, Outlander.

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
  Rule: CONST-11 Pickup list: L200 Triton Sport, Outdoor, Savana, Terra, Urban, Sport GLS Plus, GLS, GL, Triton Tarmac, Nova Triton.

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

  @clause:CAT-1
  Rule: CAT-1 A menu entry that names a version of a model (Eclipse Cross Sport, Outdoor, Savana, Terra, Urban, GLS, GL) leads to that model's page anchored at the version's trim (/picapes/l200-triton-sport#l200-triton-sport-savana-2027), and the anchored version is on the page.
    Refines CONST-10, CONST-11.
    Why: The source lists versions as menu entries, while the catalogue has one page per model, and many visitors browse with an engine that keeps no scroll anchor, so the version must be in view on arrival there too.

    Scenario Outline: A special series entry shows its version on the model page
      When a visitor follows the <list> list's entry "<entry>"
      Then the version "<version>" is in view, marked "Série especial"

      Examples:
        | list   | entry               | version                   |
        | SUV    | Eclipse Cross Sport | Sport 1.5 Turbo CVT       |
        | pickup | Outdoor             | Outdoor 2.4 Diesel 4x4 AT |
        | pickup | Savana              | Savana 2.4 Diesel 4x4 AT  |
        | pickup | Terra               | Terra 2.4 Diesel 4x4 AT   |
        | pickup | Urban               | Urban 2.4 Diesel 4x4 AT   |

    Scenario Outline: A trim level entry leads to its own version on the model page
      When a visitor follows the pickup list's entry "<entry>"
      Then the address is at "/picapes/l200-triton-sport"
      And the address ends with the hash "<hash>"
      And the version "<version>" is in view

      Examples:
        | entry | hash                        | version               |
        | GLS   | #l200-triton-sport-gls-2027 | GLS 2.4 Diesel 4x4 AT |
        | GL    | #l200-triton-sport-gl-2027  | GL 2.4 Diesel 4x4 MT  |

    @mobile
    Scenario: On a phone, a trim level entry shows its version
      When a visitor follows the pickup list's entry "GL"
      Then the version "GL 2.4 Diesel 4x4 MT" is in view

    Scenario: In a browser that keeps no scroll anchor (Safari's), an entry still shows its version
      Given the visitor's browser keeps no anchor as the page grows, as Safari's
      When a visitor follows the pickup list's entry "Savana"
      Then the version "Savana 2.4 Diesel 4x4 AT" is in view, marked "Série especial"

  @clause:CAT-2
  Rule: CAT-2 The catalogue's 'Nova Triton' is the pickup the source calls 'All new Triton': its page is /picapes/new-triton under either name, and the menu entry 'Nova Triton' leads there.
    Refines ROUTE-6, ENTITY-5.
    Why: The source calls one pickup 'Nova Triton' in its list and 'All new Triton' in its route rule.

    Scenario: The 'Nova Triton' entry leads to /picapes/new-triton
      When a visitor follows the pickup list's entry "Nova Triton"
      Then the address is at "/picapes/new-triton"
      And the page shows the model "Nova Triton"

  @clause:CALL-10 @needs-virtual-clock @needs-request-log
  Rule: CALL-10 The menu's model list and the event list come from local data, not from calls.

    Scenario: The model lists and the events come with the site, not from calls
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      And a visitor opens the model page "/picapes/l200-triton-sport"
      And 60 seconds pass
      Then the pages called no service for models or events
