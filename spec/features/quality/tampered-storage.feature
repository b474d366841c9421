@quality @robustness
Feature: Odd values in the browser's storage do no harm
  What the browser keeps for the site can be edited by hand, left by an
  extension or by an older version of the site. Whatever it holds under the
  keys the site uses, every page works as usual, the site starts afresh with
  what it could not have written, and the visitor is told nothing of it: they
  did nothing wrong.

  Background:
    Given the site keeps these keys in the browser:
      | storage | key               | holds                          | when the site cannot read it |
      | local   | location          | the visitor's city             | removed                      |
      | local   | mit_gtm_uid       | the visitor id                 | replaced by a new id         |
      | local   | cookiePreferences | the visitor's cookie choices   | removed                      |
      | session | gclid             | the Google Ads click id        | removed                      |
      | session | fbclid            | the Facebook click id          | removed                      |
      | session | campanha          | the campaign's name            | removed                      |
      | session | source            | the campaign's source          | removed                      |

  @clause:ROBUST-3
  Rule: ROBUST-3 Whatever the browser holds under the keys the site uses ('location', 'mit_gtm_uid' and 'cookiePreferences', and the session's 'gclid', 'fbclid', 'campanha' and 'source'), be it text that is not JSON, values of the wrong type or a megabyte of text, every page works as usual.
    Refines STATE-1, STATE-11, STATE-14.
    Why: Storage outlives versions of the site and anyone can edit it, so a bad value must never break a page.

    Scenario Outline: Every key holds <what>, and every page works as usual
      Given every key the site keeps in the browser holds "<what>"
      When a visitor opens the home page
      Then the page works as usual
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

  @clause:ROBUST-4
  Rule: ROBUST-4 A stored value the site could not have written is dealt with as the visitor lands: the visitor id is replaced by a new one, and the city, the campaign entries and the cookie choices are removed, so the visitor starts afresh as on a first visit.
    Refines STATE-1, STATE-11, STATE-14.
    Why: A value the site cannot read would otherwise stay in the browser for good, read again and refused again on every page.

    Scenario Outline: Every key holds <what>, and the visitor starts afresh
      Given every key the site keeps in the browser holds "<what>"
      When a visitor opens the home page
      Then the header says "Escolha sua cidade"
      And the site kept none of what it could not read
      And the visitor has an id kept in local storage as "mit_gtm_uid"
      And the data layer received a userId event with that id

      Examples:
        | what                                       |
        | text that is not JSON                      |
        | values of the wrong type                   |
        | values of the right shape, a megabyte long |

    @mobile @needs-virtual-clock
    Scenario: On a phone, a megabyte under every key is gone, and the city selection opens as on a first visit
      Given every key the site keeps in the browser holds "a megabyte of text"
      When a visitor opens "/informacoes-pre-atendimento/cotacao"
      Then the page works as usual
      And the site kept none of what it could not read
      And the city selection opens by itself

  @clause:NOTICE-1
  Rule: NOTICE-1 Overriding the source's 'No user-visible error messages are shown', the site tells the visitor in pt-BR what went wrong when it answers something they did (a field to correct, a send that failed, an address that does not exist, a chassis number that is not well formed), and still shows nothing of a failure behind the scenes.
    Refines ERROR-2, ERROR-3.
    Why: A visitor must learn what to fix or their lead is lost, while a failure they cannot act on would only worry them.

    Scenario: What the site could not read in the browser shows the visitor no message
      Given every key the site keeps in the browser holds "values of the wrong type"
      When a visitor opens "/informacoes-pre-atendimento/cotacao"
      Then the page shows no error message
