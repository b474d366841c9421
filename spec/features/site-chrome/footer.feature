@footer
Feature: The site footer
  Every page ends with the footer and its links to the institutional and legal
  pages, so a visitor can always reach them; the launch page of the new
  Outlander leaves out three of them. The footer also leads to the privacy
  channel, an external form, and shows the app stores and the social networks
  as icons.

  @clause:FOOTER-1
  Rule: FOOTER-1 The footer links to /institucional, /aspectos-legais, /privacidade, /termos-uso, /recall, /imprensa, /fale-conosco and /mapa-do-site.

    Scenario: The footer links to the institutional and legal pages
      Given a visitor opens the home page
      Then the footer links to these pages:
        | Institucional   | /institucional   |
        | Aspectos legais | /aspectos-legais |
        | Privacidade     | /privacidade     |
        | Termos de uso   | /termos-uso      |
        | Recall          | /recall          |
        | Imprensa        | /imprensa        |
        | Fale conosco    | /fale-conosco    |
        | Mapa do site    | /mapa-do-site    |

  @clause:ROUTE-4
  Rule: ROUTE-4 Footer links: /institucional, /aspectos-legais, /privacidade, /termos-uso, /recall, /imprensa, /fale-conosco, /mapa-do-site.

    Scenario Outline: <route> is a page of the site, and its footer links to it
      Given a visitor opens "<route>"
      Then the page answers with the status 200
      And the footer links to "<route>" as "<label>"

      Examples:
        | route            | label           |
        | /institucional   | Institucional   |
        | /aspectos-legais | Aspectos legais |
        | /privacidade     | Privacidade     |
        | /termos-uso      | Termos de uso   |
        | /recall          | Recall          |
        | /imprensa        | Imprensa        |
        | /fale-conosco    | Fale conosco    |
        | /mapa-do-site    | Mapa do site    |

  @clause:FOOTER-2
  Rule: FOOTER-2 On the page /novo-outlander the footer omits the recall, press and site-map links.

    Scenario: On the launch page of the new Outlander the footer leaves out recall, press and the site map
      Given a visitor opens "/novo-outlander"
      Then the footer has no link to these pages, under any label:
        | Recall       | /recall       |
        | Imprensa     | /imprensa     |
        | Mapa do site | /mapa-do-site |
      And the footer links to these pages:
        | Institucional | /institucional |
        | Fale conosco  | /fale-conosco  |

    Scenario: Other pages keep recall, press and the site map, the Outlander's model page too
      Given a visitor opens "/suv-e-crossovers/outlander"
      Then the footer links to these pages:
        | Recall       | /recall       |
        | Imprensa     | /imprensa     |
        | Mapa do site | /mapa-do-site |

  @clause:FOOTER-4
  Rule: FOOTER-4 The footer has a privacy-channel link to an external form.

    Scenario Outline: The privacy channel is an external form (<page>)
      Given a visitor opens "<page>"
      Then the footer's "Canal de privacidade" leads to the external address "https://privacidade.mitsubishimotors.com.br/solicitacao"

      Examples:
        | page            |
        | /               |
        | /novo-outlander |

  @clause:PRODUCT-6
  Rule: PRODUCT-6 Mobile app download badges (two app stores) are visible as icons.

    Scenario: The footer shows the badges of two app stores as icons
      Given a visitor opens the home page
      Then the footer shows these app-store badges as icons:
        | Baixar na App Store       |
        | Disponível no Google Play |

  @clause:PRODUCT-9
  Rule: PRODUCT-9 Social network links (three social networks) are visible as icons.

    Scenario: The footer shows three social networks as icons
      Given a visitor opens the home page
      Then the footer shows these social networks as icons:
        | Instagram |
        | Facebook  |
        | YouTube   |

  @clause:CHROME-10
  Rule: CHROME-10 The footer's app-store badges (App Store and Google Play) and social networks (Instagram, Facebook, YouTube) are the project's own drawings, each a link named after its store or network that leads to the brand's page there.
    Refines PRODUCT-6, PRODUCT-9.
    Why: The source shows the badges and networks as icons, and the project has no rights to the stores' and networks' own artwork.

    Scenario: Each badge and network leads to the brand's own page there
      Given a visitor opens the home page
      Then these icons of the footer lead to the brand's pages on:
        | Baixar na App Store       | apps.apple.com    |
        | Disponível no Google Play | play.google.com   |
        | Instagram                 | www.instagram.com |
        | Facebook                  | www.facebook.com  |
        | YouTube                   | www.youtube.com   |
