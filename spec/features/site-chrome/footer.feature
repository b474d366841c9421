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

  @clause:FOOTER-1
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
