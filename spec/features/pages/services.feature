@pages
Feature: Services and benefits
  The services page presents the nine services, each with its own page (what
  it is, how it works, who can use it, what to do next), the guaranteed
  buy-back programme with every one of its conditions, and the three toll-free
  numbers, which dial when tapped.

  @clause:CONST-8 @clause:PAGE-15
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

  @clause:CONST-9 @clause:PAGE-15
  Scenario: The three toll-free numbers dial when tapped
    When a visitor opens "/servicos-beneficios"
    Then the page offers these toll-free numbers:
      | service        | purpose     | number        | dials             |
      | MIT Assistance | Assistência | 0800 770 0611 | tel:+558007700611 |
      | MIT Seguro     | Seguro      | 0800 770 0612 | tel:+558007700612 |
      | MIT Assinatura | Assinatura  | 0800 770 0613 | tel:+558007700613 |

  @clause:ROUTE-7 @clause:PAGE-15
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

  @clause:CONST-8 @clause:CONST-9 @clause:PAGE-15
  Scenario: MIT Assistance and MIT Seguro give their toll-free numbers; MIT Fácil its buy-back conditions
    When a visitor opens "/mit-assistance"
    Then the page offers the toll-free number "0800 770 0611", which dials "tel:+558007700611"
    When the visitor moves within the site to "/mit-seguro"
    Then the page offers the toll-free number "0800 770 0612", which dials "tel:+558007700612"
    When the visitor moves within the site to "/mit-facil"
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

  @clause:PAGE-15
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
