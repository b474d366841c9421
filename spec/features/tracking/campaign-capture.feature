@tracking @campaign
Feature: The campaign a visitor arrives with is kept for the session
  A visitor who comes from an ad or a campaign brings its parameters in the
  address. The site keeps them in the browser for the session, so that a lead
  sent later can say where the visitor came from: the click ids, the campaign's
  name and whether the visit came from Google or a social network.

  @clause:STATE-11
  Rule: STATE-11 Campaign parameters in the URL (gclid, fbclid, campanha, utm_source) are saved to session storage.

    Scenario: The campaign parameters of the landing address go to session storage
      Given a visitor opens "/?gclid=abc&fbclid=fb-1&campanha=verao&utm_source=google&utm_medium=cpc&outro=1"
      Then the session storage holds the campaign:
        | gclid    | abc    |
        | fbclid   | fb-1   |
        | campanha | verao  |
        | source   | google |

    Scenario: A landing address written with a trailing slash keeps its campaign
      Given a visitor opens "/ofertas/?gclid=abc&utm_source=google"
      Then the session storage holds the campaign:
        | gclid  | abc    |
        | source | google |

    Scenario: A landing without campaign parameters stores no campaign
      Given a visitor opens "/ofertas?outro=1&utm_medium=cpc"
      Then the session storage holds none of "gclid", "fbclid", "campanha" and "source"

  @clause:TRACK-1
  Rule: TRACK-1 Each campaign parameter is kept in session storage under a key of its own, 'gclid', 'fbclid', 'campanha' and 'source', and every full page load, a landing or a reload, replaces the entries its address brings and keeps the others.
    Refines STATE-11.
    Why: The source does not say how the parameters are kept, nor what a later load with other parameters does to those kept.

    Scenario: Reloading an inner page with the carried parameters keeps the click id
      Given a visitor opens "/?gclid=abc&utm_source=google&campanha=verao"
      When the visitor follows the menu link "Ofertas"
      And the visitor reloads the page
      Then the session storage holds the campaign:
        | gclid    | abc    |
        | campanha | verao  |
        | source   | google |

    Scenario: A later full load replaces what its address brings and keeps the rest
      Given a visitor opens "/?campanha=verao&gclid=abc&fbclid=fb-1"
      When a visitor opens "/ofertas?campanha=inverno&utm_source=facebook"
      Then the session storage holds the campaign:
        | gclid    | abc       |
        | fbclid   | fb-1      |
        | campanha | inverno   |
        | source   | r_sociais |

  @clause:TRACK-16
  Rule: TRACK-16 A move within the site captures nothing: a link's own campaign parameters, such as a banner's utm_source, leave the kept campaign as the landing left it.
    Refines STATE-11, STATE-17.
    Why: The campaign that brought the visitor must still be there when they send a lead, whatever the site's own links say.

    Scenario: A banner's own campaign does not replace the one the visitor came with
      Given a visitor opens "/?utm_source=google&campanha=verao"
      When the visitor follows the link "Conhecer a assinatura" on the page
      Then the address is at "/mit-assinatura"
      And the session storage holds the campaign:
        | campanha | verao  |
        | source   | google |

  @clause:STATE-12
  Rule: STATE-12 The source is stored as 'google' if it equals google, otherwise 'r_sociais'.

    Scenario Outline: The source is google for google, r_sociais otherwise (<utm_source>)
      Given a visitor opens "/ofertas?utm_source=<utm_source>"
      Then the session storage holds the campaign:
        | source | <source> |

      Examples:
        | utm_source | source    |
        | google     | google    |
        | facebook   | r_sociais |
        | instagram  | r_sociais |

  @clause:TRACK-2
  Rule: TRACK-2 The source is 'google' when utm_source is google in any letter case and with any spaces around it, and 'r_sociais' for any other value.
    Refines STATE-12.
    Why: Ad platforms and people write the source in any letter case.

    Scenario Outline: Google in any letter case, with spaces around it, is google; a longer word is not (<utm_source>)
      Given a visitor opens "/ofertas?utm_source=<utm_source>"
      Then the session storage holds the campaign:
        | source | <source> |

      Examples:
        | utm_source | source    |
        | Google     | google    |
        | GOOGLE     | google    |
        | %20google+ | google    |
        | googleads  | r_sociais |

  @clause:TRACK-18
  Rule: TRACK-18 A landing without utm_source stores no source at all, overriding the source's 'otherwise r_sociais' for that case.
    Refines STATE-12.
    Why: A visit that names no source did not come from a social network, and must not overwrite a source kept earlier.

    Scenario: A click id without a utm_source stores no source
      Given a visitor opens "/ofertas?gclid=abc&fbclid=fb-1"
      Then the session storage holds the campaign:
        | gclid  | abc  |
        | fbclid | fb-1 |

  @clause:TRACK-17
  Rule: TRACK-17 A campaign parameter given empty counts as absent, and one given more than once counts with its first value.
    Refines STATE-11, STATE-12, STATE-13.
    Why: Campaign templates leave fields blank and pasted addresses repeat them, and neither must erase or change what a real value said.

    Scenario: Empty parameters leave the kept campaign alone, and a repeated one counts with its first value
      Given a visitor opens "/?fbclid=fb-1&utm_source=google"
      When a visitor opens "/ofertas?utm_source=&fbclid=&campanha=verao&campanha=inverno"
      Then the session storage holds the campaign:
        | fbclid   | fb-1   |
        | campanha | verao  |
        | source   | google |
