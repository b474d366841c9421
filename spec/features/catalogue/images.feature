@catalogue
Feature: The catalogue's images
  Every image of the catalogue is a drawing the project owns, answered by the
  image service at /api/images/v1.0/{id}. Pages show them resized through the
  image-optimisation address, at quality 75; a model without an image shows the
  site's default image. The optimisation address resizes the site's own images
  only.

  @clause:CALL-7
  Rule: CALL-7 Image: GET {multimedia}/api/images/v1.0/{id}.

    Scenario: The image service answers the image of an id at its address
      When the browser asks for the image "l200-triton-sport-savana"
      Then the site answers an image

    Scenario: The model cards take their pictures from the image service
      Given a visitor opens the home page
      Then every picture of the section "Modelos" comes from the image service through the optimiser

  @clause:CAT-13
  Rule: CAT-13 Every image id of the catalogue names a drawing of the project, never a photo it has no rights to, and the model image of the menu is drawn at 560x397.
    Refines CALL-7, CONST-6.
    Why: The project has no rights to the brand's photos, so it draws every picture it shows.

    Scenario: An image of the catalogue is a drawing of the project's own
      When the browser asks for the image "pajero-sport-hero"
      Then the site answers a drawing of type "image/svg+xml"

  @clause:CAT-11
  Rule: CAT-11 The image service answers the project's drawing for an id it has, 404 for any other id, and never a file outside the artwork folder.
    Refines CALL-7.
    Why: The forms and pages need an image service to run against, and it must never serve a file it was not meant to.

    Scenario: The image service answers the project's drawings, and knows no other image
      When the browser asks for the image "l200-triton-sport-savana"
      Then the site answers a drawing of type "image/svg+xml"
      When the browser asks for the image "foto-de-terceiros"
      Then the site answers 404 with the reason "Imagem não encontrada."

  @clause:CALL-11
  Rule: CALL-11 Image optimisation requests use an address with parameters url, w and q.

    @mobile
    Scenario: A phone gets the hero drawn for phones through the optimisation address
      When a visitor opens the model page "/picapes/triton-tarmac"
      Then the image "Ilustração do Triton Tarmac" comes from the optimisation address with the url "/api/images/v1.0/triton-tarmac-hero-mobile", a width and a quality

  @clause:CONST-5
  Rule: CONST-5 Default image quality: 75.

    Scenario: A model page shows its hero at quality 75
      When a visitor opens the model page "/suv-e-crossovers/pajero-sport"
      Then the image "Ilustração do Pajero Sport" comes from the optimiser as "/api/images/v1.0/pajero-sport-hero" at quality 75

  @clause:CONST-4
  Rule: CONST-4 Another mobile breakpoint at 600/768px.

    Scenario Outline: The hero drawn for phones stops at 600 px (<width> px)
      When a visitor opens the model page "/picapes/triton-tarmac"
      Then the image "Ilustração do Triton Tarmac" comes from the optimiser as "<image>" at quality 75

      @viewport:599x900
      Examples:
        | width | image                                      |
        | 599   | /api/images/v1.0/triton-tarmac-hero-mobile |

      @viewport:600x900
      Examples:
        | width | image                               |
        | 600   | /api/images/v1.0/triton-tarmac-hero |

  @clause:CALL-8
  Rule: CALL-8 When the image id is missing, a default local image is used.

    Scenario: A model without a hero image shows the site's default image
      When a visitor opens the model page "/picapes/l200-triton-sport-gls-plus"
      Then the image "L200 Triton Sport GLS Plus: imagem indisponível" comes from the optimisation address with the url "/artwork/sem-imagem.svg", a width and a quality

    Scenario: The default image is a real image of the site
      When the browser asks for "/artwork/sem-imagem.svg"
      Then the site answers a drawing of type "image/svg+xml"

  @clause:CAT-12
  Rule: CAT-12 The image-optimisation address resizes only images of the site itself (its built image files and its image service), to widths 16-3840 and qualities 1-100, as 'image/webp' when the browser takes it, and answers anything else with a clean 4xx.
    Refines CALL-11.
    Why: An open optimiser would resize anyone's images at the importer's cost.

    Scenario: The optimisation address resizes only the site's own images
      When the browser asks for "/api/image-optimiser?url=https%3A%2F%2Fexemplo.com.br%2Ffoto.jpg&w=640&q=75"
      Then the site answers 400 with the reason "Parâmetros inválidos"
      When the browser asks for "/api/image-optimiser?url=%2Fapi%2Fimages%2Fv1.0%2Fpajero-sport-estudio&w=5000"
      Then the site answers 400 with the reason "a largura vai de 16 a 3840"
      When the browser asks for "/api/image-optimiser?url=%2Fapi%2Fimages%2Fv1.0%2Fpajero-sport-estudio&w=560"
      Then the site answers a drawing of type "image/webp"
