@forms @quote
Feature: Requesting a quote
  A visitor who likes a Mitsubishi asks for a quote: the dealer nearest to them
  prepares a proposal. The form asks only what a dealer needs to answer, the
  consent is the visitor's to give, and the importer receives the request with
  the campaign of the visit. How the form fills in the model, the place and the
  dealer for the visitor is in "quote-prefill.feature".

  @clause:ROUTE-3
  Rule: ROUTE-3 Secondary links: /informacoes-pre-atendimento/cotacao (request a quote), /informacoes-pre-atendimento/test-drive, /concessionarias (dealers), /institucional.

    Scenario Outline: <address> is the <what>
      When a visitor opens "<address>"
      Then the page's one main heading is "<heading>"

      Examples:
        | address                                 | what            | heading                  |
        | /informacoes-pre-atendimento/cotacao    | quote request   | Solicite uma cotação     |
        | /informacoes-pre-atendimento/test-drive | test-drive page | Agende um test drive     |
        | /concessionarias                        | dealer finder   | Concessionárias          |

  @clause:FORM-1
  Rule: FORM-1 The quote form asks the model, full name, e-mail, mobile phone, state, city, a dealer and a message; the test-drive form the same, a preferred date replacing the message; the VIP sign-up of /novo-outlander/form-vip the name, e-mail, phone, state and city; the contact form of /fale-conosco the name, e-mail, phone, state, city, a subject and a message; each field with a visible label, the optional ones saying '(opcional)'.
    Refines VALIDATION-1, ROUTE-3.
    Why: The source shows no form fields, and a dealer needs these to answer a visitor.

    Scenario: The quote form asks what a dealer needs to prepare a proposal
      When a visitor opens "/informacoes-pre-atendimento/cotacao"
      Then the form asks, in order:
        | Modelo                    |
        | Nome completo             |
        | E-mail                    |
        | Celular com DDD           |
        | Estado                    |
        | Cidade                    |
        | Concessionária (opcional) |
        | Mensagem (opcional)       |

  @clause:FORM-13 @needs-request-log
  Rule: FORM-13 Every form ends with a consent box for the use of the visitor's data, never ticked in advance, whose label links to the privacy policy at /privacidade, and no form is sent until the visitor ticks it.
    Refines VALIDATION-1.
    Why: Brazil's data protection law (LGPD) asks for a consent the visitor gives themselves, knowing what they agree to.

    Scenario: The consent is the visitor's to give, and the form is not sent without it
      When a visitor opens "/informacoes-pre-atendimento/cotacao"
      Then the consent box is not ticked
      And the consent box links to the privacy policy
      When the visitor presses "Solicitar cotação"
      Then the consent box says "Para enviar, aceite que a Mitsubishi use seus dados para responder ao seu pedido."
      And the form sent 0 requests

  @clause:FORM-10 @needs-request-log
  Rule: FORM-10 Every submission carries the campaign of the visit as it was stored on landing, its source and campaign name, and the visitor id kept in 'mit_gtm_uid' when there is one.
    Refines STATE-11, STATE-12, STATE-14.
    Why: The importer needs to know which campaign brought each lead, and analysts join a lead to the visits before it.

    @writes
    Scenario: A visitor from a campaign asks for a quote: the importer learns the campaign and the visitor
      Given the visitor chose "Rio de Janeiro" (IBGE 3304557) on an earlier visit
      When a visitor opens "/informacoes-pre-atendimento/cotacao?modelo=outlander&utm_source=google&campanha=verao"
      And the visitor fills in the form:
        | Nome completo             | Ana Souza                                      |
        | E-mail                    | ana.souza@exemplo.com.br                       |
        | Celular com DDD           | 21987654321                                    |
        | Concessionária (opcional) | Guanabara Mitsubishi Botafogo (Rio de Janeiro) |
      And the visitor accepts the use of their data
      And the visitor presses "Solicitar cotação"
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And the thank-you says what comes next: "entrar em contato em até 1 dia útil"
      And the form sent the city "Rio de Janeiro" with the IBGE code 3304557
      And the importer received from this visitor:
        | canal          | lead                          |
        | tipo           | cotacao                       |
        | nome           | Ana Souza                     |
        | email          | ana.souza@exemplo.com.br      |
        | celular        | (21) 98765-4321               |
        | uf             | RJ                            |
        | cidade         | Rio de Janeiro                |
        | modelo         | outlander                     |
        | concessionaria | guanabara-mitsubishi-botafogo |
        | origem         | google                        |
        | campanha       | verao                         |
      And the importer received with it the visitor's id, a random UUID

  @clause:FORM-8
  Rule: FORM-8 Once the importer's system accepts a submission, new or repeated, the form gives way to a pt-BR confirmation saying what was received, what happens next and when, with the protocol number and links that lead on, the focus moving to its heading.
    Refines ERROR-3.
    Why: A visitor must know their request arrived and what happens next.

    @mobile @writes
    Scenario: On a phone a visitor asks for a quote and is thanked, with links that lead on
      Given a visitor opens "/informacoes-pre-atendimento/cotacao"
      When the visitor fills in the form:
        | Modelo              | L200 Triton Sport                      |
        | Nome completo       | João da Silva                          |
        | E-mail              | joao@example.com                       |
        | Celular com DDD     | 62998761234                            |
        | Estado              | Goiás                                  |
        | Cidade              | Catalão                                |
        | Mensagem (opcional) | Tenho uma L200 2019 para dar na troca. |
      And the visitor accepts the use of their data
      And a screenshot of the window is attached as "Cotação preenchida, 390 px"
      And the visitor presses "Solicitar cotação"
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And every link of the page to the site leads to a page that answers
      And the page has no accessibility violations
      And a screenshot of the window is attached as "Cotação recebida, 390 px"
      And the importer received from this visitor:
        | tipo     | cotacao                                |
        | modelo   | l200-triton-sport                      |
        | uf       | GO                                     |
        | cidade   | Catalão                                |
        | mensagem | Tenho uma L200 2019 para dar na troca. |

  @clause:A11Y-2
  Rule: A11Y-2 The keyboard alone opens and walks each menu (the desktop panels, the mobile menu and its accordions), follows their links, chooses a city, the focus coming back to the city button, and fills and sends a form.
    Refines HEADER-5, HEADER-8, MOBILE-1, STATE-4, PRODUCT-11.
    Why: A visitor who cannot use a mouse must still reach everything the site presents.

    @writes
    Scenario: A visitor fills in and sends the quote form with the keyboard only
      Given a visitor opens "/informacoes-pre-atendimento/cotacao"
      When the visitor tabs to the link "Pular para o conteúdo"
      And the visitor presses Enter
      Then the main content has the focus
      When the visitor fills in the form with the keyboard only:
        | Modelo          | Outlander            |
        | Nome completo   | Maria Oliveira       |
        | E-mail          | maria@exemplo.com.br |
        | Celular com DDD | 11912345678          |
        | Estado          | Goiás                |
        | Cidade          | Goiânia              |
      And the visitor ticks the consent box with the keyboard
      And the visitor presses "Solicitar cotação" with the keyboard
      Then the form thanks the visitor: "Pedido de cotação recebido"
      And the importer received from this visitor:
        | modelo  | outlander       |
        | celular | (11) 91234-5678 |
        | uf      | GO              |
