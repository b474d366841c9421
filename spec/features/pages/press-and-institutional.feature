@pages
Feature: Press releases, the institutional page and the legal pages
  The press room lists the releases newest first, each dated as a Brazilian
  reader writes a date. The privacy policy says what data the site treats, why,
  the visitor's rights under the LGPD, and where to exercise them. Direct sales
  say who may buy that way and which models are sold so.

  @clause:PAGE-11
  Rule: PAGE-11 The press page lists the press releases newest first, each with its title, its summary and its date written as a Brazilian reader writes it ('15 de setembro de 2026'), the same calendar day in every time zone.
    Refines CONTENT-1, ROUTE-4, PRODUCT-1.
    Why: A press page says what was announced and when, and a date must not move a day for a reader in another time zone.

    Scenario: Press releases, newest first, dated in Portuguese
      When a visitor opens "/imprensa"
      Then the press releases read, in this order:
        | Nova Triton chega às concessionárias com motor biturbo de 205 cv  | 15 de setembro de 2026 |
        | Novo Outlander híbrido plug-in chega com 7 lugares e tração S-AWC | 2 de junho de 2026     |
        | Mitsubishi Cup abre a temporada 2026 com recorde de inscritos     | 20 de março de 2026    |
        | Fábrica de Catalão completa 30 anos de produção                   | 10 de dezembro de 2025 |

  @clause:PAGE-17
  Rule: PAGE-17 The institutional, legal aspects, privacy, terms of use, direct sales, agro and MIT 4FUN pages each show a lead, sections and a call to action, the privacy page explaining the visitor's rights under the LGPD and leading to the privacy channel.
    Refines CONTENT-1, ROUTE-1, ROUTE-4.
    Why: The source names these pages but shows none of their text, and a privacy policy must tell visitors their rights and where to use them.

    Scenario: The privacy policy explains the visitor's rights and leads to the privacy channel
      When a visitor opens "/privacidade"
      Then the page has these sections, in this order:
        | Quais dados tratamos       |
        | Por que tratamos           |
        | Com quem compartilhamos    |
        | Por quanto tempo guardamos |
        | Os seus direitos           |
        | Cookies                    |
        | Encarregado de dados       |
        | Próximo passo              |
      And the section "Os seus direitos" reads "Revogar o consentimento a qualquer momento"
      And the section "Os seus direitos" links to the privacy channel "https://privacidade.mitsubishimotors.com.br/solicitacao"

  @clause:PAGE-18
  Rule: PAGE-18 The direct sales page says who may buy that way (companies, fleets, rural producers, taxi drivers, people with disabilities) and offers exactly the catalogue's models flagged directSales.
    Refines CONTENT-1, PRODUCT-11, ENTITY-1.
    Why: The catalogue says which models are sold directly, and a buyer needs to know both whether they qualify and what they may buy.

    Scenario: Direct sales say who qualifies and show the models sold that way
      When a visitor opens "/vendas-diretas"
      Then the section "Quem pode comprar" reads "Empresas"
      And the section "Quem pode comprar" reads "Frotistas"
      And the section "Quem pode comprar" reads "Produtores rurais"
      And the section "Quem pode comprar" reads "Taxistas"
      And the section "Quem pode comprar" reads "Pessoas com deficiência (PcD)"
      And the section "Modelos com vendas diretas" offers these models:
        | Pajero Sport               |
        | Eclipse Cross              |
        | L200 Triton Sport          |
        | L200 Triton Sport GLS Plus |
