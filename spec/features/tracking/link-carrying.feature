@tracking @link-carrying
Feature: Internal links carry the campaign along
  A visitor who arrives from a campaign keeps its tracking parameters in the
  address wherever they go on the site: every internal link (menus, footer,
  model cards, banners) takes along the parameters starting with "utm", plus
  "campanha" and "fbclid". Other parameters stay behind, a link to a place on
  the same page is left alone, and a link's own parameters are merged on top.

  @clause:STATE-15
  Rule: STATE-15 Internal links carry over the current query parameters that start with utm, plus campanha and fbclid, onto the target address.

    Scenario Outline: A new visitor from a Google ad browses three pages and keeps exactly the campaign (<device>)
      Given a visitor opens "/?utm_source=google&utm_medium=cpc&gclid=abc&campanha=verao&outro=1"
      When the visitor follows the menu link "Ofertas"
      Then the address carries exactly these parameters:
        | utm_source | google |
        | utm_medium | cpc    |
        | campanha   | verao  |
      When the visitor follows "Ver todos os modelos" in the menu "Modelos"
      And the visitor chooses the model "Pajero Sport" in the list of models
      Then the address is at "/suv-e-crossovers/pajero-sport"
      And the address carries exactly these parameters:
        | utm_source | google |
        | utm_medium | cpc    |
        | campanha   | verao  |
      When the visitor follows "Conheça o Mundo MIT" in the menu "Mundo MIT"
      Then the address is at "/mundo-mit"
      And the address carries exactly these parameters:
        | utm_source | google |
        | utm_medium | cpc    |
        | campanha   | verao  |

      Examples:
        | device  |
        | desktop |

      @mobile
      Examples:
        | device |
        | phone  |

    Scenario: Every internal link of customer service's page carries the campaign, those in its text too
      Given a visitor opens "/fale-conosco?utm_source=google&campanha=verao&fbclid=fb-1&outro=1"
      Then every internal link of the page carries "utm_source=google&campanha=verao&fbclid=fb-1", and not "outro"

    Scenario: Without tracking parameters, links lead to bare addresses
      Given a visitor opens "/?outro=1&gclid=abc"
      When the visitor follows the menu link "Ofertas"
      Then the address is at "/ofertas"
      And the address carries no parameters

  @clause:CONST-12
  Rule: CONST-12 Tracking parameters carried on links: campanha, fbclid, and any starting with utm.

    Scenario Outline: Menu, footer and card links carry campanha, fbclid and every utm parameter, and nothing else (<device>)
      Given a visitor opens "/?utm_source=google&utm_medium=cpc&utm_content=banner+topo&campanha=ver%C3%A3o+2025&fbclid=fb-1&gclid=abc&outro=1"
      When the visitor follows the menu link "Ofertas"
      Then the address carries exactly these parameters:
        | utm_source  | google      |
        | utm_medium  | cpc         |
        | utm_content | banner topo |
        | campanha    | verão 2025  |
        | fbclid      | fb-1        |
      When the visitor follows the footer link "Institucional"
      Then the address is at "/institucional"
      And the address carries exactly these parameters:
        | utm_source  | google      |
        | utm_medium  | cpc         |
        | utm_content | banner topo |
        | campanha    | verão 2025  |
        | fbclid      | fb-1        |
      When the visitor follows "Ver todos os modelos" in the menu "Modelos"
      And the visitor chooses the model "Outlander" in the list of models
      Then the address is at "/suv-e-crossovers/outlander"
      And the address carries exactly these parameters:
        | utm_source  | google      |
        | utm_medium  | cpc         |
        | utm_content | banner topo |
        | campanha    | verão 2025  |
        | fbclid      | fb-1        |

      Examples:
        | device  |
        | desktop |

      @mobile
      Examples:
        | device |
        | phone  |

    Scenario: A search result opens carrying campanha, fbclid and the utm parameters, and nothing else
      Given a visitor opens "/?utm_source=google&campanha=verao&fbclid=fb-1&gclid=abc&outro=1"
      When the visitor opens the search
      And the visitor searches for "ofertas"
      And the visitor chooses the result "Ofertas, página"
      Then the address is at "/ofertas"
      And the address carries exactly these parameters:
        | utm_source | google |
        | campanha   | verao  |
        | fbclid     | fb-1   |

  @clause:STATE-16
  Rule: STATE-16 Links whose target begins with a hash are unchanged.

    Scenario Outline: A link to a place on the same page is left alone (<device>, <page>)
      Given a visitor opens "<page>?utm_source=google&campanha=verao"
      Then the link "<link>" on the page leads to "<hash>"
      When the visitor follows the link "<link>" on the page
      Then the address is at "<page>"
      And the address ends with the hash "<hash>"
      And the address carries exactly these parameters:
        | utm_source | google |
        | campanha   | verao  |

      Examples:
        | device  | page            | link               | hash      |
        | desktop | /               | Ver modelos        | #modelos  |
        | desktop | /mit-assinatura | Ver os planos      | #planos   |
        | desktop | /recall         | Consultar o chassi | #consulta |

      @mobile
      Examples:
        | device | page | link        | hash     |
        | phone  | /    | Ver modelos | #modelos |

  @clause:STATE-17
  Rule: STATE-17 Query parameters given on a link are merged on top of the carried ones.

    Scenario: A link's own utm_source is merged on top of the carried one
      Given a visitor opens "/?utm_source=google&utm_medium=cpc&campanha=verao"
      When the visitor follows the link "Conhecer a assinatura" on the page
      Then the address is at "/mit-assinatura"
      And the address carries exactly these parameters:
        | utm_source   | home           |
        | utm_medium   | banner         |
        | utm_campaign | mit-assinatura |
        | campanha     | verao          |
