@forms @contact
Feature: Talking to customer service
  /fale-conosco puts the importer's channels first — the three toll-free
  numbers, the hours, WhatsApp — and then a form to write to customer service.
  The numbers and the WhatsApp line are the project's sample data, and the page
  says so.

  @clause:CONST-9
  Rule: CONST-9 Three toll-free numbers are offered: assistance, insurance and subscription.

    Scenario: The contact page offers the three toll-free numbers: assistance, insurance and subscription
      When a visitor opens "/fale-conosco"
      Then the page offers the call "0800 770 0611" to "tel:+558007700611" for "MIT Assistance"
      And the page offers the call "0800 770 0612" to "tel:+558007700612" for "MIT Seguro"
      And the page offers the call "0800 770 0613" to "tel:+558007700613" for "MIT Assinatura"
      And the contact page says its numbers are sample data

  @clause:FORM-11
  Rule: FORM-11 /fale-conosco shows the customer-service channels before its form: the three toll-free numbers (assistance, insurance, subscription) as links that dial, with what each is for, the hours of the central (weekdays 8h–20h, Saturdays 8h–14h, MIT Assistance 24 hours) and a WhatsApp link.
    Refines CONST-9.
    Why: A visitor who wants to talk should find the phone lines before a form.

    Scenario: The contact page offers the hours and WhatsApp before its form
      When a visitor opens "/fale-conosco"
      Then the page offers a WhatsApp chat at "https://wa.me/5511970700610"
      And the page says the central answers "Segunda a sexta, das 8h às 20h"
      And the page says the central answers "Sábados, das 8h às 14h, exceto feriados"
      And the page says the central answers "MIT Assistance: 24 horas, todos os dias"
      And the page shows the customer-service channels before the form
      And the page has no accessibility violations

  @clause:FORM-22 @needs-request-log
  Rule: FORM-22 The quote, test-drive and VIP forms send a lead of kind 'cotacao', 'test-drive' or 'vip' (the VIP sign-up for the Outlander) to the portal's lead base, and the contact form a message to the portal's contact base, each as a POST.
    Refines CALL-1, CALL-2.
    Why: The source names the portal's lead and contact bases, and the importer tells the requests apart by their kind.

    @writes
    Scenario: A visitor writes to customer service, sent as a contact message
      When a visitor opens "/fale-conosco?utm_source=instagram"
      Then the form asks, in order:
        | Nome completo   |
        | E-mail          |
        | Celular com DDD |
        | Estado          |
        | Cidade          |
        | Assunto         |
        | Mensagem        |
      When the visitor fills in the form:
        | Nome completo   | Paulo Mendes                                            |
        | E-mail          | paulo@exemplo.com.br                                    |
        | Celular com DDD | 31987651234                                             |
        | Estado          | Minas Gerais                                            |
        | Cidade          | Belo Horizonte                                          |
        | Assunto         | Pós-venda e revisões                                    |
        | Mensagem        | Quando devo fazer a revisão de 20.000 km da minha L200? |
      And the visitor accepts the use of their data
      And the visitor presses "Enviar mensagem"
      Then the form thanks the visitor: "Mensagem recebida"
      And the thank-you says what comes next: "responde em até 2 dias úteis"
      And the form sent its request as a POST to "/api/contact/v1.0"
      And the importer received from this visitor:
        | canal    | contact                                                 |
        | tipo     | contato                                                 |
        | assunto  | pos-venda                                               |
        | mensagem | Quando devo fazer a revisão de 20.000 km da minha L200? |
        | origem   | r_sociais                                               |
      And the data layer received, for the form "fale-conosco", exactly: "formView, formClick, formThankYouPage"

  @clause:A11Y-1
  Rule: A11Y-1 Every page, at a desktop's and at a phone's width, breaks none of the WCAG 2.0 and 2.1 level A and AA rules an automated accessibility check tests, with no rule switched off.
    Refines PRODUCT-11.
    Why: Brazil's inclusion law (Lei Brasileira de Inclusão) asks websites to be usable by everyone, and the automated rules are the floor every page can be held to.

    @mobile @writes
    Scenario: On a phone a visitor calls or writes to customer service
      Given the visitor chose "Salvador" (IBGE 2927408) on an earlier visit
      When a visitor opens "/fale-conosco"
      Then the page offers the call "0800 770 0611" to "tel:+558007700611" for "MIT Assistance"
      And a screenshot of the window is attached as "Fale conosco, 390 px"
      And the field "Estado" holds "Bahia"
      When the visitor fills in the form:
        | Nome completo   | Rita Santos                                    |
        | E-mail          | rita@exemplo.com.br                            |
        | Celular com DDD | 71988887777                                    |
        | Assunto         | Elogio                                         |
        | Mensagem        | O atendimento da concessionária foi excelente. |
      And the visitor accepts the use of their data
      And the visitor presses "Enviar mensagem"
      Then the form thanks the visitor: "Mensagem recebida"
      And the page has no accessibility violations
      And the importer received from this visitor:
        | assunto | elogio   |
        | uf      | BA       |
        | cidade  | Salvador |

  @clause:STATE-15
  Rule: STATE-15 Internal links carry over the current query parameters that start with utm, plus campanha and fbclid, onto the target address.

    Scenario: A visitor from a campaign reaches customer service from the footer and goes on to the dealers with it
      Given a visitor opens "/?utm_source=google&utm_medium=cpc&campanha=verao"
      When the visitor follows the footer link "Fale conosco"
      Then the address is at "/fale-conosco"
      When the visitor follows the link "concessionárias" on the page
      Then the address is at "/concessionarias"
      And the address carries exactly these parameters:
        | utm_source | google |
        | utm_medium | cpc    |
        | campanha   | verao  |
