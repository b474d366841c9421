@forms @contact
Feature: Talking to customer service
  /fale-conosco puts the importer's channels first — the three toll-free
  numbers, the hours, WhatsApp — and then a form to write to customer service.

  @clause:FORM-11 @clause:CONST-9 @clause:A11Y-1
  Scenario: The contact page offers the toll-free numbers, the hours and WhatsApp
    When a visitor opens "/fale-conosco"
    Then the page offers the call "0800 770 0611" to "tel:+558007700611" for "MIT Assistance"
    And the page offers the call "0800 770 0612" to "tel:+558007700612" for "MIT Seguro"
    And the page offers the call "0800 770 0613" to "tel:+558007700613" for "MIT Assinatura"
    And the page offers a WhatsApp chat at "https://wa.me/5511970700610"
    And the page says the central answers "Segunda a sexta, das 8h às 20h"
    And the page says the central answers "Sábados, das 8h às 14h, exceto feriados"
    And the page shows the customer-service channels before the form
    And the page has no accessibility violations

  @clause:FORM-1 @clause:FORM-8 @clause:FORM-9 @clause:FORM-10 @clause:TRACK-15 @clause:API-1
  @clause:ANALYTICS-8 @clause:ANALYTICS-9 @clause:ANALYTICS-10 @writes
  Scenario: A visitor writes to customer service
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
      | Nome completo   | Paulo Mendes                                          |
      | E-mail          | paulo@exemplo.com.br                                  |
      | Celular com DDD | 31987651234                                           |
      | Estado          | Minas Gerais                                          |
      | Cidade          | Belo Horizonte                                        |
      | Assunto         | Pós-venda e revisões                                  |
      | Mensagem        | Quando devo fazer a revisão de 20.000 km da minha L200? |
    And the visitor accepts the use of their data
    And the visitor presses "Enviar mensagem"
    Then the form thanks the visitor: "Mensagem recebida"
    And the thank-you says what comes next: "responde em até 2 dias úteis"
    And the importer received from this visitor:
      | canal    | contact                                                 |
      | tipo     | contato                                                 |
      | assunto  | pos-venda                                               |
      | mensagem | Quando devo fazer a revisão de 20.000 km da minha L200? |
      | origem   | r_sociais                                               |
    And the data layer received, for the form "fale-conosco", exactly: "formView, formClick, formThankYouPage"

  @mobile @clause:FORM-1 @clause:FORM-8 @clause:FORM-11 @clause:A11Y-1 @writes
  Scenario: On a phone a visitor calls or writes to customer service
    Given the visitor chose "Salvador" (IBGE 2927408) on an earlier visit
    When a visitor opens "/fale-conosco"
    Then the page offers the call "0800 770 0611" to "tel:+558007700611" for "MIT Assistance"
    And a screenshot of the window is attached as "Fale conosco, 390 px"
    And the field "Estado" holds "Bahia"
    When the visitor fills in the form:
      | Nome completo   | Rita Santos                                       |
      | E-mail          | rita@exemplo.com.br                               |
      | Celular com DDD | 71988887777                                       |
      | Assunto         | Elogio                                            |
      | Mensagem        | O atendimento da concessionária foi excelente.    |
    And the visitor accepts the use of their data
    And the visitor presses "Enviar mensagem"
    Then the form thanks the visitor: "Mensagem recebida"
    And the page has no accessibility violations
    And the importer received from this visitor:
      | assunto | elogio   |
      | uf      | BA       |
      | cidade  | Salvador |

  @clause:FORM-11 @clause:CONST-9 @clause:STATE-15 @clause:TRACK-6
  Scenario: A visitor from a campaign reaches customer service from the footer and goes on to the dealers with it
    Given a visitor opens "/?utm_source=google&utm_medium=cpc&campanha=verao"
    When the visitor follows the footer link "Fale conosco"
    Then the address is at "/fale-conosco"
    And the page offers the call "0800 770 0613" to "tel:+558007700613" for "MIT Assinatura"
    And the page offers a WhatsApp chat at "https://wa.me/5511970700610"
    And the page says the central answers "MIT Assistance: 24 horas, todos os dias"
    When the visitor follows the link "concessionárias" on the page
    Then the address is at "/concessionarias"
    And the address carries exactly these parameters:
      | utm_source | google |
      | utm_medium | cpc    |
      | campanha   | verao  |
