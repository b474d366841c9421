@forms @send-failures @needs-request-routing
Feature: When sending fails
  A server error, an answer that never comes or a dropped connection must not
  cost the visitor what they typed: the form says in Portuguese what happened
  and offers to try again. That the importer then receives the request once is
  in "retries.feature".

  Background:
    Given the visitor chose "Santos" (IBGE 3548500) on an earlier visit
    And a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=outlander"
    When the visitor fills in the form:
      | Nome completo       | Ana Souza                |
      | E-mail              | ana@exemplo.com.br       |
      | Celular com DDD     | 11987654321              |
      | Mensagem (opcional) | Prefiro contato à tarde. |
    And the visitor accepts the use of their data

  @clause:FORM-5 @needs-request-log
  Rule: FORM-5 A send that fails keeps everything the visitor typed and shows a pt-BR message saying what happened and that the data is still there, with a 'Tentar de novo' button, the focus moving to the message.
    Refines ERROR-3.
    Why: A send that failed must never cost the visitor what they typed.

    @writes
    Scenario: The server fails; the form keeps what was typed and the visitor tries again
      Given the server will fail the next submission with the status 500
      When the visitor presses "Solicitar cotação"
      Then the form says the sending failed: "Não conseguimos enviar agora: nosso sistema não respondeu como deveria."
      And the form still holds what the visitor typed
      When the visitor presses "Tentar de novo"
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And the form sent 2 requests
      And the importer received 1 submission from this visitor

  @clause:FORM-19
  Rule: FORM-19 A send fails when the importer's system answers with an error or anything unexpected, when no answer comes within 20 seconds, or when there is no network, each told in its own words, and too many sends from one connection ask the visitor to wait a minute.
    Refines ERROR-3.
    Why: A visitor who knows why a send failed knows whether to try again now, later, or after checking their connection.

    Scenario: Too many sends from the visitor's connection: the form says to wait a minute
      Given the server will fail the next submission with the status 429
      When the visitor presses "Solicitar cotação"
      Then the form says the sending failed: "Recebemos muitos envios seguidos da sua conexão. Aguarde um minuto."
      And the form still holds what the visitor typed

    @writes @needs-virtual-clock
    Scenario: The answer never comes: after 20 seconds the form stops waiting and says so
      Given the answer to the next submission will never arrive
      When the visitor presses "Solicitar cotação"
      And 19 seconds pass without an answer
      Then the button "Enviando…" is disabled
      When 1 second passes
      Then the form says the sending failed: "O envio demorou mais do que o esperado e não recebemos a confirmação."
      And the form still holds what the visitor typed

  @clause:NOTICE-1
  Rule: NOTICE-1 Overriding the source's 'No user-visible error messages are shown', the site tells the visitor in pt-BR what went wrong when it answers something they did (a field to correct, a send that failed, an address that does not exist, a chassis number that is not well formed), and still shows nothing of a failure behind the scenes.
    Refines ERROR-2, ERROR-3.
    Why: A visitor must learn what to fix or their lead is lost, while a failure they cannot act on would only worry them.

    @mobile @writes
    Scenario: The connection drops: on a phone the visitor reads why in Portuguese, and tries again
      Given the visitor's connection will drop while the next submission is sent
      When the visitor presses "Solicitar cotação"
      Then the form says the sending failed: "Sem conexão com a internet: o envio não saiu do seu aparelho."
      And the page has no accessibility violations
      And a screenshot of the window is attached as "Envio sem conexão, 390 px"
      And the form still holds what the visitor typed
      When the visitor presses "Tentar de novo"
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And the importer received 1 submission from this visitor

  @clause:FORM-4
  Rule: FORM-4 A send with fields to correct shows each one's pt-BR message under the field and a list of them above the form leading to each field, moves the focus to the first field in error, updates the messages as the visitor corrects, and shows a field the importer's system refuses the same way.
    Refines VALIDATION-1.
    Why: A visitor must see what to fix, where, and in their own language, or the request is lost.

    Scenario: The importer's system objects to a field: the objection is shown beside that field
      Given the server will refuse the next submission, saying of its field "phone": "Este número não recebe mensagens."
      When the visitor presses "Solicitar cotação"
      Then the field "Celular com DDD" says "Este número não recebe mensagens."
      And the form still holds what the visitor typed
