@footer @cookie-preferences
Feature: The cookie preferences
  The footer of every page offers the cookie preferences, where a visitor says
  which cookies they accept (Brazil's data protection law, LGPD) and can change
  their mind at any time. The choice is kept in the browser for later visits.

  @clause:FOOTER-3
  Rule: FOOTER-3 The footer has a cookie-preferences link.

    Scenario Outline: The footer offers the cookie preferences (<page>)
      Given a visitor opens "<page>"
      Then the footer offers the cookie preferences

      Examples:
        | page            |
        | /               |
        | /novo-outlander |

  @clause:CHROME-7
  Rule: CHROME-7 The footer's 'Preferências de cookies' opens a dialog with three categories, 'Necessários' (always on, cannot be switched off), 'Análise' and 'Marketing', which shows the visitor's saved choices whenever it is opened again.
    Refines FOOTER-3.
    Why: Brazil's data protection law (LGPD) lets a visitor say which cookies they accept and change their mind at any time.

    Scenario: Three categories, the necessary cookies always on, and the saved choices shown again
      Given a visitor opens the home page
      When the visitor opens the cookie preferences
      Then the cookie category "Necessários" is on and cannot be switched off
      And a screenshot of the window is attached as "Preferências de cookies, 1280 px"
      When the visitor switches off "Marketing"
      And the visitor presses "Salvar preferências" in the cookie preferences
      And the visitor opens the cookie preferences
      Then the cookie category "Análise" is on
      And the cookie category "Marketing" is off
      When the visitor presses "Salvar preferências" in the cookie preferences
      And the visitor follows the menu link "Ofertas"
      And the visitor opens the cookie preferences
      Then the cookie category "Marketing" is off

  @clause:CHROME-26
  Rule: CHROME-26 'Salvar preferências', 'Aceitar todos' and 'Recusar opcionais' close the dialog, giving the focus back to its button, and store under 'cookiePreferences' in the browser version 1, necessary true, analytics, marketing and the moment saved, and a stored value of any other shape counts as no choice.
    Refines FOOTER-3.
    Why: The choice must last across visits, and a value the site could not have written must not decide what runs.

    Scenario: Saving and refusing close the dialog and keep the choice in the browser
      Given a visitor opens the home page
      When the visitor opens the cookie preferences
      And the visitor switches off "Marketing"
      And the visitor presses "Salvar preferências" in the cookie preferences
      Then the cookie preferences are closed
      And the cookie preferences button has the focus
      And the browser keeps under "cookiePreferences":
        | version | necessary | analytics | marketing | savedAt |
        | 1       | true      | true      | false     | now     |
      When the visitor opens the cookie preferences
      And the visitor presses "Recusar opcionais" in the cookie preferences
      Then the cookie preferences are closed
      And the browser keeps under "cookiePreferences":
        | version | necessary | analytics | marketing | savedAt |
        | 1       | true      | false     | false     | now     |

    @mobile
    Scenario: On a phone the visitor accepts every cookie
      Given a visitor opens the home page
      When the visitor opens the cookie preferences
      And the visitor presses "Aceitar todos" in the cookie preferences
      Then the cookie preferences are closed
      And the browser keeps under "cookiePreferences":
        | version | necessary | analytics | marketing | savedAt |
        | 1       | true      | true      | true      | now     |

    Scenario: Stored choices of another shape count as none, as if the visitor had not chosen
      Given the browser keeps under "cookiePreferences" a record of:
        | version | necessary | analytics |
        | 1       | false     | sim       |
      When a visitor opens the home page
      And the visitor opens the cookie preferences
      Then the cookie category "Análise" is on
      And the cookie category "Marketing" is on
