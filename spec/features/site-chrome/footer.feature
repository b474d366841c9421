@footer
Feature: The site footer
  Every page ends with the footer and its links to the institutional and legal
  pages, so a visitor can always reach them.

  @clause:ROUTE-4 @clause:PRODUCT-3
  Scenario Outline: Every footer route answers with a page that has the footer
    Given a visitor opens "<route>"
    Then the page answers with the status 200
    And the page has the site footer

    Examples:
      | route            |
      | /institucional   |
      | /aspectos-legais |
      | /privacidade     |
      | /termos-uso      |
      | /recall          |
      | /imprensa        |
      | /fale-conosco    |
      | /mapa-do-site    |

  @clause:FOOTER-1 @clause:ROUTE-4
  Scenario Outline: The footer links to the institutional and legal pages
    Given a visitor opens the home page
    Then the footer links to "<route>" as "<label>"

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

  @clause:FOOTER-1 @clause:FOOTER-2
  Scenario: Other pages keep recall, press and the site map, the Outlander's model page too
    Given a visitor opens "/suv-e-crossovers/outlander"
    Then the footer links to "/recall" as "Recall"
    And the footer links to "/imprensa" as "Imprensa"
    And the footer links to "/mapa-do-site" as "Mapa do site"

  @clause:FOOTER-2 @clause:FOOTER-3 @clause:FOOTER-4
  Scenario: On the launch page of the new Outlander the footer leaves out recall, press and the site map
    Given a visitor opens "/novo-outlander"
    Then the footer has no link to these pages, under any label:
      | Recall       | /recall       |
      | Imprensa     | /imprensa     |
      | Mapa do site | /mapa-do-site |
    And the footer links to "/institucional" as "Institucional"
    And the footer links to "/fale-conosco" as "Fale conosco"
    And the footer offers the cookie preferences
    And the footer's "Canal de privacidade" leads to the external address "https://privacidade.mitsubishimotors.com.br/solicitacao"

  @clause:FOOTER-4
  Scenario: The privacy channel is an external form
    Given a visitor opens the home page
    Then the footer's "Canal de privacidade" leads to the external address "https://privacidade.mitsubishimotors.com.br/solicitacao"

  @clause:PRODUCT-6 @clause:CHROME-10
  Scenario Outline: The footer shows the <store> badge
    Given a visitor opens the home page
    Then the footer shows the badge "<name>" as an icon leading to the brand's page on "<host>"

    Examples:
      | store       | name                      | host              |
      | App Store   | Baixar na App Store       | apps.apple.com    |
      | Google Play | Disponível no Google Play | play.google.com   |

  @clause:PRODUCT-9 @clause:CHROME-10
  Scenario Outline: The footer shows <network> as an icon
    Given a visitor opens the home page
    Then the footer shows the network "<network>" as an icon leading to the brand's page on "<host>"

    Examples:
      | network   | host              |
      | Instagram | www.instagram.com |
      | Facebook  | www.facebook.com  |
      | YouTube   | www.youtube.com   |

  @clause:FOOTER-3 @clause:CHROME-7
  Scenario: The cookie preferences keep the visitor's choices and can be reopened
    Given a visitor opens the home page
    When the visitor opens the cookie preferences
    Then the cookie category "Necessários" is on and cannot be switched off
    And the cookie category "Análise" is on
    And the cookie category "Marketing" is on
    And the page does not scroll
    And a screenshot of the window is attached as "Preferências de cookies, 1280 px"
    When the visitor switches off "Marketing"
    And the visitor presses "Salvar preferências" in the cookie preferences
    Then the cookie preferences are closed
    And the cookie preferences button has the focus
    And the browser keeps the cookie choices: analytics yes, marketing no
    When the visitor reloads the page
    And the visitor opens the cookie preferences
    Then the cookie category "Análise" is on
    And the cookie category "Marketing" is off
    When the visitor presses "Recusar opcionais" in the cookie preferences
    Then the cookie preferences are closed
    And the browser keeps the cookie choices: analytics no, marketing no

  @mobile @clause:FOOTER-3 @clause:CHROME-7
  Scenario: On a phone the visitor accepts every cookie
    Given a visitor opens the home page
    When the visitor opens the cookie preferences
    And the visitor presses "Aceitar todos" in the cookie preferences
    Then the browser keeps the cookie choices: analytics yes, marketing yes

  @clause:CHROME-7
  Scenario: Stored choices that cannot be trusted count as none, as if the visitor had not chosen
    Given the browser keeps '{"version":1,"necessary":false,"analytics":"sim"}' under "cookiePreferences"
    When a visitor opens the home page
    And the visitor opens the cookie preferences
    Then the cookie category "Análise" is on
    And the cookie category "Marketing" is on
