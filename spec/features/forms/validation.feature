@forms @validation
Feature: Helping the visitor fill in a form
  A form says in Portuguese what is missing or wrong, beside each field and in a
  list above the form, and takes the visitor to the first field to fix. The
  mobile phone takes shape as it is typed.

  @clause:FORM-4 @clause:FORM-9 @clause:ANALYTICS-9 @clause:VALIDATION-1 @clause:A11Y-1
  Scenario: Sending an empty form lists what is missing and moves to the first field
    Given a visitor opens "/informacoes-pre-atendimento/test-drive"
    When the visitor presses "Agendar test drive"
    Then the list of problems above the form reads:
      | Modelo: Escolha o modelo.                                                                        |
      | Nome completo: Informe seu nome completo.                                                        |
      | E-mail: Informe um e-mail válido, como nome@exemplo.com.br.                                      |
      | Celular com DDD: Informe um celular com DDD, como (11) 98765-4321.                               |
      | Estado: Escolha o estado.                                                                        |
      | Cidade: Informe a cidade.                                                                        |
      | Data preferida: Escolha uma data entre amanhã e os próximos 60 dias.                             |
      | Autorização de uso dos dados: Para enviar, aceite que a Mitsubishi use seus dados para responder ao seu pedido. |
    And the field "Modelo" has the focus
    And the field "Nome completo" says "Informe seu nome completo."
    And the field "Celular com DDD" says "Informe um celular com DDD, como (11) 98765-4321."
    And the consent box says "Para enviar, aceite que a Mitsubishi use seus dados para responder ao seu pedido."
    And the field "Concessionária (opcional)" shows no message
    And the page has no accessibility violations
    And the data layer received, for the form "test-drive", exactly: "formView, formClick"
    And the form sent 0 requests

  @clause:FORM-4
  Scenario: Messages follow the visitor's corrections, and the list leads to each field
    Given a visitor opens "/fale-conosco"
    When the visitor presses "Enviar mensagem"
    And the visitor follows "E-mail: Informe um e-mail válido, como nome@exemplo.com.br." in the list of problems
    Then the field "E-mail" has the focus
    When the visitor fills in the form:
      | E-mail        | ana@            |
      | Nome completo | Ana Souza       |
    Then the field "Nome completo" shows no message
    And the field "E-mail" says "Informe um e-mail válido, como nome@exemplo.com.br."
    When the visitor fills in the form:
      | Mensagem | Oi |
    Then the field "Mensagem" says "Escreva sua mensagem (de 10 a 2000 caracteres)."

  @clause:FORM-2
  Scenario: The mobile phone takes shape as it is typed
    Given a visitor opens "/novo-outlander/form-vip"
    When the visitor types "1198765" in the field "Celular com DDD"
    Then the field "Celular com DDD" holds "(11) 98765"
    When the visitor types "432199" in the field "Celular com DDD"
    Then the field "Celular com DDD" holds "(11) 98765-4321"
    When the visitor presses Backspace 5 times in the field "Celular com DDD"
    Then the field "Celular com DDD" holds "(11) 9876"

  @clause:FORM-2
  Scenario: Editing the phone in its middle: a mask character deleted takes the digit beside it, and the caret keeps its place
    Given a visitor opens "/novo-outlander/form-vip"
    When the visitor types "11987654321" in the field "Celular com DDD"
    And the visitor puts the caret after "(11) 98765" in the field "Celular com DDD"
    And the visitor presses Delete in the field "Celular com DDD"
    Then the field "Celular com DDD" holds "(11) 98765-321"
    And the caret in the field "Celular com DDD" stands after "(11) 98765"
    When the visitor puts the caret after "(11) 9876" in the field "Celular com DDD"
    And the visitor presses Backspace in the field "Celular com DDD"
    Then the field "Celular com DDD" holds "(11) 98753-21"
    And the caret in the field "Celular com DDD" stands after "(11) 987"

  @clause:FORM-2 @clause:API-2
  Scenario Outline: A phone that is not a Brazilian mobile is refused (<phone>)
    Given a visitor opens "/novo-outlander/form-vip"
    When the visitor fills in the form:
      | Celular com DDD | <phone> |
    And the visitor presses "Quero ser VIP"
    Then the field "Celular com DDD" says "Informe um celular com DDD, como (11) 98765-4321."

    Examples:
      | phone       |
      | 1134567890  |
      | 20987654321 |
      | 987654321   |
