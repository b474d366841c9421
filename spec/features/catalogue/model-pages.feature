@catalogue
Feature: A page for every model of the catalogue
  Every model of the catalogue has its page at /{body style}/{model}, in lower
  case, so a visitor, a search engine or a menu reaches it by a stable address.
  The new Triton, known abroad as 'All new Triton', lives at /picapes/new-triton.

  @clause:ROUTE-5 @clause:ENTITY-4 @clause:ENTITY-5
  Scenario Outline: Every model answers at its address
    When a visitor opens the model page "<address>"
    Then the page answers with the status 200
    And the page shows the model "<model>"

    Examples:
      | model                      | address                              |
      | Pajero Sport               | /suv-e-crossovers/pajero-sport       |
      | Nova Triton                | /picapes/new-triton                  |
      | Triton Tarmac              | /picapes/triton-tarmac               |
      | Outlander                  | /suv-e-crossovers/outlander          |
      | Eclipse Cross Tarmac       | /suv-e-crossovers/eclipse-cross-tarmac |
      | Eclipse Cross              | /suv-e-crossovers/eclipse-cross      |
      | L200 Triton Sport          | /picapes/l200-triton-sport           |
      | L200 Triton Sport GLS Plus | /picapes/l200-triton-sport-gls-plus  |

  @clause:ROUTE-6 @clause:CAT-2
  Scenario: The new Triton lives at /picapes/new-triton, and only there
    When a visitor opens the model page "/picapes/new-triton"
    Then the page shows the model "Nova Triton"
    And the page shows the tagline "A nova geração da picape Mitsubishi, forte por dentro e por fora."
    When the visitor opens the address "/picapes/nova-triton" that does not exist
    Then the page answers with the status 404

  @clause:ENTITY-1 @clause:ENTITY-3
  Scenario: A model page shows the model's name, tagline, versions and legal text
    When a visitor opens the model page "/suv-e-crossovers/eclipse-cross"
    Then the page shows the model "Eclipse Cross"
    And the page shows the tagline "O SUV cupê turbo com tração integral S-AWC."
    And the page lists the versions:
      | GLS 1.5 Turbo CVT     |
      | GLS 1.5 Turbo CVT     |
      | Sport 1.5 Turbo CVT   |
      | HPE-S 1.5 Turbo S-AWC |
    And the section "Eclipse Cross 2027" reads "A série especial Sport traz saias laterais, aerofólio e detalhes em vermelho."
    And the section "Eclipse Cross 2027" shows "Sport" in bold
    And the legal text reads "Série especial Sport limitada a 300 unidades."
