@tracking @consent @needs-request-routing
Feature: The click-id cookie and the cookie preferences follow the visitor's consent
  The site asks for consent in one of two ways, set for each deployment and
  stated in the head of every page, where the site's code reads it. By default,
  as the source spec describes the site, the tag manager, the social
  advertising pixel and the click-id cookie work from the first page, and the
  visitor may say no in the footer's cookie preferences ("notice"). A
  deployment may instead require the visitor's yes first ("opt-in"): there, a
  visitor who has not chosen is treated exactly as one who refused. Each
  scenario receives the pages stating the way it names, so both are checked
  against any one deployment. The tags' side is in tags.feature.

  @clause:CONSENT-1
  Rule: CONSENT-1 Each deployment asks for consent in one of two ways, 'notice', the default, where the tag manager, the pixel and the gclid cookie work from the first page until the visitor says no, or 'opt-in', where none of them works before the visitor says yes, which overrides the source's tags and cookie that are always there.
    Refines ANALYTICS-12, ANALYTICS-13, STATE-13.
    Why: Brazil's data protection law (LGPD) may be read as asking first, while the source describes a site that loads everything and lets the visitor refuse.

    Scenario: By default, the click id is kept from the first page
      Given the deployment runs in the "notice" consent mode
      When a visitor opens "/?gclid=abc"
      Then the page states it runs in the "notice" consent mode
      And the browser keeps the click id "abc" in the gclid cookie

    Scenario: Asking first, no click-id cookie before a choice, while the campaign is kept
      Given the deployment runs in the "opt-in" consent mode
      When a visitor opens "/?gclid=abc&utm_source=aw"
      Then the page states it runs in the "opt-in" consent mode
      When the site has read the visitor's saved cookie choices
      Then the browser holds no gclid cookie
      But the session storage holds the campaign:
        | gclid  | abc       |
        | source | r_sociais |

  @clause:CONSENT-2
  Rule: CONSENT-2 The visitor's saved choice always wins over the deployment's way of asking: the tag manager needs 'Análise', the pixel and the gclid cookie need 'Marketing'.
    Refines ANALYTICS-12, ANALYTICS-13, STATE-13.
    Why: The law lets every visitor say no, and each tag serves a purpose the visitor can refuse on its own.

    Scenario: By default, a visitor who refused marketing on an earlier visit gets no click-id cookie
      Given the deployment runs in the "notice" consent mode
      And the visitor refused analytics and marketing cookies on an earlier visit
      When a visitor opens "/?gclid=abc"
      And the site has read the visitor's saved cookie choices
      Then the browser holds no gclid cookie

    Scenario: Asking first, yes to Análise alone keeps no click-id cookie
      Given the deployment runs in the "opt-in" consent mode
      When a visitor opens "/?gclid=abc"
      And the visitor opens the cookie preferences
      And the visitor switches on "Análise"
      And the visitor presses "Salvar preferências" in the cookie preferences
      Then the cookie preferences are closed
      And the browser holds no gclid cookie

    Scenario: Asking first, yes to Marketing alone keeps the click id
      Given the deployment runs in the "opt-in" consent mode
      When a visitor opens "/?gclid=abc"
      And the visitor opens the cookie preferences
      And the visitor switches on "Marketing"
      And the visitor presses "Salvar preferências" in the cookie preferences
      Then the cookie preferences are closed
      And the browser keeps the click id "abc" in the gclid cookie

    @mobile
    Scenario: Asking first, on a phone, a visitor who accepted on an earlier visit keeps the click id
      Given the deployment runs in the "opt-in" consent mode
      And the visitor accepted analytics and marketing cookies on an earlier visit
      When a visitor opens "/ofertas?gclid=xyz&utm_source=aw"
      Then the browser keeps the click id "xyz" in the gclid cookie

  @clause:CONSENT-3 @needs-virtual-clock
  Rule: CONSENT-3 A yes given later on the page loads at once the tags it allows and sets the gclid cookie from the landing's click id, for 90 days from the yes.
    Refines ANALYTICS-12, ANALYTICS-13, STATE-13, CONST-2.
    Why: The visit that brought the visitor still counts once they agree, and the cookie's days start when it may be kept.

    Scenario Outline: A yes given later keeps the click id of the visit for 90 days from the yes (<mode>)
      Given the deployment runs in the "<mode>" consent mode
      And the visitor refused analytics and marketing cookies on an earlier visit
      When a visitor opens "/?gclid=abc"
      And the site has read the visitor's saved cookie choices
      Then the browser holds no gclid cookie
      When 3 seconds pass
      And the visitor opens the cookie preferences
      And the visitor presses "Aceitar todos" in the cookie preferences
      Then the browser keeps the click id "abc" in the gclid cookie
      And the gclid cookie expires 90 days after the visitor said yes

      Examples:
        | mode   |
        | notice |
        | opt-in |

  @clause:CONSENT-4
  Rule: CONSENT-4 A no to 'Marketing' removes the gclid cookie already set.
    Refines STATE-13.
    Why: A refusal takes back what the site kept before it.

    Scenario: Saying no to marketing removes the click-id cookie
      Given the deployment runs in the "notice" consent mode
      When a visitor opens "/?gclid=abc"
      Then the browser keeps the click id "abc" in the gclid cookie
      When the visitor opens the cookie preferences
      And the visitor presses "Recusar opcionais" in the cookie preferences
      Then the browser holds no gclid cookie

  @clause:CONSENT-5
  Rule: CONSENT-5 Before any choice the cookie preferences show 'Análise' and 'Marketing' as the deployment's way of asking has them, on for 'notice' and off for 'opt-in', and after a choice they show that choice.
    Refines FOOTER-3.
    Why: The preferences must tell the visitor what holds now, not what a visitor of another deployment would see.

    Scenario Outline: Before any choice, the preferences show what the deployment's way of asking allows (<mode>)
      Given the deployment runs in the "<mode>" consent mode
      When a visitor opens the home page
      And the visitor opens the cookie preferences
      Then the cookie category "Análise" is <state>
      And the cookie category "Marketing" is <state>

      Examples:
        | mode   | state |
        | notice | on    |
        | opt-in | off   |

    Scenario: Asking first, a yes given on one page shows on the next
      Given the deployment runs in the "opt-in" consent mode
      When a visitor opens "/?gclid=abc"
      And the visitor opens the cookie preferences
      And the visitor presses "Aceitar todos" in the cookie preferences
      And the visitor moves within the site to "/ofertas"
      And the visitor opens the cookie preferences
      Then the cookie category "Análise" is on
      And the cookie category "Marketing" is on
