@pages
Feature: Mundo MIT: events, ambassadors, sponsorships and partnerships
  The brand world presents the four events of the catalogue, in their order,
  each with its logo, its description and its own page (picture, how it runs,
  what a participant gets, who may take part); the ambassadors, fictional
  profiles the project wrote and drew, as their page says; and the
  sponsorships and partnerships, the project's sample partners.

  @clause:ENTITY-7
  Rule: ENTITY-7 Event (brand world, local): id, name, description, logoId, imageId, position.

    Scenario: The four events, in their order, each with its logo, its description and its page
      When a visitor opens "/mundo-mit"
      Then the section "Eventos" shows these events, in this order, each with its logo:
        | event                  | address                           | logo                        | description                                                                                              |
        | Mitsubishi Cup         | /mundo-mit/mitsubishi-cup         | mitsubishi-cup-logo         | Rali de velocidade em circuito fechado, com picapes e SUVs preparados para a terra.                      |
        | Mitsubishi Outdoor     | /mundo-mit/mitsubishi-outdoor     | mitsubishi-outdoor-logo     | Rali de estratégia com provas off-road, de aventura e culturais, para fazer em família ou com os amigos. |
        | Mitsubishi Motorsports | /mundo-mit/mitsubishi-motorsports | mitsubishi-motorsports-logo | Rali de regularidade: vence quem cumpre cada trecho no tempo ideal, não quem chega primeiro.             |
        | Mitsubishi Experience  | /mundo-mit/mitsubishi-experience  | mitsubishi-experience-logo  | Passeios off-road de lazer, com instrutores, para aproveitar o seu Mitsubishi fora do asfalto.           |

  @clause:ENTITY-8
  Rule: ENTITY-8 Mitsubishi Cup: closed-circuit speed rally.

    Scenario: The Mitsubishi Cup is a closed-circuit speed rally
      When a visitor opens "/mundo-mit"
      Then the section "Eventos" describes "Mitsubishi Cup" as "Rali de velocidade em circuito fechado, com picapes e SUVs preparados para a terra."
      When the visitor follows the link "Mitsubishi Cup" on the page
      Then the page description reads "Rali de velocidade em circuito fechado"
      And the section "Como é" reads "circuitos fechados"
      And the section "Como é" does not read "regularidade"

  @clause:ENTITY-9
  Rule: ENTITY-9 Mitsubishi Outdoor: strategy rally with off-road, adventure and cultural tasks.

    Scenario: Mitsubishi Outdoor is a strategy rally with off-road, adventure and cultural tasks
      When a visitor opens "/mundo-mit"
      Then the section "Eventos" describes "Mitsubishi Outdoor" as "Rali de estratégia com provas off-road, de aventura e culturais, para fazer em família ou com os amigos."
      When the visitor follows the link "Mitsubishi Outdoor" on the page
      Then the page description reads "Rali de estratégia"
      And the section "Como é" reads "soma mais pontos"
      And the section "Como é" does not read "cronometrad"

  @clause:ENTITY-10
  Rule: ENTITY-10 Mitsubishi Motorsports: regularity rally.

    Scenario: Mitsubishi Motorsports is a regularity rally
      When a visitor opens "/mundo-mit"
      Then the section "Eventos" describes "Mitsubishi Motorsports" as "Rali de regularidade: vence quem cumpre cada trecho no tempo ideal, não quem chega primeiro."
      When the visitor follows the link "Mitsubishi Motorsports" on the page
      Then the page description reads "Rali de regularidade"
      And the section "Como é" reads "tempo ideal"
      And the section "Como é" does not read "circuito fechado"

  @clause:ENTITY-11
  Rule: ENTITY-11 Mitsubishi Experience: off-road leisure tours.

    Scenario: Mitsubishi Experience is a set of off-road leisure tours
      When a visitor opens "/mundo-mit"
      Then the section "Eventos" describes "Mitsubishi Experience" as "Passeios off-road de lazer, com instrutores, para aproveitar o seu Mitsubishi fora do asfalto."
      When the visitor follows the link "Mitsubishi Experience" on the page
      Then the page description reads "Passeios off-road de lazer"
      And the section "Como é" reads "sem cronômetro"
      And the section "Como é" does not read "cronometrad"

  @clause:PAGE-19
  Rule: PAGE-19 The brand world page shows the four events, the ambassadors, the partners and MIT 4FUN, and each event's page shows its logo, its picture, its description, how it runs, what a participant gets and who may take part.
    Refines CONTENT-1, ROUTE-2, ENTITY-7.
    Why: The source gives each event a name, a logo, a picture and one line, and a visitor deciding to take part needs more.

    Scenario: The brand world leads to each event's page, which says what a participant gets and who may take part
      When a visitor opens "/mundo-mit"
      Then the page has these sections, in this order:
        | Eventos                  |
        | Embaixadores MIT         |
        | Patrocínios e parcerias  |
        | MIT 4FUN                 |
      When the visitor follows the link "Mitsubishi Outdoor" on the page
      Then the page's one main heading is "Mitsubishi Outdoor"
      And the image "Logotipo Mitsubishi Outdoor" is shown
      And the image "Ilustração do Mitsubishi Outdoor" is shown
      And the section "O que o participante recebe" reads "Seguro de acidentes pessoais para todos os ocupantes."
      And the page has the section "Quem pode participar"

  @clause:PAGE-12
  Rule: PAGE-12 The ambassadors are fictional sample profiles the project wrote, with portraits the project drew, and their page says so.
    Refines CONTENT-1, ROUTE-2.
    Why: The project has no real ambassadors it may name, and a visitor must not take sample profiles for real people.

    Scenario: The ambassadors are the project's fictional profiles, drawn by the project
      When a visitor opens "/mundo-mit/embaixadores-mit"
      Then the page presents the ambassadors "Marina Teles", "Rafael Okuda", "Ana Beatriz Souza" and "João Pedro Lima", each with a drawn portrait
      And the page says the profiles are illustrative and portray no real person

  @clause:PAGE-31
  Rule: PAGE-31 The sponsorships and partnerships are the project's sample partners, naming no real organisation, each with a logo the project drew.
    Refines CONTENT-1, ROUTE-2.
    Why: The project has no partners it may name, and a real organisation shown as a partner would be a false claim.

    Scenario: Sponsorships and partnerships, the project's sample partners
      When a visitor opens "/mundo-mit/patrocinios-e-parcerias"
      Then the page has these sections, in this order:
        | Patrocínios |
        | Parcerias   |
      And the image "Logotipo Rali Cerrado Adentro" is shown
      And the image "Logotipo Instituto Trilhas Vivas" is shown
      And the image "Logotipo Equipe Correnteza de Canoagem" is shown
      And the image "Logotipo Escola Off-Road Serra Alta" is shown
