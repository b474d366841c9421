@tracking @tags
Feature: The tag manager and the social advertising pixel load as consent allows
  The site loads a tag manager and a social advertising pixel (source spec
  §7), each once the visitor's consent allows it: the tag manager needs
  analytics, the pixel marketing. A deployment configures their ids when it is
  built; the suite's own build uses ids that no vendor knows, and every
  scenario's browser answers the vendors' addresses with stand-ins, so the
  tags are seen loading and no scenario ever reaches a vendor (see the
  README, "Tags"). The scenarios receive the pages stating the consent mode
  their rule names, so both modes are checked against any one deployment.

  Rule: In "notice" mode, the default, the tags load from the first page until the visitor says no

    Background:
      Given the deployment runs in the "notice" consent mode

    @clause:ANALYTICS-12 @clause:ANALYTICS-13 @clause:CONSENT-1
    Scenario: Before any choice, both tags load with the first page and follow the visitor
      Given a visitor opens the home page
      Then the tag manager is loaded with its container
      And the social advertising pixel is loaded and has counted 1 page view
      When the visitor follows the menu link "Ofertas"
      Then the social advertising pixel is loaded and has counted 2 page views

    @clause:CONSENT-1 @clause:TRACK-14
    Scenario: A visitor who refused them on an earlier visit gets neither tag
      Given the visitor refused analytics and marketing cookies on an earlier visit
      When a visitor opens the home page
      And the visitor follows the menu link "Ofertas"
      Then no request went to the "tag manager"
      And no request went to the "social advertising pixel"

    @mobile @clause:ANALYTICS-12 @clause:ANALYTICS-13
    Scenario: On a phone too, both tags load
      Given a visitor opens "/ofertas"
      Then the tag manager is loaded with its container
      And the social advertising pixel is loaded and has counted 1 page view

  Rule: In "opt-in" mode, no tag loads until the visitor says yes

    Background:
      Given the deployment runs in the "opt-in" consent mode

    @clause:ANALYTICS-12 @clause:ANALYTICS-13 @clause:CONSENT-1 @clause:TRACK-14
    Scenario: Before any choice neither tag loads; accepting all loads both at once
      Given a visitor opens the home page
      When the visitor follows the menu link "Ofertas"
      Then no request went to the "tag manager"
      And no request went to the "social advertising pixel"
      When the visitor opens the cookie preferences
      And the visitor presses "Aceitar todos" in the cookie preferences
      Then the tag manager is loaded with its container
      And the social advertising pixel is loaded and has counted 1 page view

    @clause:CONSENT-1
    Scenario: Yes to analytics alone loads the tag manager and not the pixel
      Given a visitor opens the home page
      When the visitor opens the cookie preferences
      And the visitor switches on "Análise"
      And the visitor presses "Salvar preferências" in the cookie preferences
      Then the tag manager is loaded with its container
      And no request went to the "social advertising pixel"

    @clause:CONSENT-1
    Scenario: Yes to marketing alone loads the pixel and not the tag manager
      Given a visitor opens the home page
      When the visitor opens the cookie preferences
      And the visitor switches on "Marketing"
      And the visitor presses "Salvar preferências" in the cookie preferences
      Then the social advertising pixel is loaded and has counted 1 page view
      And no request went to the "tag manager"

    @clause:ANALYTICS-12 @clause:ANALYTICS-13 @clause:CONSENT-1
    Scenario: A visitor who accepted them on an earlier visit gets both from the first page
      Given the visitor accepted analytics and marketing cookies on an earlier visit
      When a visitor opens the home page
      Then the tag manager is loaded with its container
      And the social advertising pixel is loaded and has counted 1 page view
