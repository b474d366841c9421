@forms @validation
Feature: Helping the visitor fill in a form
  A form says in Portuguese what is missing or wrong, beside each field and in a
  list above the form, and takes the visitor to the first field to fix; it says
  so only once the visitor sends. The mobile phone takes shape as it is typed,
  and only a Brazilian mobile is taken.

  @clause:NOTICE-1
  Rule: NOTICE-1 Overriding the source's 'No user-visible error messages are shown', the site tells the visitor in pt-BR what went wrong when it answers something they did (a field to correct, a send that failed, an address that does not exist, a chassis number that is not well formed), and still shows nothing of a failure behind the scenes.
    Refines ERROR-2, ERROR-3.
    Why: A visitor must learn what to fix or their lead is lost, while a failure they cannot act on would only worry them.

    Scenario: The visitor reads what to fix in Portuguese once they send, not before
      Given a visitor opens "/novo-outlander/form-vip"
      Then the field "Nome completo" shows no message
      When the visitor presses "Quero ser VIP"
      Then the field "Nome completo" says "Informe seu nome completo."
      And the field "E-mail" says "Informe um e-mail válido, como nome@exemplo.com.br."

  @clause:FORM-4
  Rule: FORM-4 A send with fields to correct shows each one's pt-BR message under the field and a list of them above the form leading to each field, moves the focus to the first field in error, updates the messages as the visitor corrects, and shows a field the importer's system refuses the same way.
    Refines VALIDATION-1.
    Why: A visitor must see what to fix, where, and in their own language, or the request is lost.

    @needs-request-log
    Scenario: Sending an empty form lists what is missing and moves to the first field
      Given a visitor opens "/informacoes-pre-atendimento/test-drive"
      When the visitor presses "Agendar test drive"
      Then the list of problems above the form reads:
        | Modelo: Escolha o modelo.                                                                                       |
        | Nome completo: Informe seu nome completo.                                                                       |
        | E-mail: Informe um e-mail válido, como nome@exemplo.com.br.                                                     |
        | Celular com DDD: Informe um celular com DDD, como (11) 98765-4321.                                              |
        | Estado: Escolha o estado.                                                                                       |
        | Cidade: Informe a cidade.                                                                                       |
        | Data preferida: Escolha uma data entre amanhã e os próximos 60 dias.                                            |
        | Autorização de uso dos dados: Para enviar, aceite que a Mitsubishi use seus dados para responder ao seu pedido. |
      And the field "Modelo" has the focus
      And the field "Nome completo" says "Informe seu nome completo."
      And the field "Celular com DDD" says "Informe um celular com DDD, como (11) 98765-4321."
      And the consent box says "Para enviar, aceite que a Mitsubishi use seus dados para responder ao seu pedido."
      And the field "Concessionária (opcional)" shows no message
      And the page has no accessibility violations
      And the data layer received, for the form "test-drive", exactly: "formView, formClick"
      And the form sent 0 requests

    Scenario: Messages follow the visitor's corrections, and the list leads to each field
      Given a visitor opens "/fale-conosco"
      When the visitor presses "Enviar mensagem"
      And the visitor follows "E-mail: Informe um e-mail válido, como nome@exemplo.com.br." in the list of problems
      Then the field "E-mail" has the focus
      When the visitor fills in the form:
        | E-mail        | ana@      |
        | Nome completo | Ana Souza |
      Then the field "Nome completo" shows no message
      And the field "E-mail" says "Informe um e-mail válido, como nome@exemplo.com.br."
      When the visitor fills in the form:
        | Mensagem | Oi |
      Then the field "Mensagem" says "Escreva sua mensagem (de 10 a 2000 caracteres)."

  @clause:FORM-2
  Rule: FORM-2 The mobile phone takes the pt-BR shape '(11) 98765-4321' as the visitor types: at most 11 digits are kept, the shape never loses, reorders or adds a digit, the caret stays after the same digit, and deleting one of the shape's characters deletes the digit beside it.
    Refines VALIDATION-1.
    Why: Most visitors fill the form on a phone, and a number shaped as they type is one they can check at a glance.

    Scenario: The mobile phone takes shape as it is typed
      Given a visitor opens "/novo-outlander/form-vip"
      When the visitor types "1198765" in the field "Celular com DDD"
      Then the field "Celular com DDD" holds "(11) 98765"
      When the visitor types "432199" in the field "Celular com DDD"
      Then the field "Celular com DDD" holds "(11) 98765-4321"
      When the visitor presses Backspace 5 times in the field "Celular com DDD"
      Then the field "Celular com DDD" holds "(11) 9876"

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

  @clause:FORM-15
  Rule: FORM-15 A mobile phone is valid when it is a Brazilian mobile, an area code (DDD) in use followed by nine digits starting with 9, and it is sent written as '(11) 98765-4321' whatever the visitor typed around the digits.
    Refines VALIDATION-1.
    Why: The dealer calls the visitor back on a Brazilian mobile, and one written form is one the importer reads at a glance.

    Scenario Outline: A phone that is not a Brazilian mobile is refused (<phone>: <why>)
      Given a visitor opens "/novo-outlander/form-vip"
      When the visitor fills in the form:
        | Celular com DDD | <phone> |
      And the visitor presses "Quero ser VIP"
      Then the field "Celular com DDD" says "Informe um celular com DDD, como (11) 98765-4321."

      Examples:
        | phone       | why                       |
        | 1134567890  | a landline                |
        | 20987654321 | an area code not in use   |
        | 987654321   | no area code              |
