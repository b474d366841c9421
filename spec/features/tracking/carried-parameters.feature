@tracking @link-carrying
Feature: How links carry the campaign: when, where on the address, and which names
  The project's decisions on carrying: the pages as served link to bare
  addresses and the browser adds the campaign once the page is ready; a link's
  own query stays as written with the campaign after it; names count exactly
  as written; and a link to another site carries nothing.

  @clause:TRACK-6
  Rule: TRACK-6 The pages as served link to bare addresses, and the browser adds the carried parameters to every internal link as soon as the page is ready, and again after each move within the site, from the address then current.
    Refines STATE-15.
    Why: Links must lead somewhere before the page's script runs, and then carry the campaign of the address the visitor is at.

    Scenario: Once the page is ready, every internal link carries the address's campaign, and after a move the new address's
      Given a visitor opens "/?utm_source=google&utm_term=suv&campanha=verao&fbclid=fb-1&outro=1"
      Then the page as served links to its internal addresses bare
      And every internal link of the page carries "utm_term=suv&campanha=verao&fbclid=fb-1", and not "outro"
      When the visitor follows the link "Conhecer a assinatura" on the page
      Then the address is at "/mit-assinatura"
      And every internal link of the page carries "utm_source=home&utm_campaign=mit-assinatura&utm_term=suv&campanha=verao", and not "outro"

  @clause:TRACK-5
  Rule: TRACK-5 A parameter the link sets itself wins over the carried one of the same name, which is how the project reads 'merged on top', and the link's own query and hash stay as written, the carried parameters added after its query.
    Refines STATE-17.
    Why: The source does not say which value wins a tie nor where the carried parameters go, and a link written for another system must reach it unchanged.

    Scenario Outline: A link's own query comes first, as written, and the carried parameters after it (<page>)
      Given a visitor opens "<page>?utm_source=google&campanha=verao"
      Then the link "<link>" on the page leads to "<target>"

      Examples:
        | page                           | link                  | target                                                                                 |
        | /                              | Conhecer a assinatura | /mit-assinatura?utm_source=home&utm_medium=banner&utm_campaign=mit-assinatura&campanha=verao |
        | /suv-e-crossovers/pajero-sport | Solicitar cotação     | /informacoes-pre-atendimento/cotacao?modelo=pajero-sport&utm_source=google&campanha=verao   |

  @clause:TRACK-21
  Rule: TRACK-21 A parameter is carried by its exact name: names starting with 'utm' in lower case, 'campanha' and 'fbclid', and one given more than once in the address is carried once, with its first value.
    Refines STATE-15, CONST-12.
    Why: The source writes the names in lower case, and the next page must read the same campaign the landing kept.

    Scenario: Names count as written, and a repeated parameter is carried once with its first value
      Given a visitor opens "/?UTM_SOURCE=x&Campanha=y&utm_source=google&utm_source=facebook&fbclid=fb-1"
      When the visitor follows the menu link "Ofertas"
      Then the address carries exactly these parameters:
        | utm_source | google |
        | fbclid     | fb-1   |

  @clause:TRACK-22
  Rule: TRACK-22 A link that leaves the site, by any scheme or by an address starting with '//', carries nothing.
    Refines STATE-15.
    Why: The campaign's parameters belong to this site's visit and must not leak to other hosts.

    Scenario: Links to other sites carry nothing of the campaign
      Given a visitor opens "/fale-conosco?utm_source=google&campanha=verao&fbclid=fb-1"
      Then no link of the page to another site carries "utm_source=google&campanha=verao&fbclid=fb-1"
