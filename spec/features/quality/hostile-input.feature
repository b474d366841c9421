@quality @security
Feature: Hostile addresses do no harm
  Campaign links are built by many hands, and some addresses are built to
  attack. Whatever a visitor's address carries in its tracking parameters,
  nothing of it runs on the page, and every link keeps leading where it should.

  @clause:ROBUST-1 @clause:ROBUST-2 @clause:STATE-15
  Scenario: Known script-injection payloads in every tracking parameter
    When a visitor lands on "/" with each known script-injection payload in its parameters
    Then no payload ran and no dialog opened
    And no element or script of the payloads is in the page
    And the page ran without a content-security violation
    And every link still leads where it leads without those parameters

  @clause:ROBUST-1 @clause:ROBUST-2
  Scenario: Generated hostile values in every tracking parameter
    When a visitor lands on "/suv-e-crossovers/pajero-sport" with 8 generated hostile values in its parameters
    Then no payload ran and no dialog opened
    And no element or script of the payloads is in the page
    And the page ran without a content-security violation
    And every link still leads where it leads without those parameters

  @mobile @clause:ROBUST-1 @clause:ROBUST-2
  Scenario: Known payloads on a phone, on the quote form that reads the model from its address
    When a visitor lands on "/informacoes-pre-atendimento/cotacao" with each known script-injection payload in its parameters
    Then no payload ran and no dialog opened
    And no element or script of the payloads is in the page
    And the page ran without a content-security violation
    And every link still leads where it leads without those parameters
