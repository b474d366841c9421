@forms @drafts
Feature: A draft the form cannot trust
  What session storage holds as a form's draft may have been edited by hand or
  left by an older version of the site: the form takes what fits and ignores
  the rest, and never breaks.

  @clause:FORM-6
  Scenario Outline: A broken draft is ignored (<what>)
    Given the browser keeps '<stored>' as the draft of the form "cotacao"
    When a visitor opens "/informacoes-pre-atendimento/cotacao"
    Then the field "Nome completo" holds "<name>"
    And the field "Modelo" holds "<model>"

    Examples:
      | what                         | stored                                                              | name | model            |
      | not JSON                     | {"values":{"name":"Ana"                                             |      | Escolha o modelo |
      | not a draft                  | ["Ana", "outlander"]                                                |      | Escolha o modelo |
      | a number for a name          | {"values":{"name":42,"modelSlug":"outlander"}}                      |      | Escolha o modelo |
      | a model the form lacks       | {"values":{"name":"Ana","modelSlug":"fusca","state":"XX"}}          | Ana  | Escolha o modelo |
      | a good draft                 | {"values":{"name":"Ana","modelSlug":"outlander"}}                   | Ana  | Outlander        |
