@forms @drafts
Feature: A form keeps what the visitor typed during the visit
  What a visitor types comes back after a reload, except the consent, and goes
  once the form is sent. What session storage holds as a form's draft may have
  been edited by hand or left by an older version of the site: the form takes
  what fits, ignores the rest, and never breaks.

  @clause:FORM-6
  Rule: FORM-6 What the visitor types in a form is kept in the browser's session storage under “formDraft:{form}” and comes back after a reload during the visit, except the consent, which the visitor gives each time, and it is removed once the form is sent.
    Refines VALIDATION-1.
    Why: A visitor interrupted on a phone should not have to type everything again.

    @writes
    Scenario: A reload keeps what was typed, but not the consent; the draft goes once the quote is sent
      Given a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=outlander"
      When the visitor fills in the form:
        | Nome completo   | Ana Souza          |
        | E-mail          | ana@exemplo.com.br |
        | Celular com DDD | 11987654321        |
        | Estado          | São Paulo          |
        | Cidade          | Santos             |
      And the visitor accepts the use of their data
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

  @clause:FORM-20
  Rule: FORM-20 A stored draft the site could not have written, not a draft's shape or with a value longer than any field allows, is ignored and removed, and a value that no longer fits its field, such as a model, state or subject the form does not offer, is left out, the page working as usual.
    Refines VALIDATION-1.
    Why: Storage outlives versions of the site and anyone can edit it, so a bad draft must never stop a visitor from sending.

    Scenario Outline: A draft the site could not have written is ignored and removed (<what>)
      Given the browser keeps <shape> as the draft of the form "cotacao":
        | name      | <name>    |
        | modelSlug | outlander |
      When a visitor opens "/informacoes-pre-atendimento/cotacao"
      Then the field "Nome completo" holds ""
      And the field "Modelo" holds "Escolha o modelo"
      And the browser keeps no draft of the form "cotacao"

      Examples:
        | what                | shape                                | name           |
        | not JSON            | these values, cut off in the middle  | Ana            |
        | not a draft         | these values as a bare list          | Ana            |
        | a number for a name | these values                         | 42 as a number |
        | an endless name     | these values                         | <4001 letters> |

    Scenario Outline: A draft keeps what still fits the form (<what>)
      Given the browser keeps these values as the draft of the form "cotacao":
        | name      | Ana          |
        | modelSlug | <model slug> |
        | state     | <state code> |
      When a visitor opens "/informacoes-pre-atendimento/cotacao"
      Then the field "Nome completo" holds "Ana"
      And the field "Modelo" holds "<model>"
      And the field "Estado" holds "<state>"

      Examples:
        | what                   | model slug | state code | model            | state            |
        | a model the form lacks | fusca      | XX         | Escolha o modelo | Escolha o estado |
        | a good draft           | outlander  | PE         | Outlander        | Pernambuco       |
