@tracking @tags @needs-request-routing @needs-request-log
Feature: The tag manager and the social advertising pixel
  The site loads a tag manager and a social advertising pixel (source spec
  §7), each once the visitor's consent allows it: the tag manager needs
  analytics, the pixel marketing. A deployment is given their ids when it is
  built; the suite's own build uses ids that no vendor knows, and every
  scenario's browser answers the vendors' addresses with stand-ins, so the
  tags are seen loading and no scenario ever reaches a vendor (see the
  README, "Tags"). A scenario receives the pages stating the way of asking for
  consent it names, so both ways are checked against any one deployment.

  @clause:ANALYTICS-12
  Rule: ANALYTICS-12 A tag manager is loaded.

    Scenario Outline: The tag manager loads with its container (<device>)
      Given the deployment runs in the "notice" consent mode
      When a visitor opens "/ofertas"
      Then the tag manager is loaded with its container

      Examples:
        | device  |
        | desktop |

      @mobile
      Examples:
        | device |
        | phone  |

  @clause:ANALYTICS-13
  Rule: ANALYTICS-13 A social advertising pixel is loaded.

    Scenario: The social advertising pixel loads and counts each page the visitor sees
      Given the deployment runs in the "notice" consent mode
      When a visitor opens the home page
      Then the social advertising pixel is loaded and has counted 1 page view
      When the visitor follows the menu link "Ofertas"
      Then the social advertising pixel is loaded and has counted 2 page views

  @clause:TRACK-14
  Rule: TRACK-14 A tag the deployment was given no id for, or that the visitor's consent does not allow, leaves no trace on the page: no request to its vendor and none of its code waiting to run.
    Refines ANALYTICS-12, ANALYTICS-13.
    Why: A deployment without the importer's tag ids, or a visitor who said no, must not reach the vendors at all, not even later.

    Scenario: A visitor who refused both tags on an earlier visit meets no trace of them
      Given the deployment runs in the "notice" consent mode
      And the visitor refused analytics and marketing cookies on an earlier visit
      When a visitor opens the home page
      And the visitor follows the menu link "Ofertas"
      Then no request went to the "tag manager"
      And no request went to the "social advertising pixel"

  @clause:CONSENT-1
  Rule: CONSENT-1 Each deployment asks for consent in one of two ways, 'notice', the default, where the tag manager, the pixel and the gclid cookie work from the first page until the visitor says no, or 'opt-in', where none of them works before the visitor says yes, which overrides the source's tags and cookie that are always there.
    Refines ANALYTICS-12, ANALYTICS-13, STATE-13.
    Why: Brazil's data protection law (LGPD) may be read as asking first, while the source describes a site that loads everything and lets the visitor refuse.

    Scenario: Asking first, neither tag loads before the visitor says yes
      Given the deployment runs in the "opt-in" consent mode
      When a visitor opens the home page
      And the visitor follows the menu link "Ofertas"
      Then no request went to the "tag manager"
      And no request went to the "social advertising pixel"

  @clause:CONSENT-2
  Rule: CONSENT-2 The visitor's saved choice always wins over the deployment's way of asking: the tag manager needs 'Análise', the pixel and the gclid cookie need 'Marketing'.
    Refines ANALYTICS-12, ANALYTICS-13, STATE-13.
    Why: The law lets every visitor say no, and each tag serves a purpose the visitor can refuse on its own.

    Scenario: Yes to Análise alone loads the tag manager and not the pixel
      Given the deployment runs in the "opt-in" consent mode
      When a visitor opens the home page
      And the visitor opens the cookie preferences
      And the visitor switches on "Análise"
      And the visitor presses "Salvar preferências" in the cookie preferences
      Then the tag manager is loaded with its container
      And no request went to the "social advertising pixel"

    Scenario: Yes to Marketing alone loads the pixel and not the tag manager
      Given the deployment runs in the "opt-in" consent mode
      When a visitor opens the home page
      And the visitor opens the cookie preferences
      And the visitor switches on "Marketing"
      And the visitor presses "Salvar preferências" in the cookie preferences
      Then the social advertising pixel is loaded and has counted 1 page view
      And no request went to the "tag manager"

    Scenario: Asking first, a visitor who accepted both on an earlier visit gets both from the first page
      Given the deployment runs in the "opt-in" consent mode
      And the visitor accepted analytics and marketing cookies on an earlier visit
      When a visitor opens the home page
      Then the tag manager is loaded with its container
      And the social advertising pixel is loaded and has counted 1 page view

  @clause:CONSENT-3
  Rule: CONSENT-3 A yes given later on the page loads at once the tags it allows and sets the gclid cookie from the landing's click id, for 90 days from the yes.
    Refines ANALYTICS-12, ANALYTICS-13, STATE-13, CONST-2.
    Why: The visit that brought the visitor still counts once they agree, and the cookie's days start when it may be kept.

    Scenario: Asking first, accepting all later loads both tags at once
      Given the deployment runs in the "opt-in" consent mode
      When a visitor opens the home page
      And the visitor opens the cookie preferences
      And the visitor presses "Aceitar todos" in the cookie preferences
      Then the tag manager is loaded with its container
      And the social advertising pixel is loaded and has counted 1 page view
