@pages @no-browser
Feature: Every route the source lists answers with its page
  The source lists the site's routes: the header menu's, the brand world's
  pages, the secondary links, the footer's, the model pages and the service
  pages it saw in structured data. Each answers at exactly its address with its
  own page, headed as below, for any visitor: the site has no sign-in. These
  rules ask the site as a plain HTTP client asks, with no browser; every page
  is also visited in a browser, at both widths, in every-page.feature.

  @clause:ROUTE-1
  Rule: ROUTE-1 Header menu routes: /ofertas, /mit-assinatura, /servicos-beneficios, /vendas-diretas, /mit-agro, /mit4fun, /mundo-mit.

    Scenario: The header menu's routes answer with their pages
      Then these addresses answer with their pages:
        | /ofertas             | Ofertas               |
        | /mit-assinatura      | MIT Assinatura        |
        | /servicos-beneficios | Serviços e Benefícios |
        | /vendas-diretas      | Vendas Diretas        |
        | /mit-agro            | MIT Agro              |
        | /mit4fun             | MIT 4FUN              |
        | /mundo-mit           | Mundo MIT             |

  @clause:ROUTE-2
  Rule: ROUTE-2 /mundo-mit has children: /mundo-mit/mitsubishi-experience, /mundo-mit/mitsubishi-outdoor, /mundo-mit/mitsubishi-motorsports, /mundo-mit/mitsubishi-cup, /mundo-mit/embaixadores-mit, /mundo-mit/patrocinios-e-parcerias.

    Scenario: The brand world's pages answer with their pages
      Then these addresses answer with their pages:
        | /mundo-mit/mitsubishi-experience   | Mitsubishi Experience   |
        | /mundo-mit/mitsubishi-outdoor      | Mitsubishi Outdoor      |
        | /mundo-mit/mitsubishi-motorsports  | Mitsubishi Motorsports  |
        | /mundo-mit/mitsubishi-cup          | Mitsubishi Cup          |
        | /mundo-mit/embaixadores-mit        | Embaixadores MIT        |
        | /mundo-mit/patrocinios-e-parcerias | Patrocínios e Parcerias |

  @clause:ROUTE-3
  Rule: ROUTE-3 Secondary links: /informacoes-pre-atendimento/cotacao (request a quote), /informacoes-pre-atendimento/test-drive, /concessionarias (dealers), /institucional.

    Scenario: The secondary links' routes answer with their pages
      Then these addresses answer with their pages:
        | /informacoes-pre-atendimento/cotacao    | Solicite uma cotação |
        | /informacoes-pre-atendimento/test-drive | Agende um test drive |
        | /concessionarias                        | Concessionárias      |
        | /institucional                          | Institucional        |

  @clause:ROUTE-4
  Rule: ROUTE-4 Footer links: /institucional, /aspectos-legais, /privacidade, /termos-uso, /recall, /imprensa, /fale-conosco, /mapa-do-site.

    Scenario: The footer's routes answer with their pages
      Then these addresses answer with their pages:
        | /institucional   | Institucional           |
        | /aspectos-legais | Aspectos legais         |
        | /privacidade     | Política de privacidade |
        | /termos-uso      | Termos de uso           |
        | /recall          | Recall                  |
        | /imprensa        | Imprensa                |
        | /fale-conosco    | Fale conosco            |
        | /mapa-do-site    | Mapa do site            |

  @clause:ROUTE-5
  Rule: ROUTE-5 Model pages are reached at /{body style slug}/{model slug}, the slug built from the body style name and the model name, lower-case in the Brazilian Portuguese locale.

    Scenario: A model's page is at its body style and its name, in lower case
      Then each model answers at its body style and its name, in lower case, words joined by hyphens:
        | body style       | model                      | address                                |
        | SUV e Crossovers | Pajero Sport               | /suv-e-crossovers/pajero-sport         |
        | SUV e Crossovers | Outlander                  | /suv-e-crossovers/outlander            |
        | SUV e Crossovers | Eclipse Cross Tarmac       | /suv-e-crossovers/eclipse-cross-tarmac |
        | SUV e Crossovers | Eclipse Cross              | /suv-e-crossovers/eclipse-cross        |
        | Picapes          | Triton Tarmac              | /picapes/triton-tarmac                 |
        | Picapes          | L200 Triton Sport          | /picapes/l200-triton-sport             |
        | Picapes          | L200 Triton Sport GLS Plus | /picapes/l200-triton-sport-gls-plus    |

  @clause:ROUTE-7
  Rule: ROUTE-7 Other pages seen in structured data: /mit-revisao-programada, /mit-kit-pecas-peca-facil, /mit-assistance, /mit-cartao, /mit-consorcio, /mit-seguro, /mit-blindagem, /mit-especial, /mit-facil.

    Scenario: The service pages seen in structured data answer with their pages
      Then these addresses answer with their pages:
        | /mit-revisao-programada   | MIT Revisão Programada   |
        | /mit-kit-pecas-peca-facil | MIT Kit Peças Peça Fácil |
        | /mit-assistance           | MIT Assistance           |
        | /mit-cartao               | MIT Cartão               |
        | /mit-consorcio            | MIT Consórcio            |
        | /mit-seguro               | MIT Seguro               |
        | /mit-blindagem            | MIT Blindagem            |
        | /mit-especial             | MIT Especial             |
        | /mit-facil                | MIT Fácil                |

  @clause:ROLES-1
  Rule: ROLES-1 No roles; the site is public.

    Scenario: Every page answers an anonymous visitor, without a sign-in
      Then every page of the site answers an anonymous visitor, asking for no sign-in
