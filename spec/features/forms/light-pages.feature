@forms @performance
Feature: Forms load their checking code when it is wanted
  The forms check what the visitor typed with the same contracts the API uses,
  written with a schema library. Pages load it only when it is wanted — when a
  form is sent — so no page, with a form or without, carries it in its first
  load.

  @clause:FORM-4
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

  @clause:FORM-4
  Scenario: The quote form loads its checking code when the visitor sends it
    Given a visitor opens "/informacoes-pre-atendimento/cotacao"
    Then the page loaded no schema library
    When the visitor presses "Solicitar cotação"
    Then the field "Nome completo" says "Informe seu nome completo."
    And the form's checking code has loaded with the schema library
