@forms @test-drive
Feature: Booking a test drive
  A visitor books a test drive of the model they want to drive, at a dealer, on
  a day from tomorrow to 60 days ahead; the dealer confirms the time. The form
  and the importer's system check the request by the same rules.

  @clause:FORM-12
  Rule: FORM-12 The test-drive date is a day from tomorrow to 60 days ahead, today being the date in Brazil; the field shows both limits as dd/mm/yyyy and the browser's date picker offers only those days.
    Refines VALIDATION-1.
    Why: A test drive needs a day the dealer can still plan for.

    @writes
    Scenario: A visitor books a test drive of the model of the page they came from, on a day the dealer can plan for
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
        | Nome completo             | Carlos Pereira                     |
        | E-mail                    | carlos@exemplo.com.br              |
        | Celular com DDD           | 11976543210                        |
        | Concessionária (opcional) | Três Diamantes Tatuapé (São Paulo) |
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

    Scenario Outline: A test drive cannot be booked for <when>
      Given a visitor opens "/informacoes-pre-atendimento/test-drive?modelo=outlander"
      When the visitor picks the day <days> days from today as the preferred date
      And the visitor presses "Agendar test drive"
      Then the field "Data preferida" says "Escolha uma data entre amanhã e os próximos 60 dias."

      Examples:
        | when               | days |
        | today              | 0    |
        | 61 days from today | 61   |

  @clause:API-1
  Rule: API-1 The forms and the importer's system check a submission by the same rules, so every lead or contact message a form accepts the system accepts and stores.
    Refines CALL-12, VALIDATION-1.
    Why: A lead the form accepted but the server refused would be lost without the visitor knowing.

    @mobile @writes
    Scenario: On a phone a visitor books a test drive, and the importer's system stores what the form accepted
      Given a visitor opens "/informacoes-pre-atendimento/test-drive"
      When the visitor fills in the form:
        | Modelo          | Eclipse Cross      |
        | Nome completo   | Beatriz Costa      |
        | E-mail          | bia@exemplo.com.br |
        | Celular com DDD | 51991234567        |
        | Estado          | Rio Grande do Sul  |
        | Cidade          | Porto Alegre       |
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
