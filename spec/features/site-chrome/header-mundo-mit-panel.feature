@header
Feature: The Mundo MIT panel
  'Mundo MIT' in the main menu opens a panel listing the brand world: its own
  page, the four events, the ambassadors, the partnerships and MIT 4FUN, beside
  a logo that follows the entry pointed at. The logos and the lists come with
  the site, so the panel calls no service. On a phone the same list opens as an
  accordion of the menu.

  @clause:HEADER-8
  Rule: HEADER-8 'Mundo MIT' opens a panel listing the brand-world page, the four event names, ambassadors, partnerships and MIT 4FUN.

    Scenario Outline: Mundo MIT lists the brand world, the four events, ambassadors, partnerships and MIT 4FUN (<width> px)
      Given a visitor opens the home page
      When the visitor opens the menu "Mundo MIT"
      Then the menu "Mundo MIT" is open
      And the menu "Mundo MIT" lists these links:
        | Conheça o Mundo MIT     | /mundo-mit                         |
        | Mitsubishi Cup          | /mundo-mit/mitsubishi-cup          |
        | Mitsubishi Outdoor      | /mundo-mit/mitsubishi-outdoor      |
        | Mitsubishi Motorsports  | /mundo-mit/mitsubishi-motorsports  |
        | Mitsubishi Experience   | /mundo-mit/mitsubishi-experience   |
        | Embaixadores MIT        | /mundo-mit/embaixadores-mit        |
        | Patrocínios e Parcerias | /mundo-mit/patrocinios-e-parcerias |
        | MIT 4FUN                | /mit4fun                           |
      And a screenshot of the window is attached as "Cabeçalho, Mundo MIT aberto, <width> px"

      Examples:
        | width |
        | 1280  |

      @mobile
      Examples:
        | width |
        | 390   |

  @clause:HEADER-9
  Rule: HEADER-9 The Mundo MIT panel has a logo that changes on hover.

    Scenario Outline: Pointing at <entry> shows its logo
      Given a visitor opens the home page
      When the visitor opens the menu "Mundo MIT"
      Then the menu "Mundo MIT" shows the logo "Mitsubishi Motors"
      When the visitor points at "<entry>" in the menu "Mundo MIT"
      Then the menu "Mundo MIT" shows the logo "<logo>"

      Examples:
        | entry                 | logo                           |
        | Mitsubishi Cup        | Logotipo Mitsubishi Cup        |
        | Mitsubishi Experience | Logotipo Mitsubishi Experience |

    Scenario: The brand world and each event show a logo of their own
      Given a visitor opens the home page
      When the visitor opens the menu "Mundo MIT"
      Then pointing at each of these entries of the menu "Mundo MIT" shows a different picture as its logo:
        | Conheça o Mundo MIT    |
        | Mitsubishi Cup         |
        | Mitsubishi Outdoor     |
        | Mitsubishi Motorsports |
        | Mitsubishi Experience  |

  @clause:CHROME-16
  Rule: CHROME-16 The menu panels work from the keyboard as with a mouse: Modelos and Mundo MIT are buttons that tell assistive technology whether their panel is open, and reaching an entry with the keyboard changes the panel's picture as pointing at it does.
    Refines HEADER-5, HEADER-6, HEADER-8, HEADER-9.
    Why: Keyboard and screen-reader visitors must get what pointing gives a mouse user, and hear whether a panel is open.

    Scenario Outline: Opened and walked with the keyboard, the panel shows the logo of <entry>
      Given a visitor opens the home page
      When the visitor opens the menu "Mundo MIT" from the keyboard
      Then the menu "Mundo MIT" is open
      When the visitor reaches with the keyboard "<entry>" in the menu "Mundo MIT"
      Then the menu "Mundo MIT" shows the logo "<logo>"

      Examples:
        | entry                  | logo                            |
        | Mitsubishi Motorsports | Logotipo Mitsubishi Motorsports |
        | Embaixadores MIT       | Mitsubishi Motors               |

  @clause:CALL-9
  Rule: CALL-9 The menu uses the image address for model images only.

    Scenario: The panel's logos do not come from the image service, which is for model images only
      Given a visitor opens the home page
      When the visitor opens the menu "Mundo MIT"
      Then the menu "Mundo MIT" shows no image from the image service
      When the visitor points at "Mitsubishi Cup" in the menu "Mundo MIT"
      Then the menu "Mundo MIT" shows the logo "Logotipo Mitsubishi Cup"
      And the menu "Mundo MIT" shows no image from the image service

  @clause:CALL-10 @needs-virtual-clock @needs-request-log
  Rule: CALL-10 The menu's model list and the event list come from local data, not from calls.

    Scenario: The model lists and the events come with the site, not from calls
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      And the visitor opens the menu "Mundo MIT"
      And 60 seconds pass
      Then the pages called no service for models or events
