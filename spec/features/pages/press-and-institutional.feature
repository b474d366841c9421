@pages
Feature: Press releases, the institutional page and the legal pages
  The press room lists the releases newest first, each dated as a Brazilian
  reader writes a date. The privacy policy says what data the site treats, why,
  the visitor's rights under the LGPD, and where to exercise them.

  @clause:PAGE-11 @clause:PRODUCT-1
  Scenario: Press releases, newest first, dated in Portuguese
    When a visitor opens "/imprensa"
    Then the press releases read, in this order:
      | Nova Triton chega às concessionárias com motor biturbo de 205 cv    | 15 de setembro de 2026 |
      | Novo Outlander híbrido plug-in chega com 7 lugares e tração S-AWC   | 2 de junho de 2026     |
      | Mitsubishi Cup abre a temporada 2026 com recorde de inscritos       | 20 de março de 2026    |
      | Fábrica de Catalão completa 30 anos de produção                     | 10 de dezembro de 2025 |

  @clause:PAGE-1 @clause:FOOTER-4
  Scenario: The privacy policy explains the visitor's rights and leads to the privacy channel
    When a visitor opens "/privacidade"
    Then the page has these sections, in this order:
      | Quais dados tratamos         |
      | Por que tratamos             |
      | Com quem compartilhamos      |
      | Por quanto tempo guardamos   |
      | Os seus direitos             |
      | Cookies                      |
      | Encarregado de dados         |
      | Próximo passo                |
    And the section "Os seus direitos" reads "Revogar o consentimento a qualquer momento"
    And the section "Os seus direitos" links to the privacy channel "https://privacidade.mitsubishimotors.com.br/solicitacao"

  @clause:PAGE-1
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
