@pages
Feature: Services and benefits
  The services page presents the nine services, each with its own page (what
  it is, how it works, who can use it, what to do next), the guaranteed
  buy-back programme with every one of its conditions, and the three toll-free
  numbers, which dial when tapped. The numbers are the project's sample data,
  and every page that shows them says so.

  @clause:CONST-8
  Rule: CONST-8 Guaranteed buy-back programme: repurchase at 85% of the reference price table; at most 24 months of use; at most 15,000 km per year and 30,000 km in total; all scheduled services done at authorised dealers; a spare key; no collisions; an approved inspection. Exchange only for a new car of the same brand with equal or higher value.

    Scenario: The guaranteed buy-back programme with all its conditions
      When a visitor opens "/servicos-beneficios"
      Then the section "Recompra garantida" lists these conditions:
        | Recompra por 85% do valor da tabela de preços de referência.                 |
        | Até 24 meses de uso.                                                         |
        | Até 15.000 km por ano e 30.000 km no total.                                  |
        | Todas as revisões programadas feitas na rede de concessionárias autorizadas. |
        | Chave reserva.                                                               |
        | Sem colisões.                                                                |
        | Vistoria aprovada.                                                           |
        | Troca somente por um carro novo da marca, de valor igual ou superior.        |

  @clause:CONST-9
  Rule: CONST-9 Three toll-free numbers are offered: assistance, insurance and subscription.

    Scenario: Three toll-free numbers: assistance, insurance and subscription
      When a visitor opens "/servicos-beneficios"
      Then the page offers toll-free numbers for exactly these purposes:
        | Assistência |
        | Seguro      |
        | Assinatura  |

  @clause:PAGE-30
  Rule: PAGE-30 The three toll-free numbers are the project's sample numbers 0800 770 0611 (assistance), 0800 770 0612 (insurance) and 0800 770 0613 (subscription), each a link that dials it, and every page that shows them says they are sample data.
    Refines CONST-9.
    Why: The source names the three lines but not their numbers, and a visitor must not take a sample number for the importer's real line.

    Scenario: The three sample toll-free numbers dial when tapped, and the page says they are sample data
      When a visitor opens "/servicos-beneficios"
      Then the page offers these toll-free numbers:
        | service        | purpose     | number        | dials             |
        | MIT Assistance | Assistência | 0800 770 0611 | tel:+558007700611 |
        | MIT Seguro     | Seguro      | 0800 770 0612 | tel:+558007700612 |
        | MIT Assinatura | Assinatura  | 0800 770 0613 | tel:+558007700613 |
      And the page says it shows sample data: "Os números 0800 deste site são fictícios"

    Scenario: MIT Assistance, MIT Seguro and MIT Assinatura each give their own number, as sample data
      When a visitor opens "/mit-assistance"
      Then the page offers the toll-free number "0800 770 0611", which dials "tel:+558007700611"
      And the page says it shows sample data: "Os números 0800 deste site são fictícios"
      When the visitor moves within the site to "/mit-seguro"
      Then the page offers the toll-free number "0800 770 0612", which dials "tel:+558007700612"
      And the page says it shows sample data: "Os números 0800 deste site são fictícios"
      When the visitor moves within the site to "/mit-assinatura"
      Then the page offers the toll-free number "0800 770 0613", which dials "tel:+558007700613"
      And the page says it shows sample data: "Os números 0800 deste site são fictícios"
      When the visitor moves within the site to "/fale-conosco"
      Then the page says it shows sample data: "Os números 0800 deste site são fictícios"

  @clause:PAGE-15
  Rule: PAGE-15 The services page lists the nine services, each linking to its page, and each service page says what the service is, how it works and who can use it, and ends with a call to action.
    Refines CONTENT-1, ROUTE-7.
    Why: The source names the nine service pages but shows nothing of what they say.

    Scenario: Each of the nine services has its own page
      When a visitor opens "/servicos-beneficios"
      Then the services page links these services:
        | MIT Revisão Programada   | /mit-revisao-programada   |
        | MIT Kit Peças Peça Fácil | /mit-kit-pecas-peca-facil |
        | MIT Assistance           | /mit-assistance           |
        | MIT Cartão               | /mit-cartao               |
        | MIT Consórcio            | /mit-consorcio            |
        | MIT Seguro               | /mit-seguro               |
        | MIT Blindagem            | /mit-blindagem            |
        | MIT Especial             | /mit-especial             |
        | MIT Fácil                | /mit-facil                |
      And each service's page says what it is, how it works, who can use it and what to do next

    Scenario Outline: The services page at <width> px
      When a visitor opens "/servicos-beneficios"
      Then the page's one main heading is "Serviços e Benefícios"
      And a screenshot of the whole page is attached as "Serviços e benefícios, <width> px"

      Examples:
        | width |
        | 1280  |

      @mobile
      Examples:
        | width |
        | 390   |

  @clause:PAGE-29
  Rule: PAGE-29 The services page and the MIT Fácil page show the guaranteed buy-back programme with every condition the source lists, and give no other share than its 85%.
    Refines CONST-8.
    Why: The source gives the programme's conditions but not where a visitor reads them, and a second figure would contradict the 85%.

    Scenario: MIT Fácil gives the buy-back's conditions, and no other share than 85%
      When a visitor opens "/mit-facil"
      Then the section "Recompra garantida" lists these conditions:
        | Recompra por 85% do valor da tabela de preços de referência.                 |
        | Até 24 meses de uso.                                                         |
        | Até 15.000 km por ano e 30.000 km no total.                                  |
        | Todas as revisões programadas feitas na rede de concessionárias autorizadas. |
        | Chave reserva.                                                               |
        | Sem colisões.                                                                |
        | Vistoria aprovada.                                                           |
        | Troca somente por um carro novo da marca, de valor igual ou superior.        |
      And every percentage the page gives is "85%"
