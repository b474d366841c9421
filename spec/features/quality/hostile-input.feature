@quality @security
Feature: Hostile addresses do no harm
  Campaign links are built by many hands, and some addresses are built to
  attack. Whatever a visitor's address carries in its parameters, nothing of it
  runs on the page, every link keeps leading where it should, and a value far
  longer than a click id or a campaign name is not kept.

  @clause:ROBUST-1 @needs-virtual-clock @needs-early-script
  Rule: ROBUST-1 Whatever a visitor's address carries in its parameters (tracking ones, the 'modelo' the forms read, unknown ones, with known script-injection payloads among them), nothing of it runs on the page: no dialog opens, no element or script of its own appears, and no content-security violation is logged.
    Refines STATE-11, STATE-15.
    Why: A campaign link comes from outside the site and can be forged to attack its visitors, so nothing it carries may ever run.

    Scenario: Known script-injection payloads in every tracking parameter
      When a visitor lands on "/" with each known script-injection payload in its parameters
      Then no payload ran and no dialog opened
      And no element or script of the payloads is in the page
      And the page ran without a content-security violation

    @mobile
    Scenario: Known payloads on a phone, on the quote form that reads the model from its address
      When a visitor lands on "/informacoes-pre-atendimento/cotacao" with each known script-injection payload in its parameters
      Then no payload ran and no dialog opened
      And no element or script of the payloads is in the page
      And the page ran without a content-security violation

  @clause:ROBUST-2 @needs-virtual-clock @needs-early-script
  Rule: ROBUST-2 Whatever the address carries, every link of the page keeps leading where it leads without those parameters (the same scheme, origin and path): the parameters carried onto links never take a link off the site or turn it into a 'javascript:' address.
    Refines STATE-15.
    Why: Carrying a campaign's parameters onto links must never let a forged address send a visitor somewhere else.

    Scenario: Generated hostile values in every tracking parameter leave every link where it leads
      When a visitor lands on "/suv-e-crossovers/pajero-sport" with 8 generated hostile values in its parameters
      Then every link still leads where it leads without those parameters

  @clause:ROBUST-5
  Rule: ROBUST-5 A click id ('gclid', 'fbclid') or campaign name ('campanha') in the address that is longer than 512 characters is not kept, neither in session storage nor, for 'gclid', in its cookie.
    Refines STATE-11, STATE-13.
    Why: Click ids and campaign names are tens of characters long, so a far longer value comes from a forged or broken address and would only weigh on every lead of the visit.

    Scenario Outline: A click id of <length> characters is <kept>
      When a visitor opens "/ofertas?campanha=verao" with a gclid of <length> characters
      Then the session storage holds <what>

      Examples:
        | length | kept     | what                      |
        | 512    | kept     | a gclid of 512 characters |
        | 513    | not kept | no gclid                  |
