@tracking @consent
Feature: Marketing and analytics follow the visitor's cookie choices
  The site asks for consent in one of two ways, set for each deployment
  (GATSBY_CONSENT_MODE, see the README). By default, as the source spec
  describes the site, the tag manager, the social advertising pixel and the
  click-id cookie work from the first page, and the visitor may say no in the
  footer's cookie preferences ("notice"). A deployment may instead require the
  visitor's yes first ("opt-in"): there, a visitor who has not chosen is treated
  exactly as one who refused, which the scenarios below show in the default build
  and a property test proves for the opt-in mode.

  @clause:CONSENT-1 @clause:STATE-13 @clause:CHROME-7
  Scenario: Before any choice, the click id is kept and the preferences say so
    Given a visitor opens "/?gclid=abc"
    Then the browser keeps the click id "abc" in the gclid cookie for the whole site
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
    When the visitor opens the cookie preferences
    And the visitor presses "Aceitar todos" in the cookie preferences
    Then the browser keeps the click id "abc" in the gclid cookie for the whole site
    And the gclid cookie expires 90 days after the visitor said yes

  @mobile @clause:CONSENT-1
  Scenario: On a phone, a visitor who accepted earlier keeps the click id
    Given the visitor accepted analytics and marketing cookies on an earlier visit
    When a visitor opens "/ofertas?gclid=xyz&utm_source=aw"
    Then the browser keeps the click id "xyz" in the gclid cookie for the whole site
