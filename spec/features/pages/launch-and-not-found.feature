@pages
Feature: The launch page of the new Outlander, and the page for an address that does not exist
  The launch page stands without the site's header: it presents the new
  Outlander and leads to the VIP sign-up. An address that leads nowhere answers
  404 with a page that helps: the search, the way home, the models.

  @clause:PAGE-14 @clause:VISIBILITY-1 @clause:FOOTER-2
  Scenario: The launch page presents the new Outlander and leads to the VIP sign-up
    When a visitor opens "/novo-outlander"
    Then the page has no site header
    And the brand's logo "Mitsubishi Motors" stands above the main heading, in place of the header
    And the page's one main heading is "Novo Outlander"
    And the starting price reads "a partir de R$ 374.990"
    And the page has the section "Destaques"
    And the footer has no link to these pages, under any label:
      | Recall       | /recall       |
      | Imprensa     | /imprensa     |
      | Mapa do site | /mapa-do-site |
    When the visitor follows the link "Quero ser VIP" on the page
    Then the address is at "/novo-outlander/form-vip"

  @clause:PAGE-10 @clause:A11Y-1 @clause:STEADY-1 @clause:PRODUCT-3 @clause:PAGE-6
  Scenario: An address that does not exist answers 404 with a page that helps
    When the visitor opens the address "/picapes/l300" that does not exist
    Then the page answers with the status 404
    And the page has the site header
    And the page has the site footer
    And the page's one main heading is "Página não encontrada"
    And the page offers these models:
      | Pajero Sport         | /suv-e-crossovers/pajero-sport         |
      | Eclipse Cross        | /suv-e-crossovers/eclipse-cross        |
      | Eclipse Cross Tarmac | /suv-e-crossovers/eclipse-cross-tarmac |
      | Outlander            | /suv-e-crossovers/outlander            |
      | L200 Triton Sport    | /picapes/l200-triton-sport             |
      | Sport GLS Plus       | /picapes/l200-triton-sport-gls-plus    |
      | Triton Tarmac        | /picapes/triton-tarmac                 |
      | Nova Triton          | /picapes/new-triton                    |
    And the link "Voltar para a página inicial" on the page leads to "/"
    And every link of the page to the site leads to a page that answers
    And the page did not move as it loaded
    And the page has no accessibility violations
    When the visitor opens the search of the page
    Then the search is open with the focus in its field

  @mobile @clause:PAGE-10 @clause:A11Y-1 @clause:STEADY-1
  Scenario: On a phone too, the 404 page helps
    When the visitor opens the address "/modelos/antigo" that does not exist
    Then the page's one main heading is "Página não encontrada"
    And the page offers these models:
      | Pajero Sport      | /suv-e-crossovers/pajero-sport  |
      | Eclipse Cross     | /suv-e-crossovers/eclipse-cross |
      | Outlander         | /suv-e-crossovers/outlander     |
      | L200 Triton Sport | /picapes/l200-triton-sport      |
      | Nova Triton       | /picapes/new-triton             |
    And the page did not move as it loaded
    And the page has no accessibility violations
