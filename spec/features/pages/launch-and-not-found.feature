@pages
Feature: The launch page of the new Outlander, and the page for an address that does not exist
  The launch page stands without the site's header: it presents the new
  Outlander and leads to the VIP sign-up. An address that leads nowhere answers
  404 with a page that helps: the search, the way home, the models. That page
  is one of the few that tell the visitor something went wrong, and only
  because the visitor asked for an address that does not exist.

  @clause:PAGE-14
  Rule: PAGE-14 /novo-outlander presents the catalogue's Outlander as a launch, with the brand's logo in place of the hidden header, its highlights, versions and price, and leads to /novo-outlander/form-vip with 'Quero ser VIP'.
    Refines CONTENT-1, VISIBILITY-1.
    Why: The launch page hides the header, so it must carry the brand and its way forward itself.

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

  @clause:PAGE-10
  Rule: PAGE-10 An unknown address answers 404 with a pt-BR page that helps: its heading 'Página não encontrada', the site's search (a 'Buscar no site' button opening the header's search), the way home, the models of the menus and the most useful pages.
    Refines CONTENT-1.
    Why: A visitor who followed a broken address should find the way on, not a dead end.

    @steadiness
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

    @mobile @steadiness
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

  @clause:NOTICE-1
  Rule: NOTICE-1 Overriding the source's 'No user-visible error messages are shown', the site tells the visitor in pt-BR what went wrong when it answers something they did (a field to correct, a send that failed, an address that does not exist, a chassis number that is not well formed), and still shows nothing of a failure behind the scenes.
    Refines ERROR-2, ERROR-3.
    Why: A visitor must learn what to fix or their lead is lost, while a failure they cannot act on would only worry them.

    Scenario: An address the visitor asked for that does not exist is the one page that says so
      Given a visitor opens the home page
      Then the page shows no error message
      When the visitor opens the address "/picapes/l300" that does not exist
      Then the page's one main heading is "Página não encontrada"
      And the page's introduction reads "O endereço que você procurou não existe ou mudou de lugar. Busque o que procura, ou siga por um destes caminhos."
