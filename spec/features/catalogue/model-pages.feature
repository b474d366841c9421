@catalogue
Feature: A page for every model of the catalogue
  Every model of the catalogue's list has its page, headed with its name, at
  /{body style}/{model}, so a visitor, a search engine or a menu reaches it by
  a stable address. The new Triton, known abroad as 'All new Triton', lives at
  /picapes/new-triton. A model page shows what the catalogue holds of the
  model: its name, tagline, versions, the year's text, videos and legal text.

  @clause:ENTITY-5
  Rule: ENTITY-5 Models in the list: Pajero Sport, Nova Triton, Triton Tarmac, Outlander, Eclipse Cross Tarmac, Eclipse Cross, L200 Triton Sport, L200 Triton Sport GLS Plus.

    Scenario Outline: The catalogue's <model> has its page, headed with its name
      When a visitor opens the model page "<address>"
      Then the page answers with the status 200
      And the page shows the model "<model>"

      Examples:
        | model                      | address                                |
        | Pajero Sport               | /suv-e-crossovers/pajero-sport         |
        | Nova Triton                | /picapes/new-triton                    |
        | Triton Tarmac              | /picapes/triton-tarmac                 |
        | Outlander                  | /suv-e-crossovers/outlander            |
        | Eclipse Cross Tarmac       | /suv-e-crossovers/eclipse-cross-tarmac |
        | Eclipse Cross              | /suv-e-crossovers/eclipse-cross        |
        | L200 Triton Sport          | /picapes/l200-triton-sport             |
        | L200 Triton Sport GLS Plus | /picapes/l200-triton-sport-gls-plus    |

  @clause:ENTITY-4
  Rule: ENTITY-4 The vehicle models are a static catalogue bundled with the site.

    Scenario: Every model's page comes with the site as built, its content already in it
      Then these addresses answer with their pages:
        | /suv-e-crossovers/pajero-sport         | Pajero Sport               |
        | /picapes/new-triton                    | Nova Triton                |
        | /picapes/triton-tarmac                 | Triton Tarmac              |
        | /suv-e-crossovers/outlander            | Outlander                  |
        | /suv-e-crossovers/eclipse-cross-tarmac | Eclipse Cross Tarmac       |
        | /suv-e-crossovers/eclipse-cross        | Eclipse Cross              |
        | /picapes/l200-triton-sport             | L200 Triton Sport          |
        | /picapes/l200-triton-sport-gls-plus    | L200 Triton Sport GLS Plus |

  @clause:ROUTE-6
  Rule: ROUTE-6 The model 'All new Triton' goes to /picapes/new-triton.

    Scenario: The new Triton lives at /picapes/new-triton, and only there
      When a visitor opens the model page "/picapes/new-triton"
      Then the page shows the model "Nova Triton"
      And the page shows the tagline "A nova geração da picape Mitsubishi, forte por dentro e por fora."
      When the visitor opens the address "/picapes/nova-triton" that does not exist
      Then the page answers with the status 404

  @clause:ENTITY-1 @needs-request-routing
  Rule: ENTITY-1 Vehicle model fields: id, position, name, slug, makeId, makeName, bodystyleName, title, tagline, images, imageId1, imageId2, imageHeroId, imageHeroMobileId, makeImageId, premium, about, minPrice, maxPrice, numTrims, competitors, trims, years, lastYear, unitsSold, launch, catalogueAvailable, specialSeries, directSales, ecommerce, defaultTrimId, defaultTrimIndex, news, reviews, suggestions, legalText, customCampaignId, acordoAdesaoPdfId, manualRecompraPdfId, exclusiveFeatures, videos (id and embed url value), seoTitle, seoDescription.

    Scenario: A model page shows the model's name, tagline, versions, video and legal text
      Given the video site "https://videos.mitsubishimotors.com.br" answers with its player
      When a visitor opens the model page "/suv-e-crossovers/eclipse-cross"
      Then the page shows the model "Eclipse Cross"
      And the page shows the tagline "O SUV cupê turbo com tração integral S-AWC."
      And the page lists the versions:
        | GLS 1.5 Turbo CVT     |
        | GLS 1.5 Turbo CVT     |
        | Sport 1.5 Turbo CVT   |
        | HPE-S 1.5 Turbo S-AWC |
      And the legal text reads "Série especial Sport limitada a 300 unidades."
      When the visitor plays the video "Eclipse Cross 2027: o filme"
      Then the video "Eclipse Cross 2027: o filme" plays in a frame at "https://videos.mitsubishimotors.com.br/embed/eclipse-cross-2027"

  @clause:ENTITY-3
  Rule: ENTITY-3 about is a list of entries with: id as year, description as HTML, title, tagline, image ids, comparePdfId, folderPdfId, compareNotes, defaultTrimId.

    Scenario: The year's entry shows its title and its description as HTML
      When a visitor opens the model page "/suv-e-crossovers/eclipse-cross"
      Then the section "Eclipse Cross 2027" reads "A série especial Sport traz saias laterais, aerofólio e detalhes em vermelho."
      And the section "Eclipse Cross 2027" shows "Sport" in bold
