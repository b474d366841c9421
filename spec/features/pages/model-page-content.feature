@pages
Feature: What a model page tells the visitor
  Beyond its name, price and versions, a model page shows what only the model
  has, what its latest year brings, its pictures, its videos (loaded only when
  the visitor asks), the guaranteed buy-back programme when the model takes
  part, other models, and the calls to a quote and a test drive of this model.

  @clause:PAGE-2 @clause:ENTITY-1
  Scenario: The Pajero Sport's page, section by section
    When a visitor opens the model page "/suv-e-crossovers/pajero-sport"
    Then the page has these sections, in this order:
      | Exclusividades     |
      | Pajero Sport 2027  |
      | Galeria            |
      | Versões e preços   |
      | Vídeos             |
      | Recompra garantida |
      | Conheça também     |
      | Informações legais |
    And the section "Exclusividades" reads "Super Select 4WD-II com bloqueio do diferencial traseiro"
    And the section "Pajero Sport 2027" reads "A linha 2027 estreia a versão Legend, com câmera 360°"
    And the gallery shows 3 pictures of the Pajero Sport
    And the section "Recompra garantida" lists these conditions:
      | Recompra por 85% do valor da tabela de preços de referência.                 |
      | Até 24 meses de uso.                                                         |
      | Até 15.000 km por ano e 30.000 km no total.                                  |
      | Todas as revisões programadas feitas na rede de concessionárias autorizadas. |
      | Chave reserva.                                                               |
      | Sem colisões.                                                                |
      | Vistoria aprovada.                                                           |
      | Troca somente por um carro novo da marca, de valor igual ou superior.        |
    And the section "Conheça também" offers the models "Outlander" and "L200 Triton Sport"
    And between the sections "Recompra garantida" and "Conheça também" the page calls again to "Solicitar cotação" and "Agendar test drive"

  @clause:PAGE-2
  Scenario: A model without the programme's documents does not promise the buy-back
    When a visitor opens the model page "/picapes/new-triton"
    Then the page has no section "Recompra garantida"
    And the page has the section "Conheça também"

  @clause:PAGE-2 @clause:STATE-15 @clause:STATE-17
  Scenario: The calls to a quote and a test drive choose the model, and carry the campaign
    Given a visitor opens "/suv-e-crossovers/pajero-sport?utm_source=google&utm_campaign=suvs"
    Then every link "Solicitar cotação" on the page leads to "/informacoes-pre-atendimento/cotacao?modelo=pajero-sport&utm_source=google&utm_campaign=suvs"
    And every link "Agendar test drive" on the page leads to "/informacoes-pre-atendimento/test-drive?modelo=pajero-sport&utm_source=google&utm_campaign=suvs"

  @clause:PAGE-3 @clause:ENTITY-1
  Scenario: A video loads only when the visitor asks for it
    Given the video site "https://videos.mitsubishimotors.com.br" answers with its player
    When a visitor opens the model page "/suv-e-crossovers/pajero-sport"
    Then the page shows no video frame and asked the video site for nothing
    When the visitor points at the video "Pajero Sport 2027: o filme" without playing it
    Then the page shows no video frame and asked the video site for nothing
    When the visitor plays the video "Pajero Sport 2027: o filme"
    Then the video "Pajero Sport 2027: o filme" plays in a frame from "https://videos.mitsubishimotors.com.br"

  @clause:PAGE-2
  Scenario Outline: A model page at <width> px
    When a visitor opens the model page "/picapes/l200-triton-sport"
    Then the page shows the model "L200 Triton Sport"
    And a screenshot of the whole page is attached as "Página do modelo L200 Triton Sport, <width> px"

    Examples:
      | width |
      | 1280  |

    @mobile
    Examples:
      | width |
      | 390   |
