@forms @retries
Feature: A request is received once, however often it is sent
  A visitor on a poor connection presses again, tries again after an answer
  that never came, or reloads the page and sends again: the importer receives
  the request once, and the visitor is thanked as for a first send. A request
  the visitor changed is a new one.

  Background:
    Given the visitor chose "Santos" (IBGE 3548500) on an earlier visit
    And a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=outlander"
    When the visitor fills in the form:
      | Nome completo       | Ana Souza                |
      | E-mail              | ana@exemplo.com.br       |
      | Celular com DDD     | 11987654321              |
      | Mensagem (opcional) | Prefiro contato à tarde. |
    And the visitor accepts the use of their data

  @clause:API-3 @needs-virtual-clock @needs-request-routing @needs-request-log
  Rule: API-3 A retry of a submission with the same idempotency key is answered as a repeat of the first, with its protocol number, and nothing is stored again.
    Refines CALL-12.
    Why: A phone on a poor connection sends again, and the importer must not call the same visitor twice.

    @writes
    Scenario: After a lost answer the visitor tries again, and the quote is stored once
      Given the answer to the next submission will never arrive
      When the visitor presses "Solicitar cotação"
      And 20 seconds pass without an answer
      And the visitor presses "Tentar de novo"
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And the form sent 2 requests
      And the importer received 1 submission from this visitor

  @clause:FORM-8 @needs-virtual-clock @needs-request-routing
  Rule: FORM-8 Once the importer's system accepts a submission, new or repeated, the form gives way to a pt-BR confirmation saying what was received, what happens next and when, with the protocol number and links that lead on, the focus moving to its heading.
    Refines ERROR-3.
    Why: A visitor must know their request arrived and what happens next.

    @writes
    Scenario: A quote retried after a lost answer is thanked with its protocol number, as a first one is
      Given the answer to the next submission will never arrive
      When the visitor presses "Solicitar cotação"
      And 20 seconds pass without an answer
      And the visitor presses "Tentar de novo"
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And the thank-you gives the protocol number

  @clause:FORM-7 @needs-virtual-clock @needs-request-routing
  Rule: FORM-7 Each submission carries an idempotency key that a send of the same submission reuses, after a reload too, while a submission whose content changed gets a new one, so the importer receives a retried submission once.
    Refines ERROR-3.
    Why: A retry after a lost answer must not make the importer call the same visitor twice.

    @writes
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

    @writes
    Scenario: After a lost answer the visitor corrects the quote: the corrected one is a new submission
      Given the answer to the next submission will never arrive
      When the visitor presses "Solicitar cotação"
      And 20 seconds pass without an answer
      And the visitor fills in the form:
        | Mensagem (opcional) | Prefiro contato pela manhã. |
      And the visitor presses "Tentar de novo"
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And the importer received 2 submissions from this visitor

  @clause:FORM-21 @needs-request-log
  Rule: FORM-21 While a send is under way its button reads 'Enviando…' and is disabled, so a double click sends one request.
    Refines ERROR-3.
    Why: A visitor who clicks twice, or again because the answer is slow, must not send the same request twice.

    @writes
    Scenario: A double click sends one quote
      When the visitor double-clicks "Solicitar cotação"
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And the form sent 1 request
      And the importer received 1 submission from this visitor
