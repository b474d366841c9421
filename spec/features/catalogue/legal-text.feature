@catalogue @needs-virtual-clock
Feature: Legal text dates follow the visitor's month
  The legal text under each model is written with dates like "válidos até
  30/11/2026". Whatever date is written, the visitor reads the last day of the
  month they are in, so the conditions never look expired. The project adds
  that only real dates change, since numbers that only look like dates stay as
  written, and that the month is the visitor's own, even late on its last day.

  @clause:CONST-7
  Rule: CONST-7 Legal text: any date in dd/mm/yyyy form is replaced by the last day of the current month.

    Scenario Outline: The visitor reads the last day of the current month
      Given today is <today>
      When a visitor opens the model page "/picapes/l200-triton-sport"
      Then the legal text reads "Preços públicos sugeridos válidos até <last day> para pagamento à vista"
      And the legal text does not read "30/11/2026"

      Examples:
        | today      | last day   |
        | 15/02/2028 | 29/02/2028 |
        | 15/02/2027 | 28/02/2027 |
        | 01/04/2027 | 30/04/2027 |
        | 31/01/2027 | 31/01/2027 |

  @clause:CAT-6
  Rule: CAT-6 The legal-text rule replaces real calendar dates only, overriding the source's 'any date in dd/mm/yyyy form' for impossible dates (31/02/2024, 00/01/2025, 15/13/2025) and for digit runs that only look like dates (1/02/2024, 01/02/20245, 15414.900877/2026-31), which stay as written.
    Refines CONST-7.
    Why: Rewriting digit runs that are not dates would corrupt legal texts, such as the registration and process numbers they quote.

    Scenario: A number that only looks like a date stays as written
      Given today is 10/03/2027
      When a visitor opens the model page "/suv-e-crossovers/pajero-sport"
      Then the legal text reads "válidos até 31/03/2027 para pagamento à vista"
      And the legal text reads "Processo SUSEP nº 15414.900877/2026-31."

  @clause:CAT-7
  Rule: CAT-7 A dated text renders with the day the site was built, then with the visitor's own day once the page is running in the browser, without a hydration error.
    Refines CONST-7.
    Why: A page built last month must still show the last day of the visitor's month.

    Scenario: The page is built with the build's month and switches to the visitor's without an error
      Given today is 20/06/2029
      When a visitor opens the model page "/picapes/triton-tarmac"
      Then the page as built reads "válido até {date} para pagamento à vista" with the last day of the month it was built in
      And the legal text reads "válido até 30/06/2029 para pagamento à vista"

    Scenario: Late on the month's last evening the visitor still reads their own month
      Given today is 31/01/2027 at 22:30 in Brasília
      When a visitor opens the model page "/picapes/l200-triton-sport"
      Then the legal text reads "Preços públicos sugeridos válidos até 31/01/2027 para pagamento à vista"
