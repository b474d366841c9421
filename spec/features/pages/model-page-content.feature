@pages
Feature: What a model page tells the visitor
  Beyond its name, price and versions, a model page shows what only the model
  has, what its latest year brings, its pictures, its videos (loaded only when
  the visitor asks, each with a name the project gives it), the guaranteed
  buy-back programme when the model takes part, other models, and the calls to
  a quote and a test drive of this model, which choose it in the form.

  @clause:PAGE-2
  Rule: PAGE-2 A model page shows, in this order, its trail, name, tagline, starting price and the calls to a quote and a test drive beside its drawing, its exclusive features, the about entry of its latest year, a gallery, its versions and prices, its videos, the buy-back programme where it applies, a band calling again to quote and test drive, other models and its legal text.
    Refines CONTENT-1, ENTITY-1, ENTITY-3.
    Why: A model page is where a visitor decides to ask for a quote or a test drive, so it shows what the catalogue knows of the model.

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
      And the section "Conheça também" offers the models "Outlander" and "L200 Triton Sport"
      And between the sections "Recompra garantida" and "Conheça também" the page calls again to "Solicitar cotação" and "Agendar test drive"

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

  @clause:PAGE-21
  Rule: PAGE-21 A model page shows the guaranteed buy-back programme, with all its conditions, only when the model has the programme's documents (manualRecompraPdfId or acordoAdesaoPdfId).
    Refines CONST-8, ENTITY-1.
    Why: The source gives the programme's conditions but not which models take part, and a page must not promise a buy-back its model lacks.

    Scenario: Only a model with the programme's documents shows the buy-back, with all its conditions
      When a visitor opens the model page "/suv-e-crossovers/pajero-sport"
      Then the section "Recompra garantida" lists these conditions:
        | Recompra por 85% do valor da tabela de preços de referência.                 |
        | Até 24 meses de uso.                                                         |
        | Até 15.000 km por ano e 30.000 km no total.                                  |
        | Todas as revisões programadas feitas na rede de concessionárias autorizadas. |
        | Chave reserva.                                                               |
        | Sem colisões.                                                                |
        | Vistoria aprovada.                                                           |
        | Troca somente por um carro novo da marca, de valor igual ou superior.        |
      When a visitor opens the model page "/picapes/new-triton"
      Then the page has no section "Recompra garantida"
      And the page has the section "Conheça também"

  @clause:PAGE-20
  Rule: PAGE-20 A model page's 'Solicitar cotação' and 'Agendar test drive' lead to the quote and test-drive forms with the model already chosen ('?modelo=' and the model's slug), the campaign parameters the visitor carries added after it.
    Refines ROUTE-3, STATE-15.
    Why: A visitor asking from a model page should not have to choose the model again, and the campaign that brought them must reach the form.

    Scenario: The calls to a quote and a test drive choose the model, and carry the campaign
      Given a visitor opens "/suv-e-crossovers/pajero-sport?utm_source=google&utm_campaign=suvs"
      Then every link "Solicitar cotação" on the page leads to "/informacoes-pre-atendimento/cotacao?modelo=pajero-sport&utm_source=google&utm_campaign=suvs"
      And every link "Agendar test drive" on the page leads to "/informacoes-pre-atendimento/test-drive?modelo=pajero-sport&utm_source=google&utm_campaign=suvs"

  @clause:PAGE-3 @needs-request-routing @needs-request-log
  Rule: PAGE-3 A model page loads no video with the page, neither a frame nor a request to the video's host, until the visitor presses 'Assistir ao vídeo' and the video's name; the frame, titled with that name, then replaces the button and takes the focus.
    Refines ENTITY-1.
    Why: A video host loaded with the page would slow it and track the visitor before they chose to watch.

    Scenario: A video loads only when the visitor asks for it
      Given the video site "https://videos.mitsubishimotors.com.br" answers with its player
      When a visitor opens the model page "/suv-e-crossovers/pajero-sport"
      Then the page shows no video frame and asked the video site for nothing
      When the visitor points at the video "Pajero Sport 2027: o filme" without playing it
      Then the page shows no video frame and asked the video site for nothing
      When the visitor plays the video "Pajero Sport 2027: o filme"
      Then the video "Pajero Sport 2027: o filme" plays in a frame from "https://videos.mitsubishimotors.com.br"

  @clause:PAGE-22
  Rule: PAGE-22 Each video of the catalogue, which the source gives only an id and an address, has a pt-BR name of the project's own that its button and its frame show, and the site is not built while a video has none.
    Refines ENTITY-1.
    Why: A visitor choosing what to watch, or hearing the page read aloud, needs each video's name, which the catalogue does not give.

    Scenario: Each video is offered by the name the project gives it
      When a visitor opens the model page "/suv-e-crossovers/outlander"
      Then the page offers the button "Assistir ao vídeo Novo Outlander PHEV: o filme de lançamento"
