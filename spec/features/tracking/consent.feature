@tracking @consent
Feature: Marketing and analytics follow the visitor's cookie choices
  The site asks for consent in one of two ways, set for each deployment
  (GATSBY_CONSENT_MODE, see the README) and stated in the head of every page,
  where the site's code reads it. By default, as the source spec describes the
  site, the tag manager, the social advertising pixel and the click-id cookie
  work from the first page, and the visitor may say no in the footer's cookie
  preferences ("notice"). A deployment may instead require the visitor's yes
  first ("opt-in"): there, a visitor who has not chosen is treated exactly as
  one who refused. The scenarios receive the pages stating the mode their rule
  names, so both modes are checked against any one deployment.

  Rule: In "notice" mode, the default, marketing works until the visitor says no

    Background:
      Given the deployment runs in the "notice" consent mode

    @clause:CONSENT-1 @clause:STATE-13 @clause:CHROME-7
    Scenario: Before any choice, the click id is kept and the preferences say so
      Given a visitor opens "/?gclid=abc"
      Then the page states it runs in the "notice" consent mode
      And the browser keeps the click id "abc" in the gclid cookie for the whole site
      When the visitor opens the cookie preferences
      Then the cookie category "Análise" is on
      And the cookie category "Marketing" is on

    @clause:CONSENT-1
    Scenario: A visitor who refused marketing gets no click-id cookie
      Given the visitor refused analytics and marketing cookies on an earlier visit
      When a visitor opens "/?gclid=abc"
      And the site has read the visitor's saved cookie choices
      Then the browser holds no gclid cookie
      But the session storage holds the campaign:
        | gclid | abc |

    @clause:CONSENT-1
    Scenario: Saying no to marketing removes the click-id cookie
      Given a visitor opens "/?gclid=abc"
      Then the browser keeps the click id "abc" in the gclid cookie for the whole site
      When the visitor opens the cookie preferences
      And the visitor presses "Recusar opcionais" in the cookie preferences
      Then the browser holds no gclid cookie

    @clause:CONSENT-1 @clause:STATE-13 @clause:CONST-2
    Scenario: Saying yes later keeps the click id of the visit for 90 days from then
      Given the visitor refused analytics and marketing cookies on an earlier visit
      When a visitor opens "/?gclid=abc"
      And the site has read the visitor's saved cookie choices
      Then the browser holds no gclid cookie
      When 3 seconds pass
      And the visitor opens the cookie preferences
      And the visitor presses "Aceitar todos" in the cookie preferences
      Then the browser keeps the click id "abc" in the gclid cookie for the whole site
      And the gclid cookie expires 90 days after the visitor said yes

    @mobile @clause:CONSENT-1
    Scenario: On a phone, a visitor who accepted earlier keeps the click id
      Given the visitor accepted analytics and marketing cookies on an earlier visit
      When a visitor opens "/ofertas?gclid=xyz&utm_source=aw"
      Then the browser keeps the click id "xyz" in the gclid cookie for the whole site

  Rule: In "opt-in" mode, nothing of marketing works until the visitor says yes

    Background:
      Given the deployment runs in the "opt-in" consent mode

    @clause:CONSENT-1 @clause:CHROME-7
    Scenario: Before any choice, no click-id cookie, the campaign is kept and the preferences start off
      Given a visitor opens "/?gclid=abc&utm_source=aw"
      Then the page states it runs in the "opt-in" consent mode
      When the site has read the visitor's saved cookie choices
      Then the browser holds no gclid cookie
      But the session storage holds the campaign:
        | gclid  | abc       |
        | source | r_sociais |
      When the visitor opens the cookie preferences
      Then the cookie category "Análise" is off
      And the cookie category "Marketing" is off

    @clause:CONSENT-1 @clause:CONST-2
    Scenario: Saying yes keeps the click id of the visit for 90 days from then
      Given a visitor opens "/?gclid=abc"
      And the site has read the visitor's saved cookie choices
      Then the browser holds no gclid cookie
      When 3 seconds pass
      And the visitor opens the cookie preferences
      And the visitor presses "Aceitar todos" in the cookie preferences
      Then the browser keeps the click id "abc" in the gclid cookie for the whole site
      And the gclid cookie expires 90 days after the visitor said yes

    @clause:CONSENT-1
    Scenario: Saying yes to analytics alone keeps no click-id cookie
      Given a visitor opens "/?gclid=abc"
      When the visitor opens the cookie preferences
      And the visitor switches on "Análise"
      And the visitor presses "Salvar preferências" in the cookie preferences
      Then the cookie preferences are closed
      And the browser holds no gclid cookie

    @clause:CONSENT-1
    Scenario: Saying yes to marketing alone keeps the click id
      Given a visitor opens "/?gclid=abc"
      When the visitor opens the cookie preferences
      And the visitor switches on "Marketing"
      And the visitor presses "Salvar preferências" in the cookie preferences
      Then the cookie preferences are closed
      And the browser keeps the click id "abc" in the gclid cookie for the whole site

    @clause:CONSENT-1 @clause:CHROME-7
    Scenario: The choice holds on the next page
      Given a visitor opens "/?gclid=abc"
      When the visitor opens the cookie preferences
      And the visitor presses "Aceitar todos" in the cookie preferences
      And the visitor moves within the site to "/ofertas"
      And the visitor opens the cookie preferences
      Then the cookie category "Análise" is on
      And the cookie category "Marketing" is on

    @mobile @clause:CONSENT-1
    Scenario: On a phone, a visitor who accepted earlier keeps the click id
      Given the visitor accepted analytics and marketing cookies on an earlier visit
      When a visitor opens "/ofertas?gclid=xyz&utm_source=aw"
      Then the page states it runs in the "opt-in" consent mode
      And the browser keeps the click id "xyz" in the gclid cookie for the whole site
