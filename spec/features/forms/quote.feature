@forms @quote
Feature: Requesting a quote
  A visitor who likes a Mitsubishi asks for a quote: the dealer nearest to them
  prepares a proposal. The form knows the model of the page that linked to it
  and the city the visitor chose, asks only what a dealer needs to answer, and
  the importer receives the request with the campaign of the visit.

  @clause:FORM-1 @clause:FORM-3 @clause:FORM-8 @clause:FORM-9 @clause:FORM-10 @clause:TRACK-15
  @clause:ANALYTICS-8 @clause:ANALYTICS-9 @clause:ANALYTICS-10 @clause:API-1 @clause:API-5 @writes
  Scenario: A visitor from a campaign asks for a quote of the model they came from, near their city
    Given the visitor chose "Rio de Janeiro" (IBGE 3304557) on an earlier visit
    When a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=outlander&utm_source=google&campanha=verao"
    Then the form asks, in order:
      | Modelo                    |
      | Nome completo             |
      | E-mail                    |
      | Celular com DDD           |
      | Estado                    |
      | Cidade                    |
      | Concessionária (opcional) |
      | Mensagem (opcional)       |
    And the field "Modelo" holds "Outlander"
    And the field "Estado" holds "Rio de Janeiro"
    And the field "Cidade" holds "Rio de Janeiro"
    And the consent box is not ticked
    And the consent box links to the privacy policy
    And the data layer received the formView of the form "cotacao" after the pageLoad of its page
    When the visitor fills in the form:
      | Nome completo             | Ana Souza                                      |
      | E-mail                    | ana.souza@exemplo.com.br                       |
      | Celular com DDD           | 21987654321                                    |
      | Concessionária (opcional) | Guanabara Mitsubishi Botafogo (Rio de Janeiro) |
    And the visitor accepts the use of their data
    And the visitor presses "Solicitar cotação"
    Then the form thanks the visitor: "Pedido de cotação recebido"
    And the thank-you says what comes next: "entrar em contato em até 1 dia útil"
    And the form sent the city "Rio de Janeiro" with the IBGE code 3304557
    And the importer received from this visitor:
      | canal          | lead                          |
      | tipo           | cotacao                       |
      | nome           | Ana Souza                     |
      | email          | ana.souza@exemplo.com.br      |
      | celular        | (21) 98765-4321               |
      | uf             | RJ                            |
      | cidade         | Rio de Janeiro                |
      | modelo         | outlander                     |
      | concessionaria | guanabara-mitsubishi-botafogo |
      | origem         | google                        |
      | campanha       | verao                         |
    And the importer received the visitor's id with it
    And the data layer received a formClick event for the form "cotacao" with the button "Solicitar cotação"
    And the data layer received, for the form "cotacao", exactly: "formView, formClick, formThankYouPage"
    And the browser keeps no draft of the form "cotacao"

  @mobile @clause:FORM-1 @clause:FORM-8 @clause:API-1 @clause:A11Y-1 @writes
  Scenario: On a phone a visitor fills in everything and asks for a quote
    Given a visitor opens "/informacoes-pre-atendimento/cotacao"
    Then the page has no accessibility violations
    When the visitor fills in the form:
      | Modelo              | L200 Triton Sport                      |
      | Nome completo       | João da Silva                          |
      | E-mail              | joao@example.com                       |
      | Celular com DDD     | 62998761234                            |
      | Estado              | Goiás                                  |
      | Cidade              | Catalão                                |
      | Mensagem (opcional) | Tenho uma L200 2019 para dar na troca. |
    And the visitor accepts the use of their data
    And a screenshot of the window is attached as "Cotação preenchida, 390 px"
    And the visitor presses "Solicitar cotação"
    Then the form thanks the visitor: "Pedido de cotação recebido"
    And every link of the page to the site leads to a page that answers
    And the page has no accessibility violations
    And a screenshot of the window is attached as "Cotação recebida, 390 px"
    And the importer received from this visitor:
      | tipo     | cotacao                                |
      | modelo   | l200-triton-sport                      |
      | uf       | GO                                     |
      | cidade   | Catalão                                |
      | mensagem | Tenho uma L200 2019 para dar na troca. |

  @clause:FORM-3
  Scenario Outline: A link naming a model the form does not offer chooses none (<modelo>)
    When a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=<modelo>"
    Then the field "Modelo" holds "Escolha o modelo"

    Examples:
      | modelo       |
      | fusca        |
      | %3Cscript%3E |

  @clause:FORM-3
  Scenario: A link names the model in capitals
    When a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=PAJERO-SPORT"
    Then the field "Modelo" holds "Pajero Sport"

  @clause:FORM-3 @clause:DEALER-2
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

  @clause:FORM-3
  Scenario: A city chosen in the header later fills the place, unless the visitor wrote their own
    When a visitor opens "/informacoes-pre-atendimento/cotacao"
    And 5 seconds pass
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

  @clause:FORM-3 @clause:DEALER-2
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

  @clause:FORM-3 @writes
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

  @clause:FORM-1 @clause:FORM-2 @clause:FORM-8 @clause:A11Y-2 @writes
  Scenario: A visitor fills in and sends the quote form with the keyboard only
    Given a visitor opens "/informacoes-pre-atendimento/cotacao"
    When the visitor tabs to the link "Pular para o conteúdo"
    And the visitor presses Enter
    Then the main content has the focus
    When the visitor fills in the form with the keyboard only:
      | Modelo          | Outlander            |
      | Nome completo   | Maria Oliveira       |
      | E-mail          | maria@exemplo.com.br |
      | Celular com DDD | 11912345678          |
      | Estado          | Goiás                |
      | Cidade          | Goiânia              |
    And the visitor ticks the consent box with the keyboard
    And the visitor presses "Solicitar cotação" with the keyboard
    Then the form thanks the visitor: "Pedido de cotação recebido"
    And the importer received from this visitor:
      | modelo  | outlander       |
      | celular | (11) 91234-5678 |
      | uf      | GO              |
