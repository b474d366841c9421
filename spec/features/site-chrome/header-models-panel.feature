@header
Feature: The Modelos panel
  'Modelos' in the main menu opens a panel with a picture of a model and two
  lists, the SUVs and the pickups. Pointing at a model shows its picture, which
  comes from the importer's image service; the launches and the special series
  carry a label. On a phone or a tablet the same lists open as an accordion of
  the menu.

  @clause:HEADER-5
  Rule: HEADER-5 'Modelos' opens a panel with a model image (560x397) and two lists, SUVs and Pickups.

    Scenario: Modelos opens a panel with a 560×397 model image, the SUVs and the pickups
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the menu "Modelos" is open
      And the menu "Modelos" shows a model image of 560 by 397 pixels
      And the menu "Modelos" lists the SUVs "Pajero Sport, Eclipse Cross, Eclipse Cross Sport, Eclipse Cross Tarmac, Outlander"
      And the menu "Modelos" lists the pickups "L200 Triton Sport, Outdoor, Savana, Terra, Urban, Sport GLS Plus, GLS, GL, Triton Tarmac, Nova Triton"
      And a screenshot of the window is attached as "Cabeçalho, Modelos aberto, 1280 px"

  @clause:CONST-6
  Rule: CONST-6 Model menu image: 560x397.

    @viewport:1080x800
    Scenario: On the narrowest desktop the model image is still 560×397
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the menu "Modelos" shows a model image of 560 by 397 pixels

  @clause:CONST-5
  Rule: CONST-5 Default image quality: 75.

    Scenario: The model image is asked of the optimiser at quality 75
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then every address of the menu "Modelos"'s model image asks the optimiser for quality 75

  @clause:CALL-9
  Rule: CALL-9 The menu uses the image address for model images only.

    Scenario: The model image comes from the image service
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the model image shows "Pajero Sport" from the image service as "pajero-sport-estudio"

  @clause:CONST-10
  Rule: CONST-10 SUV list: Pajero Sport, Eclipse Cross, Eclipse Cross Sport, Eclipse Cross Tarmac, Outlander.

    @mobile
    Scenario: The SUVs, in the spec's order, on a phone too
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the menu "Modelos" lists the SUVs "Pajero Sport, Eclipse Cross, Eclipse Cross Sport, Eclipse Cross Tarmac, Outlander"

  @clause:CONST-11
  Rule: CONST-11 Pickup list: L200 Triton Sport, Outdoor, Savana, Terra, Urban, Sport GLS Plus, GLS, GL, Triton Tarmac, Nova Triton.

    @viewport:600x900
    Scenario: The pickups, in the spec's order, on a tablet too
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the menu "Modelos" lists the pickups "L200 Triton Sport, Outdoor, Savana, Terra, Urban, Sport GLS Plus, GLS, GL, Triton Tarmac, Nova Triton"

  @clause:HEADER-6
  Rule: HEADER-6 Hovering a model changes the image.

    Scenario Outline: Pointing at <model> shows its image
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      And the visitor points at "<model>" in the menu "Modelos"
      Then the model image shows "<model>" from the image service as "<image>"

      Examples:
        | model     | image                    |
        | Outlander | outlander-estudio        |
        | Savana    | l200-triton-sport-savana |

    Scenario: The image follows each model in turn, back to the first
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      And the visitor points at "Outlander" in the menu "Modelos"
      Then the model image shows "Outlander" from the image service as "outlander-estudio"
      When the visitor points at "Savana" in the menu "Modelos"
      Then the model image shows "Savana" from the image service as "l200-triton-sport-savana"
      When the visitor points at "Pajero Sport" in the menu "Modelos"
      Then the model image shows "Pajero Sport" from the image service as "pajero-sport-estudio"

  @clause:CHROME-16
  Rule: CHROME-16 The menu panels work from the keyboard as with a mouse: Modelos and Mundo MIT are buttons that tell assistive technology whether their panel is open, and reaching an entry with the keyboard changes the panel's picture as pointing at it does.
    Refines HEADER-5, HEADER-6, HEADER-8, HEADER-9.
    Why: Keyboard and screen-reader visitors must get what pointing gives a mouse user, and hear whether a panel is open.

    Scenario Outline: Opened and walked with the keyboard, the panel shows <model>'s image
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos" from the keyboard
      Then the menu "Modelos" is open
      When the visitor reaches with the keyboard "<model>" in the menu "Modelos"
      Then the model image shows "<model>" from the image service as "<image>"

      Examples:
        | model               | image                 |
        | Triton Tarmac       | triton-tarmac-estudio |
        | Eclipse Cross Sport | eclipse-cross-sport   |

  @clause:HEADER-7
  Rule: HEADER-7 Items carry a label 'Série especial' or 'Lançamento' (launch: Outlander, Triton Tarmac, Eclipse Cross Tarmac).

    Scenario Outline: <model> carries the label '<badge>'
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the model "<model>" in the menu carries the label "<badge>"

      Examples:
        | model                | badge          |
        | Outlander            | Lançamento     |
        | Triton Tarmac        | Lançamento     |
        | Eclipse Cross Tarmac | Lançamento     |
        | Eclipse Cross Sport  | Série especial |
        | Outdoor              | Série especial |
        | Savana               | Série especial |
        | Terra                | Série especial |
        | Urban                | Série especial |

    Scenario: Models that are neither a launch nor a special series carry no label
      Given a visitor opens the home page
      When the visitor opens the menu "Modelos"
      Then the model "Pajero Sport" in the menu carries no label
      And the model "Nova Triton" in the menu carries no label
      And the model "GL" in the menu carries no label
