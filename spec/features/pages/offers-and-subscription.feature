@pages
Feature: Offers of the month and subscription plans
  The offers are the project's own data, per model and version, each with its
  conditions and its legal text, whose "valid until" date is always the last
  day of the visitor's month; the home page highlights some of them, and each
  leads to a quote of its model. MIT Assinatura offers plans per model: a
  monthly price in reais for a term and a monthly mileage.

  @clause:PAGE-4 @needs-virtual-clock
  Rule: PAGE-4 The offers page lists the project's offers, each naming a model and one of its versions, with a price below that version's public price or none when it is a condition, at least one condition, and a legal text whose date reads as the last day of the visitor's month.
    Refines CONTENT-1, ROUTE-1, CONST-7.
    Why: The source names an offers page but no offers, and an offer must be checkable against the model and version it sells.

    Scenario: Each offer shows its model, price, conditions and legal text, valid until the end of the month
      Given today is 10/03/2027
      When a visitor opens "/ofertas"
      Then the page shows these offers, in this order:
        | L200 Triton Sport GL com taxa 0% em 24 meses                    | R$ 169.990 |
        | Eclipse Cross HPE-S com R$ 10.000 de bônus na troca             | R$ 189.990 |
        | Pajero Sport Legend com a primeira parcela para daqui a 90 dias | R$ 369.990 |
        | Eclipse Cross Tarmac: lançamento com IPVA 2027 pago             | R$ 204.990 |
        | Triton Tarmac por preço especial                                | R$ 279.990 |
      And the offer "L200 Triton Sport GL com taxa 0% em 24 meses" is priced "R$ 169.990" down from "R$ 173.990", which is struck through
      And the offer "L200 Triton Sport GL com taxa 0% em 24 meses" lists the condition "Entrada de 60% e saldo em 24 parcelas mensais com taxa de 0% ao mês."
      And the legal text of the offer "L200 Triton Sport GL com taxa 0% em 24 meses" reads "Oferta válida até 31/03/2027"
      And the legal text of the offer "Eclipse Cross Tarmac: lançamento com IPVA 2027 pago" reads "Condição de lançamento válida até 31/03/2027"

  @clause:PAGE-24
  Rule: PAGE-24 Each highlighted offer of the home page leads to its place on the offers page, where it is highlighted, and each offer's 'Quero esta oferta' leads to the quote form with its model chosen.
    Refines ROUTE-1, ROUTE-3.
    Why: A visitor drawn by an offer should land on its conditions and reach a quote of its model without searching.

    Scenario: A highlighted offer of the home page leads to its conditions, and the offer to a quote of its model
      Given a visitor opens the home page
      When the visitor follows the link "Ver condições da oferta Eclipse Cross HPE-S com R$ 10.000 de bônus na troca" on the page
      Then the address is "/ofertas#eclipse-cross-hpe-s-bonus"
      And the offer "Eclipse Cross HPE-S com R$ 10.000 de bônus na troca" is in view
      And the offer "Eclipse Cross HPE-S com R$ 10.000 de bônus na troca" is highlighted
      But the offer "Triton Tarmac por preço especial" is not highlighted
      And every link "Quero esta oferta — Eclipse Cross HPE-S com R$ 10.000 de bônus na troca" on the page leads to "/informacoes-pre-atendimento/cotacao?modelo=eclipse-cross"

  @clause:PAGE-25
  Rule: PAGE-25 MIT Assinatura shows plans for versions of the catalogue's models, each with a monthly price in reais, a term in months and a monthly mileage, no two plans of a version alike.
    Refines CONTENT-1, ROUTE-1, PRODUCT-2.
    Why: The source names a subscription service but no plans, and a plan means nothing without its price, term and mileage.

    Scenario: The subscription's plans per model
      When a visitor opens "/mit-assinatura"
      Then the subscription plans of "Eclipse Cross" read:
        | Prazo    | Km por mês | Mensalidade  |
        | 24 meses | 1.000 km   | R$ 4.690/mês |
        | 36 meses | 1.500 km   | R$ 4.390/mês |
      And the subscription plans of "Outlander" read:
        | Prazo    | Km por mês | Mensalidade  |
        | 24 meses | 1.000 km   | R$ 8.890/mês |
