@forms @send-failures
Feature: When sending fails
  A server error, an answer that never comes or a dropped connection must not
  cost the visitor what they typed: the form says what happened and offers to
  try again, and however often it is sent, the importer receives it once. What
  the visitor typed also survives a reload during the visit.

  Background:
    Given the visitor chose "Santos" (IBGE 3548500) on an earlier visit
    And a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=outlander"
    When the visitor fills in the form:
      | Nome completo       | Ana Souza                |
      | E-mail              | ana@exemplo.com.br       |
      | Celular com DDD     | 11987654321              |
      | Mensagem (opcional) | Prefiro contato à tarde. |
    And the visitor accepts the use of their data

  @clause:FORM-5 @clause:FORM-7 @clause:FORM-9 @clause:API-3 @clause:ANALYTICS-9 @clause:TRACK-15 @writes
  Scenario: The server fails; the visitor tries again and the quote is received once
    Given the server will fail the next submission with the status 500
    When the visitor presses "Solicitar cotação"
    Then the form says the sending failed: "Não conseguimos enviar agora: nosso sistema não respondeu como deveria."
    And the form still holds what the visitor typed
    When the visitor presses "Tentar de novo"
    Then the form thanks the visitor: "Pedido de cotação recebido"
    And the form sent 2 requests
    And the importer received 1 submission from this visitor
    And the data layer received a formClick event for the form "cotacao" with the button "Tentar de novo"
    And the data layer received, for the form "cotacao", exactly: "formView, formClick, formClick, formThankYouPage"

  @clause:FORM-4
  Scenario: The API's own objection to a field is shown beside that field
    Given the server will refuse the next submission, saying of its field "phone": "Este número não recebe mensagens."
    When the visitor presses "Solicitar cotação"
    Then the field "Celular com DDD" says "Este número não recebe mensagens."
    And the form still holds what the visitor typed

  @clause:FORM-5
  Scenario: Too many sends from the visitor's connection: the form says to wait a minute
    Given the server will fail the next submission with the status 429
    When the visitor presses "Solicitar cotação"
    Then the form says the sending failed: "Recebemos muitos envios seguidos da sua conexão. Aguarde um minuto."
    And the form still holds what the visitor typed

  @clause:FORM-5 @clause:FORM-7 @clause:FORM-8 @clause:API-3 @writes
  Scenario: The answer never comes; after 20 seconds the visitor tries again and the quote is stored once
    Given the answer to the next submission will never arrive
    When the visitor presses "Solicitar cotação"
    And 19 seconds pass without an answer
    Then the button "Enviando…" is disabled
    When 1 second passes
    Then the form says the sending failed: "O envio demorou mais do que o esperado e não recebemos a confirmação."
    And the form still holds what the visitor typed
    When the visitor presses "Tentar de novo"
    Then the form thanks the visitor: "Pedido de cotação recebido"
    And the thank-you gives the protocol number
    And the form sent 2 requests
    And the importer received 1 submission from this visitor

  @mobile @clause:FORM-5 @clause:FORM-7 @clause:A11Y-1 @writes
  Scenario: The connection drops; on a phone the visitor tries again
    Given the visitor's connection will drop while the next submission is sent
    When the visitor presses "Solicitar cotação"
    Then the form says the sending failed: "Sem conexão com a internet: o envio não saiu do seu aparelho."
    And the page has no accessibility violations
    And a screenshot of the window is attached as "Envio sem conexão, 390 px"
    And the form still holds what the visitor typed
    When the visitor presses "Tentar de novo"
    Then the form thanks the visitor: "Pedido de cotação recebido"
    And the importer received 1 submission from this visitor

  @clause:FORM-7 @clause:API-3 @writes
  Scenario: A double click sends one quote
    When the visitor double-clicks "Solicitar cotação"
    Then the form thanks the visitor: "Pedido de cotação recebido"
    And the form sent 1 request
    And the importer received 1 submission from this visitor

  @clause:FORM-6 @writes
  Scenario: A reload keeps what was typed, but not the consent; the draft goes once the quote is sent
    Then the browser keeps a draft of the form "cotacao" without the consent
    When the visitor reloads the page
    Then the form still holds what the visitor typed
    And the field "Modelo" holds "Outlander"
    And the consent box is not ticked
    When the visitor accepts the use of their data
    And the visitor presses "Solicitar cotação"
    Then the form thanks the visitor: "Pedido de cotação recebido"
    And the browser keeps no draft of the form "cotacao"
    When the visitor reloads the page
    Then the field "Nome completo" holds ""

  @clause:ANALYTICS-8
  Scenario: The form a visitor comes back to by a reload is reported as seen again
    When the visitor reloads the page
    Then the form still holds what the visitor typed
    And the data layer received, for the form "cotacao", exactly: "formView, formView"

  @clause:FORM-6 @clause:FORM-7 @clause:API-3 @clause:ANALYTICS-10 @writes
  Scenario: After a lost answer and a reload, the retried quote is still stored once
    Given the answer to the next submission will never arrive
    When the visitor presses "Solicitar cotação"
    And 20 seconds pass without an answer
    And the visitor reloads the page
    Then the form still holds what the visitor typed
    When the visitor accepts the use of their data
    And the visitor presses "Solicitar cotação"
    Then the form thanks the visitor: "Pedido de cotação recebido"
    And the importer received 1 submission from this visitor
    # The retry is answered as a repeat of the stored quote: the visitor is thanked, and so is the data layer.
    And the data layer received, for the form "cotacao", exactly: "formView, formClick, formView, formClick, formThankYouPage"

  @clause:FORM-7 @clause:API-3 @writes
  Scenario: After a lost answer the visitor corrects the quote: the corrected one is a new submission
    Given the answer to the next submission will never arrive
    When the visitor presses "Solicitar cotação"
    And 20 seconds pass without an answer
    And the visitor fills in the form:
      | Mensagem (opcional) | Prefiro contato pela manhã. |
    And the visitor presses "Tentar de novo"
    Then the form thanks the visitor: "Pedido de cotação recebido"
    And the importer received 2 submissions from this visitor
