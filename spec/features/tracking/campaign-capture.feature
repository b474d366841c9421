@tracking @campaign
Feature: The campaign a visitor arrives with is kept
  A visitor who comes from an ad or a campaign brings its parameters in the
  address. The site keeps them for the session, so a lead sent later can say
  where the visitor came from, and keeps the Google click id for 90 days in a
  cookie when the visit came from Google Ads.

  @clause:STATE-11 @clause:STATE-12 @clause:TRACK-1
  Scenario: The campaign parameters of the landing address go to session storage
    Given a visitor opens "/?gclid=abc&fbclid=fb-1&campanha=verao&utm_source=google&utm_medium=cpc&outro=1"
    Then the session storage holds the campaign:
      | gclid    | abc    |
      | fbclid   | fb-1   |
      | campanha | verao  |
      | source   | google |

  @clause:STATE-12 @clause:TRACK-2
  Scenario Outline: The source is google only for google, in any letter case
    Given a visitor opens "/ofertas?utm_source=<utm_source>"
    Then the session storage holds the campaign:
      | source | <source> |

    Examples:
      | utm_source | source    |
      | google     | google    |
      | Google     | google    |
      | GOOGLE     | google    |
      | facebook   | r_sociais |
      | instagram  | r_sociais |
      | googleads  | r_sociais |
      | %20google+ | google    |

  @clause:STATE-12 @clause:TRACK-2
  Scenario: A click id without a utm_source stores no source
    Given a visitor opens "/ofertas?gclid=abc&fbclid=fb-1"
    Then the session storage holds the campaign:
      | gclid  | abc  |
      | fbclid | fb-1 |

  @clause:TRACK-2
  Scenario: An empty utm_source stores no source
    Given a visitor opens "/ofertas?utm_source=&gclid=abc"
    Then the session storage holds the campaign:
      | gclid | abc |

  @clause:STATE-11 @clause:TRACK-1
  Scenario: A landing address written with a trailing slash keeps its campaign
    Given a visitor opens "/ofertas/?gclid=abc&utm_source=google"
    Then the session storage holds the campaign:
      | gclid  | abc    |
      | source | google |

  @clause:STATE-11 @clause:TRACK-1
  Scenario: A landing without campaign parameters stores no campaign
    Given a visitor opens "/ofertas?outro=1&utm_medium=cpc"
    Then the session storage holds no campaign
    And the browser holds no gclid cookie

  @clause:STATE-11 @clause:TRACK-1
  Scenario: Reloading an inner page with the carried parameters keeps the click id
    Given a visitor opens "/?gclid=abc&utm_source=google&campanha=verao"
    When the visitor follows the menu link "Ofertas"
    And the visitor reloads the page
    Then the session storage holds the campaign:
      | gclid    | abc    |
      | campanha | verao  |
      | source   | google |

  @clause:TRACK-1
  Scenario: A later full load replaces what its address brings and keeps the rest
    Given a visitor opens "/?campanha=verao&gclid=abc&fbclid=fb-1"
    When a visitor opens "/ofertas?campanha=inverno&utm_source=facebook&fbclid="
    Then the session storage holds the campaign:
      | gclid    | abc       |
      | fbclid   | fb-1      |
      | campanha | inverno   |
      | source   | r_sociais |

  @clause:STATE-13 @clause:CONST-2 @clause:TRACK-3
  Scenario Outline: The click id goes into the gclid cookie when the source is absent or contains "aw"
    Given a visitor opens "<landing>"
    Then the browser keeps the click id "abc" in the gclid cookie for the whole site
    And the gclid cookie expires 90 days after the landing

    Examples:
      | landing                                  |
      | /?gclid=abc                              |
      | /?gclid=abc&utm_source=aw                |
      | /?gclid=abc&utm_source=google_aw         |
      | /?gclid=abc&utm_source=AW-campanha       |
      | /ofertas?gclid=abc&utm_source=           |
      | /suv-e-crossovers/pajero-sport?gclid=abc |

  @clause:STATE-13 @clause:TRACK-3
  Scenario Outline: No gclid cookie when the source lacks "aw"
    Given a visitor opens "<landing>"
    Then the browser holds no gclid cookie
    But the session storage holds the campaign:
      | gclid  | abc      |
      | source | <source> |

    Examples:
      | landing                         | source    |
      | /?gclid=abc&utm_source=google   | google    |
      | /?gclid=abc&utm_source=facebook | r_sociais |

  @clause:STATE-13 @clause:TRACK-3
  Scenario: The other click id, fbclid, stays out of the gclid cookie
    Given a visitor opens "/?fbclid=fb-1"
    Then the browser holds no gclid cookie
    But the session storage holds the campaign:
      | fbclid | fb-1 |

  @clause:STATE-13 @clause:CONST-2
  Scenario: The gclid cookie is still there on day 89
    Given a visitor landed on "/?gclid=abc" 89 days ago
    Then the browser keeps the click id "abc" in the gclid cookie for the whole site
    And the gclid cookie expires 90 days after the landing

  @clause:STATE-13 @clause:CONST-2
  Scenario: A later visit without a click id leaves the cookie's 90 days counted from the landing
    Given a visitor landed on "/?gclid=abc" 30 days ago
    When the visitor comes back today to "/ofertas"
    Then the browser keeps the click id "abc" in the gclid cookie for the whole site
    And the gclid cookie expires 90 days after the landing

  @clause:STATE-13 @clause:CONST-2
  Scenario: The gclid cookie is gone once 90 days have passed
    Given a visitor landed on "/?gclid=abc" 90 days and 1 minute ago
    Then the browser holds no gclid cookie
