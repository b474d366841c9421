@pages
Feature: Checking a chassis number against the recall campaigns
  The recall page lists the campaigns and lets the visitor type the chassis
  number (VIN) of their car: the page says, in Portuguese, whether the number
  is well formed (17 letters and digits, never I, O or Q) and whether a
  campaign covers it. The check runs in the browser: nothing typed is sent.
  The campaigns are the project's sample data, and the page says so: a real
  owner asks a dealer.

  @clause:PAGE-9 @needs-request-log
  Rule: PAGE-9 The recall page checks a chassis number in the browser, sending nothing: it drops spaces, dots and hyphens, capitalises letters, and says in pt-BR what is wrong (nothing typed, a character other than a letter or a digit, the letters I, O or Q, a length other than 17) or that the chassis is well formed, without computing a check digit Brazil does not require.
    Refines ROUTE-4.
    Why: An owner wants to know whether their car is called back without calling anyone, and a mistyped number must say what to fix.

    Scenario: The page says what is wrong with a chassis number, or that it is well formed, and sends nothing
      When a visitor opens "/recall"
      And the visitor checks the chassis "93XJNKB8TRC00010"
      Then the chassis check says "O chassi tem 17 caracteres e você digitou 16."
      When the visitor checks the chassis "93XJNKB8TRCOO0101"
      Then the chassis check says "O chassi não usa as letras I, O e Q: confira a letra “O” (talvez seja 1 ou 0)."
      When the visitor checks the chassis "93XJNKB8TRC-0001#1"
      Then the chassis check says "O chassi tem só letras e números: retire o caractere “#”."
      When the visitor checks the chassis "93xjnkb8trc 002000"
      Then the chassis check says "Chassi 93XJNKB8TRC002000 válido"
      And nothing the visitor typed left the browser

  @clause:PAGE-33
  Rule: PAGE-33 A recall campaign covers the chassis that share the first 11 characters of one of its ranges and fall between that range's first and last chassis, and the recall page names the campaign covering a well-formed chassis, or says that none of the site's campaigns does.
    Refines ROUTE-4.
    Why: Campaigns are announced as chassis ranges, and an owner needs the campaign's name to book the repair.

    Scenario: A well-formed chassis is told the campaign whose range holds it, or that none does
      When a visitor opens "/recall"
      And the visitor checks the chassis "93xjnkb8trc 002000"
      Then the chassis check says "Chassi 93XJNKB8TRC002000 válido e incluído na campanha de recall: L200 Triton Sport 2026: fixação do cinto de segurança traseiro."
      And the chassis check offers "Agendar o reparo em uma concessionária"
      When the visitor checks the chassis "MMBGUKS10RH005555"
      Then the chassis check says "Chassi MMBGUKS10RH005555 válido e incluído na campanha de recall: Pajero Sport 2026: conector do airbag do motorista."
      When the visitor checks the chassis "9BWZZZ377VT004251"
      Then the chassis check says "Chassi 9BWZZZ377VT004251 válido. Nenhuma campanha de recall deste site inclui este chassi."

  @clause:PAGE-34
  Rule: PAGE-34 The recall campaigns are the project's sample data, and the recall page says so next to them.
    Refines ROUTE-4.
    Why: The project knows no real recall campaign, and an owner must not take a sample campaign for a real call-back of their car.

    @mobile
    Scenario: The campaigns are listed as the project's sample data
      When a visitor opens "/recall"
      Then the page lists the recall campaigns:
        | L200 Triton Sport 2026: fixação do cinto de segurança traseiro |
        | Eclipse Cross 2026: bomba de combustível                       |
        | Pajero Sport 2026: conector do airbag do motorista             |
      And the page says it shows sample data: "As campanhas desta página e os seus chassis são fictícios"

  @clause:NOTICE-1
  Rule: NOTICE-1 Overriding the source's 'No user-visible error messages are shown', the site tells the visitor in pt-BR what went wrong when it answers something they did (a field to correct, a send that failed, an address that does not exist, a chassis number that is not well formed), and still shows nothing of a failure behind the scenes.
    Refines ERROR-2, ERROR-3.
    Why: A visitor must learn what to fix or their lead is lost, while a failure they cannot act on would only worry them.

    Scenario: The chassis check says nothing until the visitor checks a number, then what to correct
      When a visitor opens "/recall"
      Then the chassis check says nothing yet
      When the visitor checks the chassis ""
      Then the chassis check says "Digite os 17 caracteres do chassi."
