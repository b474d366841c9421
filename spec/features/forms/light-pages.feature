@forms @performance
Feature: Forms load their checking code when it is wanted
  The forms check what the visitor typed by the same rules as the importer's
  system, written with a schema library. Pages load it only when it is wanted —
  when a form is sent — so no page, with a form or without, carries it in its
  first load. Until the page's script is ready, a form cannot be sent at all.

  @clause:FORM-18 @needs-virtual-clock @needs-request-log
  Rule: FORM-18 The forms' checking code, the same rules the importer's system applies, is loaded only when a visitor sends a form, so no page, with a form or without, carries it in its first load.
    Refines VALIDATION-1.
    Why: Most visitors never send a form, and a page loads faster on a phone without code it may never run.

    Scenario Outline: <page> loads no schema library on its first load
      When a visitor opens "<page>"
      Then the page loaded no schema library

      Examples:
        | page                                    |
        | /                                       |
        | /ofertas                                |
        | /concessionarias                        |
        | /fale-conosco                           |
        | /informacoes-pre-atendimento/test-drive |
        | /novo-outlander/form-vip                |
        | /suv-e-crossovers/outlander             |

    Scenario: The quote form loads its checking code when the visitor sends it
      Given a visitor opens "/informacoes-pre-atendimento/cotacao"
      Then the page loaded no schema library
      When the visitor presses "Solicitar cotação"
      Then the field "Nome completo" says "Informe seu nome completo."
      And the form's checking code has loaded with the schema library

  @clause:FORM-14
  Rule: FORM-14 A form's send button stays disabled until the page's script is ready, so a press while the page is still loading sends nothing.
    Refines VALIDATION-1.
    Why: Pressed before the script runs, the button would have the browser send the visitor's data in the page's address, unchecked and without consent.

    Scenario Outline: Before the page's script is ready, the send button of <page> cannot be pressed
      Then the page "<page>" as served has its send button "<button>" disabled

      Examples:
        | page                                    | button             |
        | /informacoes-pre-atendimento/cotacao    | Solicitar cotação  |
        | /informacoes-pre-atendimento/test-drive | Agendar test drive |
        | /novo-outlander/form-vip                | Quero ser VIP      |
        | /fale-conosco                           | Enviar mensagem    |
