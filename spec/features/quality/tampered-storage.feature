@quality @robustness
Feature: Odd values in the browser's storage do no harm
  What the browser keeps for the site can be edited by hand, left by an
  extension or by an older version of the site. Whatever it holds under the
  keys the site uses (the city, the visitor id, the campaign of the session, the
  cookie choices), every page works as usual, and the site starts afresh with
  what it could not have written: a new visitor id, and no city, campaign or
  cookie choice until the visitor gives them again.

  @clause:ROBUST-3 @clause:STATE-1 @clause:STATE-14
  Scenario Outline: Every key holds <what>
    Given every key the site keeps in the browser holds "<what>"
    When a visitor opens the home page
    Then the page works as usual
    And the header says "Escolha sua cidade"
    And the site kept none of what it could not read
    And the visitor has an id kept in local storage as "mit_gtm_uid"
    And the data layer received a userId event with that id
    When the visitor follows the menu link "Ofertas"
    Then the page works as usual
    When a visitor opens "/suv-e-crossovers/outlander"
    Then the page works as usual

    Examples:
      | what                                       |
      | text that is not JSON                      |
      | values of the wrong type                   |
      | a megabyte of text                         |
      | values of the right shape, a megabyte long |

  @mobile @clause:ROBUST-3
  Scenario: On a phone, a megabyte under every key changes nothing for the visitor
    Given every key the site keeps in the browser holds "a megabyte of text"
    When a visitor opens "/informacoes-pre-atendimento/cotacao"
    Then the page works as usual
    And the site kept none of what it could not read
    When 5 seconds pass
    Then the city selection is open
