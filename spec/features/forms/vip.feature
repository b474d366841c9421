@forms @vip
Feature: Signing up for the Outlander launch
  The VIP page of the new Outlander stands alone, without the site's header and
  footer: a visitor leaves their name and contacts to hear first about the
  pre-sale.

  @clause:FORM-1 @clause:FORM-8 @clause:FORM-10 @clause:VISIBILITY-1 @clause:VISIBILITY-2 @clause:API-1
  @clause:ANALYTICS-8 @clause:ANALYTICS-9 @clause:ANALYTICS-10 @clause:TRACK-15 @writes
  Scenario: A visitor joins the VIP list of the new Outlander
    When a visitor opens "/novo-outlander/form-vip"
    Then the page has no site header
    And the page has no site footer
    And the form asks, in order:
      | Nome completo   |
      | E-mail          |
      | Celular com DDD |
      | Estado          |
      | Cidade          |
    When the visitor fills in the form:
      | Nome completo   | Fernanda Lima        |
      | E-mail          | fernanda@exemplo.com |
      | Celular com DDD | 41999990000          |
      | Estado          | Paraná               |
      | Cidade          | Curitiba             |
    And the visitor accepts the use of their data
    And the visitor presses "Quero ser VIP"
    Then the form thanks the visitor: "Você está na lista VIP do Novo Outlander"
    And the link "Conhecer o Novo Outlander" on the page leads to "/novo-outlander"
    And the importer received from this visitor:
      | canal  | lead      |
      | tipo   | vip       |
      | modelo | outlander |
      | uf     | PR        |
    And the data layer received, for the form "vip-novo-outlander", exactly: "formView, formClick, formThankYouPage"

  @mobile @clause:FORM-1 @clause:FORM-8 @clause:API-1 @clause:A11Y-1 @writes
  Scenario: On a phone a visitor joins the VIP list
    When a visitor opens "/novo-outlander/form-vip"
    Then the page has no accessibility violations
    And the visitor fills in the form:
      | Nome completo   | Lucas Almeida     |
      | E-mail          | lucas@exemplo.com |
      | Celular com DDD | 85988776655       |
      | Estado          | Ceará             |
      | Cidade          | Fortaleza         |
    And the visitor accepts the use of their data
    And the visitor presses "Quero ser VIP"
    Then the form thanks the visitor: "Você está na lista VIP do Novo Outlander"
    And a screenshot of the window is attached as "Cadastro VIP recebido, 390 px"
    And the importer received from this visitor:
      | tipo | vip |
      | uf   | CE  |
