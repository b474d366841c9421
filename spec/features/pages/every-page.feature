@pages
Feature: Every page of the site answers with its own content
  Every address of the route table and every model page answers any visitor,
  without a sign-in, with one main heading of its own, a title and a
  description of its own, the header and the footer its address calls for,
  valid structured data, links that all lead to pages that exist, nothing
  that moves under the visitor as it loads, and nothing that breaks the WCAG
  2.0 and 2.1 A and AA rules axe checks. The
  Examples list exactly the route table's addresses and the catalogue's model
  addresses: a contract test fails when one is missing or left over.

  @every-page @clause:ROUTE-1 @clause:ROUTE-2 @clause:ROUTE-3 @clause:ROUTE-4 @clause:ROUTE-5 @clause:ROUTE-7 @clause:ROLES-1 @clause:PRODUCT-3 @clause:PAGE-1 @clause:PAGE-6 @clause:A11Y-1 @clause:ERROR-2 @clause:STEADY-1
  Scenario Outline: <address> answers an anonymous visitor with its own page
    When an anonymous visitor opens "<address>"
    Then the page answers 200 without asking for any sign-in
    And the page's one main heading is "<heading>"
    And the page carries its own title and description
    And the header and the footer show as the visibility rules say
    And every structured-data block of the page is valid schema.org
    And every link of the page to the site leads to a page that answers
    And the page has no accessibility violations
    And the page did not move as it loaded
    And the page shows no error message

    Examples: at 1280 px
      | address                                 | heading                                                  |
      | /                                       | Mitsubishi Motors: SUVs e picapes com 5 anos de garantia |
      | /ofertas                                | Ofertas                                                  |
      | /mit-assinatura                         | MIT Assinatura                                           |
      | /servicos-beneficios                    | Serviços e Benefícios                                    |
      | /vendas-diretas                         | Vendas Diretas                                           |
      | /mit-agro                               | MIT Agro                                                 |
      | /mit4fun                                | MIT 4FUN                                                 |
      | /mundo-mit                              | Mundo MIT                                                |
      | /mundo-mit/mitsubishi-experience        | Mitsubishi Experience                                    |
      | /mundo-mit/mitsubishi-outdoor           | Mitsubishi Outdoor                                       |
      | /mundo-mit/mitsubishi-motorsports       | Mitsubishi Motorsports                                   |
      | /mundo-mit/mitsubishi-cup               | Mitsubishi Cup                                           |
      | /mundo-mit/embaixadores-mit             | Embaixadores MIT                                         |
      | /mundo-mit/patrocinios-e-parcerias      | Patrocínios e Parcerias                                  |
      | /mit-revisao-programada                 | MIT Revisão Programada                                   |
      | /mit-kit-pecas-peca-facil               | MIT Kit Peças Peça Fácil                                 |
      | /mit-assistance                         | MIT Assistance                                           |
      | /mit-cartao                             | MIT Cartão                                               |
      | /mit-consorcio                          | MIT Consórcio                                            |
      | /mit-seguro                             | MIT Seguro                                               |
      | /mit-blindagem                          | MIT Blindagem                                            |
      | /mit-especial                           | MIT Especial                                             |
      | /mit-facil                              | MIT Fácil                                                |
      | /novo-outlander                         | Novo Outlander                                           |
      | /novo-outlander/form-vip                | Cadastro VIP Novo Outlander                              |
      | /informacoes-pre-atendimento/cotacao    | Solicite uma cotação                                     |
      | /informacoes-pre-atendimento/test-drive | Agende um test drive                                     |
      | /concessionarias                        | Concessionárias                                          |
      | /institucional                          | Institucional                                            |
      | /aspectos-legais                        | Aspectos legais                                          |
      | /privacidade                            | Política de privacidade                                  |
      | /termos-uso                             | Termos de uso                                            |
      | /recall                                 | Recall                                                   |
      | /imprensa                               | Imprensa                                                 |
      | /fale-conosco                           | Fale conosco                                             |
      | /mapa-do-site                           | Mapa do site                                             |
      | /suv-e-crossovers/pajero-sport          | Pajero Sport                                             |
      | /picapes/new-triton                     | Nova Triton                                              |
      | /picapes/triton-tarmac                  | Triton Tarmac                                            |
      | /suv-e-crossovers/outlander             | Outlander                                                |
      | /suv-e-crossovers/eclipse-cross-tarmac  | Eclipse Cross Tarmac                                     |
      | /suv-e-crossovers/eclipse-cross         | Eclipse Cross                                            |
      | /picapes/l200-triton-sport              | L200 Triton Sport                                        |
      | /picapes/l200-triton-sport-gls-plus     | L200 Triton Sport GLS Plus                               |

    @mobile
    Examples: at 390 px
      | address                                 | heading                                                  |
      | /                                       | Mitsubishi Motors: SUVs e picapes com 5 anos de garantia |
      | /ofertas                                | Ofertas                                                  |
      | /mit-assinatura                         | MIT Assinatura                                           |
      | /servicos-beneficios                    | Serviços e Benefícios                                    |
      | /vendas-diretas                         | Vendas Diretas                                           |
      | /mit-agro                               | MIT Agro                                                 |
      | /mit4fun                                | MIT 4FUN                                                 |
      | /mundo-mit                              | Mundo MIT                                                |
      | /mundo-mit/mitsubishi-experience        | Mitsubishi Experience                                    |
      | /mundo-mit/mitsubishi-outdoor           | Mitsubishi Outdoor                                       |
      | /mundo-mit/mitsubishi-motorsports       | Mitsubishi Motorsports                                   |
      | /mundo-mit/mitsubishi-cup               | Mitsubishi Cup                                           |
      | /mundo-mit/embaixadores-mit             | Embaixadores MIT                                         |
      | /mundo-mit/patrocinios-e-parcerias      | Patrocínios e Parcerias                                  |
      | /mit-revisao-programada                 | MIT Revisão Programada                                   |
      | /mit-kit-pecas-peca-facil               | MIT Kit Peças Peça Fácil                                 |
      | /mit-assistance                         | MIT Assistance                                           |
      | /mit-cartao                             | MIT Cartão                                               |
      | /mit-consorcio                          | MIT Consórcio                                            |
      | /mit-seguro                             | MIT Seguro                                               |
      | /mit-blindagem                          | MIT Blindagem                                            |
      | /mit-especial                           | MIT Especial                                             |
      | /mit-facil                              | MIT Fácil                                                |
      | /novo-outlander                         | Novo Outlander                                           |
      | /novo-outlander/form-vip                | Cadastro VIP Novo Outlander                              |
      | /informacoes-pre-atendimento/cotacao    | Solicite uma cotação                                     |
      | /informacoes-pre-atendimento/test-drive | Agende um test drive                                     |
      | /concessionarias                        | Concessionárias                                          |
      | /institucional                          | Institucional                                            |
      | /aspectos-legais                        | Aspectos legais                                          |
      | /privacidade                            | Política de privacidade                                  |
      | /termos-uso                             | Termos de uso                                            |
      | /recall                                 | Recall                                                   |
      | /imprensa                               | Imprensa                                                 |
      | /fale-conosco                           | Fale conosco                                             |
      | /mapa-do-site                           | Mapa do site                                             |
      | /suv-e-crossovers/pajero-sport          | Pajero Sport                                             |
      | /picapes/new-triton                     | Nova Triton                                              |
      | /picapes/triton-tarmac                  | Triton Tarmac                                            |
      | /suv-e-crossovers/outlander             | Outlander                                                |
      | /suv-e-crossovers/eclipse-cross-tarmac  | Eclipse Cross Tarmac                                     |
      | /suv-e-crossovers/eclipse-cross         | Eclipse Cross                                            |
      | /picapes/l200-triton-sport              | L200 Triton Sport                                        |
      | /picapes/l200-triton-sport-gls-plus     | L200 Triton Sport GLS Plus                               |
