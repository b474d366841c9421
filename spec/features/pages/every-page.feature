@pages
Feature: Every page of the site answers with its own page
  Every address of the route table and every model page is visited at 1280
  and 390 px by a visitor who never signed in: each answers with one main
  heading of its own, a title and a description of its own, the header and the
  footer its address calls for, valid structured data, links that all lead to
  pages that answer, nothing that moves under the visitor as it loads, no
  accessibility violation and no error message. The Examples list exactly the
  route table's addresses and the catalogue's model addresses: a contract test
  fails when one is missing or left over.

  @clause:PAGE-1
  Rule: PAGE-1 Every page of the route table and every model page answers any visitor with a page of its own in pt-BR: one main heading, a title of its own followed by the brand's name (the home page's is the brand's name alone), and a description of its own.
    Refines CONTENT-1, PRODUCT-7, PRODUCT-8.
    Why: The source shows no page content, yet every address it names must say something of its own, to visitors and to search engines.

    @every-page @steadiness
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

  @clause:PAGE-6
  Rule: PAGE-6 Every internal link of every page leads to a page that answers 200 at exactly that address, without a redirect.
    Refines ROUTE-1, ROUTE-3, ROUTE-4.
    Why: A link that answers with a redirect or an error wastes the visitor's time.

    Scenario: Every link of the home page and of the page for an unknown address leads to a page that answers
      Given a visitor opens the home page
      Then every link of the page to the site leads to a page that answers
      When the visitor opens the address "/picapes/l300" that does not exist
      Then every link of the page to the site leads to a page that answers
