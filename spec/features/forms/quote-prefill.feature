@forms @quote
Feature: The quote form fills in what it knows
  A visitor should not type what the site already knows: the model of the page
  that linked to the form, the city they chose for the site, and so the dealers
  near them. What the visitor types themselves always wins.

  @clause:FORM-3
  Rule: FORM-3 A link to the quote or test-drive form chooses its model with the parameter modelo, as in /informacoes-pre-atendimento/cotacao?modelo=outlander, whatever its letter case and surrounding spaces, and a value naming no model the form offers chooses none.
    Refines ROUTE-3.
    Why: A visitor who came from a model's page should not have to choose the model again.

    Scenario Outline: A link naming a model the form does not offer chooses none (<modelo>)
      When a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=<modelo>"
      Then the field "Modelo" holds "Escolha o modelo"

      Examples:
        | modelo       |
        | fusca        |
        | %3Cscript%3E |

    Scenario: A link names the model in capitals
      When a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=PAJERO-SPORT"
      Then the field "Modelo" holds "Pajero Sport"

  @clause:FORM-16
  Rule: FORM-16 A form's state and city start from the city the visitor chose for the site and follow a city they choose later, until the visitor types their own, which wins; the chosen city's IBGE code is sent only with that city.
    Refines ROUTE-3, PRODUCT-4.
    Why: A visitor who told the site their city should not type it again, and the importer must not get a code for another city.

    @needs-virtual-clock
    Scenario: A city chosen in the header later fills the place, unless the visitor wrote their own
      When a visitor opens "/informacoes-pre-atendimento/cotacao"
      And the city selection has opened by itself
      And the visitor looks for the city "niteroi"
      And the visitor chooses "Niterói, RJ" in the list of cities
      Then the field "Estado" holds "Rio de Janeiro"
      And the field "Cidade" holds "Niterói"
      When the visitor clicks the city in the header
      And the visitor looks for the city "curitiba"
      And the visitor chooses "Curitiba, PR" in the list of cities
      Then the field "Estado" holds "Paraná"
      And the field "Cidade" holds "Curitiba"
      When the visitor fills in the form:
        | Cidade | Ponta Grossa |
      And the visitor clicks the city in the header
      And the visitor looks for the city "niteroi"
      And the visitor chooses "Niterói, RJ" in the list of cities
      Then the field "Cidade" holds "Ponta Grossa"
      And the field "Estado" holds "Paraná"

    @writes @needs-request-log
    Scenario: A city the visitor types wins over the stored one and goes without its IBGE code
      Given the visitor chose "Niterói" (IBGE 3303302) on an earlier visit
      When a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=outlander"
      Then the field "Cidade" holds "Niterói"
      When the visitor fills in the form:
        | Nome completo   | Ana Souza          |
        | E-mail          | ana@exemplo.com.br |
        | Celular com DDD | 21987654321        |
        | Cidade          | Petrópolis         |
      And the visitor accepts the use of their data
      And the visitor presses "Solicitar cotação"
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And the form sent the city "Petrópolis" without an IBGE code

  @clause:FORM-17
  Rule: FORM-17 A form's dealer list offers the dealers of the chosen state, those of the chosen city first, and stays empty and disabled, saying why, until a state is chosen.
    Refines ROUTE-3.
    Why: A visitor picks a dealer near them, and a list of the whole country would be useless to scroll.

    Scenario: Without a state the dealer list is empty, and says why; then the typed city's dealers come first
      When a visitor opens "/informacoes-pre-atendimento/cotacao"
      Then the list "Concessionária (opcional)" offers, in order:
        | Sem preferência |
      And the field "Concessionária (opcional)" is disabled, and says "Escolha o estado para ver as concessionárias."
      When the visitor fills in the form:
        | Estado | Paraná |
      Then the list "Concessionária (opcional)" offers, in order:
        | Sem preferência                      |
        | Araucária Motors Curitiba (Curitiba) |
        | Araucária Motors Londrina (Londrina) |
      When the visitor fills in the form:
        | Cidade | Londrina |
      Then the list "Concessionária (opcional)" offers, in order:
        | Sem preferência                      |
        | Araucária Motors Londrina (Londrina) |
        | Araucária Motors Curitiba (Curitiba) |

    Scenario: The dealers offered are those of the visitor's state, their city first
      Given the visitor chose "Niterói" (IBGE 3303302) on an earlier visit
      When a visitor opens "/informacoes-pre-atendimento/cotacao"
      Then the list "Concessionária (opcional)" offers, in order:
        | Sem preferência                                |
        | Guanabara Mitsubishi Niterói (Niterói)         |
        | Serra Mitsubishi Petrópolis (Petrópolis)       |
        | Guanabara Mitsubishi Barra (Rio de Janeiro)    |
        | Guanabara Mitsubishi Botafogo (Rio de Janeiro) |
        | Rota Mitsubishi Tijuca (Rio de Janeiro)        |
      When the visitor fills in the form:
        | Estado | Paraná |
      Then the list "Concessionária (opcional)" offers, in order:
        | Sem preferência                      |
        | Araucária Motors Curitiba (Curitiba) |
        | Araucária Motors Londrina (Londrina) |
