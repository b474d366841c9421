@pages
Feature: Mundo MIT: events, ambassadors, sponsorships and partnerships
  The brand world presents the four events of the catalogue, each with its
  own page (logo, picture, description, how it runs, what a participant gets),
  the ambassadors (fictional profiles drawn by the project, and the page says
  so), and the sponsorships and partnerships.

  @clause:ENTITY-7 @clause:ENTITY-8 @clause:ENTITY-9 @clause:ENTITY-10 @clause:ENTITY-11 @clause:PAGE-1
  Scenario: The four events, each with its description and its page
    When a visitor opens "/mundo-mit"
    Then the section "Eventos" shows these events, in this order, each with its logo:
      | event                  | address                           | logo                        | description                                                                                              |
      | Mitsubishi Cup         | /mundo-mit/mitsubishi-cup         | mitsubishi-cup-logo         | Rali de velocidade em circuito fechado, com picapes e SUVs preparados para a terra.                      |
      | Mitsubishi Outdoor     | /mundo-mit/mitsubishi-outdoor     | mitsubishi-outdoor-logo     | Rali de estratégia com provas off-road, de aventura e culturais, para fazer em família ou com os amigos. |
      | Mitsubishi Motorsports | /mundo-mit/mitsubishi-motorsports | mitsubishi-motorsports-logo | Rali de regularidade: vence quem cumpre cada trecho no tempo ideal, não quem chega primeiro.             |
      | Mitsubishi Experience  | /mundo-mit/mitsubishi-experience  | mitsubishi-experience-logo  | Passeios off-road de lazer, com instrutores, para aproveitar o seu Mitsubishi fora do asfalto.           |
    When the visitor follows the link "Mitsubishi Outdoor" on the page
    Then the page's one main heading is "Mitsubishi Outdoor"
    And the image "Logotipo Mitsubishi Outdoor" is shown
    And the image "Ilustração do Mitsubishi Outdoor" is shown
    And the section "O que o participante recebe" reads "Seguro de acidentes pessoais para todos os ocupantes."

  @clause:ENTITY-8 @clause:ENTITY-9 @clause:ENTITY-10 @clause:ENTITY-11
  Scenario Outline: The page of <event> describes it as the kind of event it is
    When a visitor opens "<page>"
    Then the page description reads "<kind>"
    And the section "Como é" reads "<how it runs>"
    And the section "Como é" does not read "<what it is not>"

    Examples:
      | event                  | page                              | kind                                   | how it runs        | what it is not   |
      | Mitsubishi Cup         | /mundo-mit/mitsubishi-cup         | Rali de velocidade em circuito fechado | circuitos fechados | regularidade     |
      | Mitsubishi Outdoor     | /mundo-mit/mitsubishi-outdoor     | Rali de estratégia                     | soma mais pontos   | cronometrad      |
      | Mitsubishi Motorsports | /mundo-mit/mitsubishi-motorsports | Rali de regularidade                   | tempo ideal        | circuito fechado |
      | Mitsubishi Experience  | /mundo-mit/mitsubishi-experience  | Passeios off-road de lazer             | sem cronômetro     | cronometrad      |

  @clause:PAGE-12
  Scenario: The ambassadors are the project's fictional profiles, drawn by the project
    When a visitor opens "/mundo-mit/embaixadores-mit"
    Then the page presents the ambassadors "Marina Teles", "Rafael Okuda", "Ana Beatriz Souza" and "João Pedro Lima", each with a drawn portrait
    And the page says the profiles are illustrative and portray no real person

  @clause:PAGE-12
  Scenario: Sponsorships and partnerships
    When a visitor opens "/mundo-mit/patrocinios-e-parcerias"
    Then the page has these sections, in this order:
      | Patrocínios |
      | Parcerias   |
    And the image "Logotipo Rali Cerrado Adentro" is shown
    And the image "Logotipo Instituto Trilhas Vivas" is shown
    And the image "Logotipo Equipe Correnteza de Canoagem" is shown
    And the image "Logotipo Escola Off-Road Serra Alta" is shown
