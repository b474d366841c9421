@tracking @tags
Feature: Third-party tags load only when configured
  The tag manager and the social advertising pixel load on every page when
  their ids are set for the build (GATSBY_GTM_ID, GATSBY_META_PIXEL_ID; see the
  README). The default build sets none, and then the site makes no call to them:
  what the head contains when ids are set is proved by a unit test.

  @clause:ANALYTICS-12 @clause:ANALYTICS-13 @clause:TRACK-14
  Scenario: The default build calls neither the tag manager nor the pixel
    Given a visitor opens the home page
    When the visitor chooses the model "Outlander" in the list of models
    And the visitor follows the menu link "Ofertas"
    Then no request went to the "tag manager"
    And no request went to the "social advertising pixel"
