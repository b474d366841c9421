@tracking @storage-denied
Feature: The site works when the browser denies it storage, or a tag's vendor does not answer
  Some visitors block site data. The data layer then goes without the visitor
  id, says so in the console for whoever debugs the tags, and the visitor sees
  nothing of it: no error message on any kind of page, and the site goes on.
  Nor does the visitor see anything when a tag's vendor does not answer.

  @clause:ERROR-1 @needs-early-script
  Rule: ERROR-1 If setting up the user id fails, a console error about the data layer is logged and the site continues.

    Scenario: Storage is denied: a console error about the data layer, and the site goes on
      Given the visitor's browser denies the site its storage
      When a visitor opens the home page
      Then a console error about the data layer was logged
      When the visitor follows the menu link "Ofertas"
      Then the address is at "/ofertas"
      And the data layer received a pageLoad event for "/ofertas" with the page type "offers"

    @writes
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

  @clause:TRACK-25 @needs-early-script
  Rule: TRACK-25 The console error of a visitor id that could not be set up starts with '[dataLayer]' and is logged once per page load.
    Refines ERROR-1.
    Why: Whoever debugs the tags finds it by that word, and one problem reads as one error.

    Scenario: The console error names the data layer first, once for each page load
      Given the visitor's browser denies the site its storage
      When a visitor opens the home page
      Then the console error about the visitor id starts with "[dataLayer]"
      When a visitor opens "/ofertas"
      Then 2 console errors about the data layer were logged

  @clause:TRACK-9 @needs-early-script
  Rule: TRACK-9 When the visitor id cannot be read or stored, no userId event is pushed on that page.
    Refines ERROR-1.
    Why: An id that is not kept would be a new one on every page, counting one visitor many times.

    Scenario Outline: The browser <refuses>: no visitor id is pushed
      Given the visitor's browser <refuses>
      When a visitor opens the home page
      Then a console error about the data layer was logged
      And the data layer received 0 userId events

      Examples:
        | refuses                     |
        | denies the site its storage |
        | storage is full             |

  @clause:TRACK-4 @needs-early-script
  Rule: TRACK-4 When session storage refuses the campaign, the site logs a console warning, not an error, and goes on.
    Refines STATE-11.
    Why: Only the visitor id's failure is the data-layer error the source names, and whoever debugs the tags must not hunt for a second one.

    Scenario Outline: The browser <refuses> on a campaign's landing: the campaign not kept is a warning, not an error
      Given the visitor's browser <refuses>
      When a visitor opens "/?gclid=abc&utm_source=aw&campanha=verao"
      Then a console error about the data layer was logged

      Examples:
        | refuses                     |
        | denies the site its storage |
        | storage is full             |

  @clause:TRACK-20 @needs-early-script
  Rule: TRACK-20 The gclid cookie is set even when the browser refuses the site its storage.
    Refines STATE-13.
    Why: The cookie is the ad's own record of the click and does not need the session's copy of it.

    Scenario: Storage is denied on a campaign's landing: the click id's cookie is still set
      Given the visitor's browser denies the site its storage
      When a visitor opens "/?gclid=abc&utm_source=aw&campanha=verao"
      Then the browser keeps the click id "abc" in the gclid cookie

  @clause:ERROR-2
  Rule: ERROR-2 No user-visible error messages are shown.

    @needs-early-script
    Scenario Outline: Storage is denied on <kind>: the visitor sees no error message
      Given the visitor's browser denies the site its storage
      When a visitor opens "<page>"
      Then the page shows no error message

      Examples:
        | kind                 | page                                 |
        | the home page        | /?gclid=abc&utm_source=aw            |
        | a model page         | /suv-e-crossovers/outlander          |
        | a form page          | /informacoes-pre-atendimento/cotacao |
        | the VIP sign-up page | /novo-outlander/form-vip             |
        | the dealer finder    | /concessionarias                     |

    @needs-request-routing
    Scenario: The vendors of the tags do not answer: the visitor sees nothing of it
      Given the vendors of the tags do not answer
      When a visitor opens the home page
      Then the page shows no error message
      When the visitor follows the menu link "Ofertas"
      Then the page shows no error message
