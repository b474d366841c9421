@tracking @campaign @click-id-cookie
Feature: The Google click id is kept in a cookie for 90 days
  When a visit comes from a Google Ads click, the site keeps the click id in a
  cookie named gclid for 90 days, so that a sale weeks later is still credited
  to the ad. The lifetime is checked by landing in the past on the site's
  clock: the site counts the cookie's days from its clock.

  @clause:STATE-13
  Rule: STATE-13 A click id parameter is also saved in a cookie named gclid for 90 days, only if the source parameter is absent or contains 'aw'.

    Scenario Outline: The click id goes into the gclid cookie when the source is absent or contains "aw" (<landing>)
      Given a visitor opens "<landing>"
      Then the browser keeps the click id "abc" in the gclid cookie
      And the gclid cookie expires 90 days after the landing

      Examples:
        | landing                                  |
        | /?gclid=abc                              |
        | /?gclid=abc&utm_source=aw                |
        | /?gclid=abc&utm_source=google_aw         |
        | /suv-e-crossovers/pajero-sport?gclid=abc |

    Scenario Outline: No gclid cookie when the source lacks "aw" (<utm_source>)
      Given a visitor opens "/?gclid=abc&utm_source=<utm_source>"
      Then the browser holds no gclid cookie

      Examples:
        | utm_source |
        | google     |
        | facebook   |

  @clause:CONST-2 @needs-virtual-clock
  Rule: CONST-2 Click-id cookie lifetime: 90 days.

    Scenario: The gclid cookie is still there on day 89
      Given a visitor landed on "/?gclid=abc" 89 days ago
      Then the browser keeps the click id "abc" in the gclid cookie
      And the gclid cookie expires 90 days after the landing

    Scenario: A later visit without a click id leaves the cookie's 90 days counted from the landing
      Given a visitor landed on "/?gclid=abc" 30 days ago
      When the visitor comes back today to "/ofertas"
      Then the browser keeps the click id "abc" in the gclid cookie
      And the gclid cookie expires 90 days after the landing

    Scenario: The gclid cookie is gone once 90 days have passed
      Given a visitor landed on "/?gclid=abc" 90 days and 1 minute ago
      Then the browser holds no gclid cookie

  @clause:TRACK-3
  Rule: TRACK-3 The click id that goes into the gclid cookie is the gclid parameter, never fbclid, and the 'aw' of the source is found in any letter case.
    Refines STATE-13.
    Why: The cookie serves Google Ads, whose click id is gclid, and ad platforms write the source in any letter case.

    Scenario: "aw" in capitals counts too
      Given a visitor opens "/?gclid=abc&utm_source=AW-campanha"
      Then the browser keeps the click id "abc" in the gclid cookie

    Scenario: The other click id, fbclid, stays out of the gclid cookie
      Given a visitor opens "/?fbclid=fb-1"
      Then the browser holds no gclid cookie
      But the session storage holds the campaign:
        | fbclid | fb-1 |

  @clause:TRACK-17
  Rule: TRACK-17 A campaign parameter given empty counts as absent, and one given more than once counts with its first value.
    Refines STATE-11, STATE-12, STATE-13.
    Why: Campaign templates leave fields blank and pasted addresses repeat them, and neither must erase or change what a real value said.

    Scenario: An empty utm_source lets the click id in, as a missing one does
      Given a visitor opens "/ofertas?gclid=abc&utm_source="
      Then the browser keeps the click id "abc" in the gclid cookie

  @clause:TRACK-19
  Rule: TRACK-19 The gclid cookie is written for the whole site (path '/'), with SameSite Lax so it goes along when the visitor arrives from another site, Secure when the site is served over https, and an expiry date 90 days after it is set by the site's own clock.
    Refines STATE-13, CONST-2.
    Why: The ad's tags read the cookie on every page, including the landing from an ad, and its 90 days must follow one clock.

    Scenario: A visitor landing from an ad on a model page keeps the cookie for the whole site
      Given a visitor opens "/suv-e-crossovers/pajero-sport?gclid=abc"
      Then the browser keeps the click id "abc" in the gclid cookie for the whole site
      And the gclid cookie goes along when the visitor arrives from another site
      And the gclid cookie is secure exactly when the site is served over https
      And the gclid cookie expires 90 days after the landing
