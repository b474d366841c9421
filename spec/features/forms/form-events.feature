@forms @form-events
Feature: What the forms tell the data layer
  The source names three form events: formView, formClick and formThankYouPage.
  Analysts read them to see how many visitors see a form, press its button and
  are thanked. When each is pushed, and under which form's name, is the
  project's decision.

  @clause:ANALYTICS-8
  Rule: ANALYTICS-8 Data-layer event pushed: formView.

    Scenario: Opening a form pushes formView
      When a visitor opens "/novo-outlander/form-vip"
      Then the data layer received 1 formView event

  @clause:ANALYTICS-9
  Rule: ANALYTICS-9 Data-layer event pushed: formClick.

    Scenario: Pressing a form's button pushes formClick
      Given a visitor opens "/novo-outlander/form-vip"
      When the visitor presses "Quero ser VIP"
      Then the data layer received 1 formClick event

  @clause:ANALYTICS-10
  Rule: ANALYTICS-10 Data-layer event pushed: formThankYouPage.

    @writes
    Scenario: A form's thank-you pushes formThankYouPage
      Given a visitor opens "/novo-outlander/form-vip"
      When the visitor fills in the form:
        | Nome completo   | Fernanda Lima        |
        | E-mail          | fernanda@exemplo.com |
        | Celular com DDD | 41999990000          |
        | Estado          | Paraná               |
        | Cidade          | Curitiba             |
      And the visitor accepts the use of their data
      And the visitor presses "Quero ser VIP"
      Then the form thanks the visitor: "Você está na lista VIP do Novo Outlander"
      And the data layer received 1 formThankYouPage event

  @clause:TRACK-15 @needs-request-routing
  Rule: TRACK-15 formView is pushed when a form is shown, formClick when its send or next-step button is pressed, and formThankYouPage when its thank-you message is shown after a successful send, each with the form's name.
    Refines ANALYTICS-8, ANALYTICS-9, ANALYTICS-10.
    Why: The source names the form events, not when they are pushed.

    @writes
    Scenario: Each step through a form is reported with the form's name, the thank-you only once a send succeeds
      Given a visitor opens "/novo-outlander/form-vip"
      Then the data layer received a formView event for the form "vip-novo-outlander"
      When the visitor fills in the form:
        | Nome completo   | Lucas Almeida     |
        | E-mail          | lucas@exemplo.com |
        | Celular com DDD | 85988776655       |
        | Estado          | Ceará             |
        | Cidade          | Fortaleza         |
      And the visitor accepts the use of their data
      And the server will fail the next submission with the status 500
      And the visitor presses "Quero ser VIP"
      Then the form says the sending failed: "Não conseguimos enviar agora: nosso sistema não respondeu como deveria."
      And the data layer received a formClick event for the form "vip-novo-outlander" with the button "Quero ser VIP"
      When the visitor presses "Tentar de novo"
      Then the form thanks the visitor: "Você está na lista VIP do Novo Outlander"
      And the data layer received, for the form "vip-novo-outlander", exactly: "formView, formClick, formClick, formThankYouPage"

  @clause:FORM-9
  Rule: FORM-9 The forms report to the data layer as 'cotacao', 'test-drive', 'vip-novo-outlander' and 'fale-conosco': formView once per page view of the form, after the page's pageLoad; formClick on every press of the send button or of 'Tentar de novo', with the button's text; formThankYouPage whenever the confirmation shows, a repeated submission's too.
    Refines ANALYTICS-8, ANALYTICS-9, ANALYTICS-10.
    Why: Analysts count each form's views, presses and leads, and tell first sends from retries, to see where visitors give up.

    Scenario: The quote form is reported as seen after its page's own pageLoad
      When a visitor opens "/informacoes-pre-atendimento/cotacao"
      Then the data layer received the formView of the form "cotacao" after the pageLoad of its page

    Scenario: A form the visitor comes back to by a reload is reported as seen again
      Given a visitor opens "/informacoes-pre-atendimento/cotacao"
      When the visitor fills in the form:
        | Nome completo | Ana Souza |
      Then the browser keeps a draft of the form "cotacao" without the consent
      When the visitor reloads the page
      Then the field "Nome completo" holds "Ana Souza"
      And the data layer received, for the form "cotacao", exactly: "formView, formView"

    @writes @needs-virtual-clock @needs-request-routing
    Scenario: A retry is reported with its own button, and its thank-you too, though the quote was stored before
      Given the visitor chose "Santos" (IBGE 3548500) on an earlier visit
      And a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=outlander"
      When the visitor fills in the form:
        | Nome completo   | Ana Souza          |
        | E-mail          | ana@exemplo.com.br |
        | Celular com DDD | 11987654321        |
      And the visitor accepts the use of their data
      And the answer to the next submission will never arrive
      And the visitor presses "Solicitar cotação"
      And 20 seconds pass without an answer
      And the visitor presses "Tentar de novo"
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And the data layer received a formClick event for the form "cotacao" with the button "Tentar de novo"
      And the data layer received, for the form "cotacao", exactly: "formView, formClick, formClick, formThankYouPage"
