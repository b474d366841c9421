@forms @vip
Feature: Signing up for the Outlander launch
  The VIP page of the new Outlander stands alone, without the site's header and
  footer: a visitor leaves their name and contacts to hear first about the
  pre-sale. The importer receives the sign-up as a lead for the Outlander.

  @clause:FORM-22 @needs-request-log
  Rule: FORM-22 The quote, test-drive and VIP forms send a lead of kind 'cotacao', 'test-drive' or 'vip' (the VIP sign-up for the Outlander) to the portal's lead base, and the contact form a message to the portal's contact base, each as a POST.
    Refines CALL-1, CALL-2.
    Why: The source names the portal's lead and contact bases, and the importer tells the requests apart by their kind.

    @writes
    Scenario: A visitor joins the VIP list of the new Outlander, sent as a lead for the Outlander
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
      And the form sent its request as a POST to "/api/lead/v1.0/"
      And the importer received from this visitor:
        | canal  | lead      |
        | tipo   | vip       |
        | modelo | outlander |
        | uf     | PR        |

  @clause:A11Y-1
  Rule: A11Y-1 Every page, at a desktop's and at a phone's width, breaks none of the WCAG 2.0 and 2.1 level A and AA rules an automated accessibility check tests, with no rule switched off.
    Refines PRODUCT-11.
    Why: Brazil's inclusion law (Lei Brasileira de Inclusão) asks websites to be usable by everyone, and the automated rules are the floor every page can be held to.

    @mobile @writes
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
      And the page has no accessibility violations
      And a screenshot of the window is attached as "Cadastro VIP recebido, 390 px"
      And the importer received from this visitor:
        | tipo | vip |
        | uf   | CE  |
