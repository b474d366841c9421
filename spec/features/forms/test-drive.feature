@forms @test-drive
Feature: Booking a test drive
  A visitor books a test drive of the model they want to drive, at a dealer, on
  a day from tomorrow to 60 days ahead; the dealer confirms the time.

  @clause:FORM-1 @clause:FORM-3 @clause:FORM-8 @clause:FORM-12 @clause:TRACK-15
  @clause:ANALYTICS-8 @clause:ANALYTICS-9 @clause:ANALYTICS-10 @clause:API-1 @clause:A11Y-1 @writes
  Scenario: A visitor books a test drive of the model of the page they came from
    Given the visitor chose "São Paulo" (IBGE 3550308) on an earlier visit
    When a visitor opens "/informacoes-pre-atendimento/test-drive?modelo=pajero-sport"
    Then the form asks, in order:
      | Modelo                    |
      | Nome completo             |
      | E-mail                    |
      | Celular com DDD           |
      | Estado                    |
      | Cidade                    |
      | Concessionária (opcional) |
      | Data preferida            |
    And the field "Modelo" holds "Pajero Sport"
    And the date field offers the days from tomorrow to 60 days from today
    And the page has no accessibility violations
    When the visitor fills in the form:
      | Nome completo             | Carlos Pereira                       |
      | E-mail                    | carlos@exemplo.com.br                |
      | Celular com DDD           | 11976543210                          |
      | Concessionária (opcional) | Três Diamantes Tatuapé (São Paulo)   |
    And the visitor picks the day 2 days from today as the preferred date
    And the visitor accepts the use of their data
    And the visitor presses "Agendar test drive"
    Then the form thanks the visitor: "Pedido de test drive recebido"
    And the thank-you says what comes next: "Leve sua CNH no dia."
    And the importer received from this visitor:
      | tipo           | test-drive             |
      | modelo         | pajero-sport           |
      | uf             | SP                     |
      | cidade         | São Paulo              |
      | concessionaria | tres-diamantes-tatuape |
      | data_preferida | <depois de amanhã>     |
    And the data layer received, for the form "test-drive", exactly: "formView, formClick, formThankYouPage"

  @mobile @clause:FORM-1 @clause:FORM-8 @clause:FORM-12 @clause:API-1 @writes
  Scenario: On a phone a visitor books a test drive
    Given a visitor opens "/informacoes-pre-atendimento/test-drive"
    When the visitor fills in the form:
      | Modelo          | Eclipse Cross         |
      | Nome completo   | Beatriz Costa         |
      | E-mail          | bia@exemplo.com.br    |
      | Celular com DDD | 51991234567           |
      | Estado          | Rio Grande do Sul     |
      | Cidade          | Porto Alegre          |
    And the visitor picks the day 2 days from today as the preferred date
    And the visitor accepts the use of their data
    And the visitor presses "Agendar test drive"
    Then the form thanks the visitor: "Pedido de test drive recebido"
    And a screenshot of the window is attached as "Test drive agendado, 390 px"
    And the importer received from this visitor:
      | tipo           | test-drive         |
      | modelo         | eclipse-cross      |
      | uf             | RS                 |
      | data_preferida | <depois de amanhã> |

  @clause:FORM-12 @clause:FORM-4
  Scenario Outline: A test drive cannot be booked for <when>
    Given a visitor opens "/informacoes-pre-atendimento/test-drive?modelo=outlander"
    When the visitor picks the day <days> days from today as the preferred date
    And the visitor presses "Agendar test drive"
    Then the field "Data preferida" says "Escolha uma data entre amanhã e os próximos 60 dias."

    Examples:
      | when                 | days |
      | today                | 0    |
      | 61 days from today   | 61   |
