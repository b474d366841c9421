@catalogue
Feature: The catalogue's images
  Every image of the catalogue is a drawing the project owns, answered by the
  image service at /api/images/v1.0/{id}. Pages show them resized through the
  image-optimisation address; a model without an image shows the site's
  default image.

  @clause:CALL-7 @clause:CAT-11 @clause:CAT-13
  Scenario: The image service answers the project's drawing of an image id
    When the browser asks for the image "l200-triton-sport-savana"
    Then the site answers a drawing of type "image/svg+xml"

  @clause:CALL-7
  Scenario: The model cards take their pictures from the image service
    Given a visitor opens the home page
    Then every picture of the section "Modelos" comes from the image service through the optimiser

  @clause:CAT-11
  Scenario: The image service knows no other image
    When the browser asks for the image "foto-de-terceiros"
    Then the site answers 404 with the reason "Imagem não encontrada."

  @clause:CALL-11 @clause:CONST-5 @clause:CAT-12
  Scenario: A model page shows its hero resized by the optimisation address
    When a visitor opens the model page "/suv-e-crossovers/pajero-sport"
    Then the image "Ilustração do Pajero Sport" comes from the optimiser as "/api/images/v1.0/pajero-sport-hero" at quality 75

  @clause:CALL-11 @clause:CAT-12 @mobile
  Scenario: A phone gets the hero drawn for phones
    When a visitor opens the model page "/picapes/triton-tarmac"
    Then the image "Ilustração do Triton Tarmac" comes from the optimiser as "/api/images/v1.0/triton-tarmac-hero-mobile" at quality 75

  @clause:CONST-4 @clause:CAT-12
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
  Scenario: A model without a hero image shows the site's default image
    When a visitor opens the model page "/picapes/l200-triton-sport-gls-plus"
    Then the image "L200 Triton Sport GLS Plus: imagem indisponível" comes from the optimiser as "/artwork/sem-imagem.svg" at quality 75

  @clause:CALL-8
  Scenario: The default image is a real image of the site
    When the browser asks for "/artwork/sem-imagem.svg"
    Then the site answers a drawing of type "image/svg+xml"

  @clause:CAT-12
  Scenario: The optimisation address resizes only the site's own images
    When the browser asks for "/api/image-optimiser?url=https%3A%2F%2Fexemplo.com.br%2Ffoto.jpg&w=640&q=75"
    Then the site answers 400 with the reason "Parâmetros inválidos"
    When the browser asks for "/api/image-optimiser?url=%2Fapi%2Fimages%2Fv1.0%2Fpajero-sport-estudio&w=5000"
    Then the site answers 400 with the reason "a largura vai de 16 a 3840"
    When the browser asks for "/api/image-optimiser?url=%2Fapi%2Fimages%2Fv1.0%2Fpajero-sport-estudio&w=560"
    Then the site answers a drawing of type "image/webp"
