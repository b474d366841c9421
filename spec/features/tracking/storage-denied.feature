@tracking @storage-denied
Feature: The site works when the browser denies it storage, or a tag's vendor does not answer
  Some visitors block site data. The data layer then goes without the visitor
  id, says so in the console for whoever debugs the tags, and the visitor sees
  nothing of it: no error message on any kind of page, and the site goes on.
  Nor does the visitor see anything when a tag's vendor does not answer.

  @clause:ERROR-1 @clause:ERROR-2 @clause:TRACK-9 @clause:TRACK-4
  Scenario: Storage is denied: one console error about the data layer, and the site goes on
    Given the visitor's browser denies the site its storage
    And a visitor opens "/?gclid=abc&utm_source=aw&campanha=verao"
    Then a console error about the data layer was logged
    And the data layer received 0 userId events
    And the page shows no error message
    And the browser keeps the click id "abc" in the gclid cookie for the whole site
    When the visitor follows the menu link "Ofertas"
    Then the address is at "/ofertas"
    And the data layer received a pageLoad event for "/ofertas" with the page type "offers"
    And the page shows no error message

  @clause:ERROR-1 @clause:TRACK-9
  Scenario: Storage is full: the new visitor id cannot be stored, so none is pushed
    Given the visitor's browser storage is full
    When a visitor opens the home page
    Then a console error about the data layer was logged
    And the data layer received 0 userId events
    And the page shows no error message

  @clause:TRACK-4 @clause:TRACK-9
  Scenario: Storage is full on a campaign's landing: the campaign not kept is a warning, the click id's cookie is still set
    Given the visitor's browser storage is full
    When a visitor opens "/?gclid=abc&utm_source=aw&campanha=verao"
    Then a console error about the data layer was logged
    And the browser keeps the click id "abc" in the gclid cookie for the whole site
    And the page shows no error message

  @clause:ERROR-1 @clause:ERROR-2
  Scenario Outline: Storage is denied on <kind>: the visitor sees no error there either
    Given the visitor's browser denies the site its storage
    When a visitor opens "<page>"
    Then a console error about the data layer was logged
    And the data layer received 0 userId events
    And the page shows no error message

    Examples:
      | kind                 | page                                 |
      | a model page         | /suv-e-crossovers/outlander          |
      | a form page          | /informacoes-pre-atendimento/cotacao |
      | the VIP sign-up page | /novo-outlander/form-vip             |
      | the dealer finder    | /concessionarias                     |

  @clause:ERROR-1 @writes
  Scenario: Storage is denied: the visitor can still write to customer service
    Given the visitor's browser denies the site its storage
    When a visitor opens "/fale-conosco"
    And the visitor fills in the form:
      | Nome completo   | Paulo Mendes                       |
      | E-mail          | paulo@exemplo.com.br               |
      | Celular com DDD | 31987651234                        |
      | Estado          | Minas Gerais                       |
      | Cidade          | Belo Horizonte                     |
      | Assunto         | Elogio                             |
      | Mensagem        | O atendimento foi muito atencioso. |
    And the visitor accepts the use of their data
    And the visitor presses "Enviar mensagem"
    Then the form thanks the visitor: "Mensagem recebida"

  @clause:ERROR-2
  Scenario: The vendors of the tags do not answer: the visitor sees nothing of it
    Given the vendors of the tags do not answer
    When a visitor opens the home page
    Then the page shows no error message
    When the visitor follows the menu link "Ofertas"
    Then the page shows no error message
