@forms @drafts
Feature: A draft the form cannot trust
  What session storage holds as a form's draft may have been edited by hand or
  left by an older version of the site: the form takes what fits and ignores
  the rest, and never breaks.

  @clause:FORM-6
  Scenario Outline: A broken draft is ignored (<what>)
    Given the browser keeps '<stored>' as the draft of the form "cotacao"
    When a visitor opens "/informacoes-pre-atendimento/cotacao"
    Then the field "Nome completo" holds ""
    And the field "Modelo" holds "Escolha o modelo"
    And the browser keeps no draft of the form "cotacao"

    Examples:
      | what                | stored                                          |
      | not JSON            | {"values":{"name":"Ana"                         |
      | not a draft         | ["Ana", "outlander"]                            |
      | a number for a name | {"values":{"name":42,"modelSlug":"outlander"}}  |
      | an endless name     | {"values":{"name":"<4001 letters>"}}            |

  @clause:FORM-6
  Scenario Outline: A draft keeps what still fits the form (<what>)
    Given the browser keeps '<stored>' as the draft of the form "cotacao"
    When a visitor opens "/informacoes-pre-atendimento/cotacao"
    Then the field "Nome completo" holds "Ana"
    And the field "Modelo" holds "<model>"
    And the field "Estado" holds "<state>"

    Examples:
      | what                   | stored                                                         | model            | state            |
      | a model the form lacks | {"values":{"name":"Ana","modelSlug":"fusca","state":"XX"}}     | Escolha o modelo | Escolha o estado |
      | a good draft           | {"values":{"name":"Ana","modelSlug":"outlander","state":"PE"}} | Outlander        | Pernambuco       |

  @clause:FORM-6
  Scenario Outline: Each form keeps its own draft across a reload (<form>)
    Given a visitor opens "<page>"
    When the visitor fills in the form:
      | Nome completo | Ana Souza |
    Then the browser keeps a draft of the form "<form>" without the consent
    When the visitor reloads the page
    Then the field "Nome completo" holds "Ana Souza"

    Examples:
      | form               | page                                    |
      | test-drive         | /informacoes-pre-atendimento/test-drive |
      | vip-novo-outlander | /novo-outlander/form-vip                |
      | fale-conosco       | /fale-conosco                           |
