@pages
Feature: Checking a chassis number against the recall campaigns
  The recall page lists the campaigns and lets the visitor type the chassis
  number (VIN) of their car: the page says, in Portuguese, whether the number
  is well formed (17 letters and digits, never I, O or Q) and whether a
  campaign covers it. The check runs in the browser: nothing typed is sent.

  @clause:PAGE-9
  Scenario: The page says what is wrong with a chassis number, and which campaign covers a good one
    When a visitor opens "/recall"
    And the visitor checks the chassis "93XJNKB8TRC00010"
    Then the chassis check says "O chassi tem 17 caracteres e você digitou 16."
    When the visitor checks the chassis "93XJNKB8TRCOO0101"
    Then the chassis check says "O chassi não usa as letras I, O e Q: confira a letra “O” (talvez seja 1 ou 0)."
    When the visitor checks the chassis "93XJNKB8TRC-0001#1"
    Then the chassis check says "O chassi tem só letras e números: retire o caractere “#”."
    When the visitor checks the chassis "9BWZZZ377VT004251"
    Then the chassis check says "Chassi 9BWZZZ377VT004251 válido. Nenhuma campanha de recall deste site inclui este chassi."
    When the visitor checks the chassis "93xjnkb8trc 002000"
    Then the chassis check says "Chassi 93XJNKB8TRC002000 válido e incluído na campanha de recall: L200 Triton Sport 2026: fixação do cinto de segurança traseiro."
    And the chassis check offers "Agendar o reparo em uma concessionária"
    And nothing the visitor typed left the browser

  @mobile @clause:PAGE-9
  Scenario: On a phone too, the campaigns are listed and a chassis can be checked
    When a visitor opens "/recall"
    Then the page lists the recall campaigns:
      | L200 Triton Sport 2026: fixação do cinto de segurança traseiro |
      | Eclipse Cross 2026: bomba de combustível                       |
      | Pajero Sport 2026: conector do airbag do motorista             |
    When the visitor checks the chassis "MMBGUKS10RH005555"
    Then the chassis check says "Chassi MMBGUKS10RH005555 válido e incluído na campanha de recall: Pajero Sport 2026: conector do airbag do motorista."
