@tracking @data-layer
Feature: The analytics data layer
  The marketing team reads the visit through events pushed to the data layer.
  Each event fires on the action an analyst expects, with the fields its
  contract names; every push of every scenario of the suite is checked against
  those contracts.

  @clause:ANALYTICS-1 @clause:TRACK-7
  Scenario Outline: Every kind of page reports its load with its page type
    Given a visitor opens "<page>"
    Then the data layer received a pageLoad event for "<page>" with the page type "<pagetype>"
    And every data-layer push so far matched its contract

    Examples:
      | page                                 | pagetype |
      | /                                    | home     |
      | /ofertas                             | offers   |
      | /suv-e-crossovers/pajero-sport       | model    |
      | /mundo-mit/mitsubishi-cup            | event    |
      | /informacoes-pre-atendimento/cotacao | quote    |

  @clause:ANALYTICS-1
  Scenario: Every other kind of page, and an address that does not exist, reports its own page type
    Then each of these pages reports its load with its page type:
      | /mit-assinatura                         | subscription  |
      | /servicos-beneficios                    | services      |
      | /mit-seguro                             | service       |
      | /vendas-diretas                         | direct-sales  |
      | /mit-agro                               | agro          |
      | /mit4fun                                | 4fun          |
      | /mundo-mit                              | brand-world   |
      | /mundo-mit/embaixadores-mit             | ambassadors   |
      | /mundo-mit/patrocinios-e-parcerias      | partnerships  |
      | /informacoes-pre-atendimento/test-drive | test-drive    |
      | /concessionarias                        | dealers       |
      | /institucional                          | institutional |
      | /privacidade                            | legal         |
      | /recall                                 | recall        |
      | /imprensa                               | press         |
      | /fale-conosco                           | contact       |
      | /mapa-do-site                           | site-map      |
      | /novo-outlander                         | launch        |
      | /novo-outlander/form-vip                | form-vip      |
      | /picapes/l300                           | not-found     |

  @clause:ANALYTICS-1
  Scenario: A page reached through a link reports its own load
    Given a visitor opens the home page
    When the visitor follows the menu link "Ofertas"
    Then the data layer received a pageLoad event for "/ofertas" with the page type "offers"
    And the data layer received 2 pageLoad events

  @clause:ANALYTICS-3 @clause:TRACK-13
  Scenario Outline: Following a link of the header's menus is reported (<device>)
    Given a visitor opens the home page
    When the visitor follows the menu link "Vendas Diretas"
    Then the data layer received a menuClick event for "Vendas Diretas" in the menu "Menu principal", leading to "/vendas-diretas"
    When the visitor follows the link "Concessionárias" of the menu "Atendimento"
    Then the data layer received a menuClick event for "Concessionárias" in the menu "Atendimento", leading to "/concessionarias"

    Examples:
      | device  |
      | desktop |

    @mobile
    Examples:
      | device |
      | phone  |

  @clause:ANALYTICS-4 @clause:ANALYTICS-5 @clause:TRACK-12
  Scenario Outline: The home page's model list is reported when shown and when a model is chosen (<device>)
    Given a visitor opens the home page
    Then the data layer received a carListLoad event listing the models shown
    And the data layer received 1 carListLoad event
    When the visitor chooses the model "Outlander" in the list of models
    Then the data layer received a carListClick event for "Outlander" at its place in the list

    Examples:
      | device  |
      | desktop |

    @mobile
    Examples:
      | device |
      | phone  |

  @clause:ANALYTICS-4 @clause:ANALYTICS-5 @clause:TRACK-12
  Scenario: A model page's two suggestions are reported as a list of their own
    When a visitor opens the model page "/suv-e-crossovers/pajero-sport"
    Then the data layer received a carListLoad event listing the models of the section "Conheça também"
    When the visitor chooses the model "L200 Triton Sport" in the section "Conheça também"
    Then the data layer received a carListClick event for "L200 Triton Sport" at its place in the list

  @clause:ANALYTICS-7 @clause:TRACK-11
  Scenario Outline: A banner is reported once half of it is in view (<device>)
    Given a visitor opens the home page
    Then the data layer received a bannerView event for "Mitsubishi Motors: SUVs e picapes com 5 anos de garantia"
    And the banner "MIT Assinatura: seu Mitsubishi com mensalidade fixa" is out of sight
    And the data layer received no bannerView event for "MIT Assinatura: seu Mitsubishi com mensalidade fixa"
    When the visitor scrolls until 40% of the banner "MIT Assinatura: seu Mitsubishi com mensalidade fixa" is in view
    Then the data layer received no bannerView event for "MIT Assinatura: seu Mitsubishi com mensalidade fixa"
    When the visitor scrolls until 60% of the banner "MIT Assinatura: seu Mitsubishi com mensalidade fixa" is in view
    Then the data layer received a bannerView event for "MIT Assinatura: seu Mitsubishi com mensalidade fixa"
    And the data layer received 2 bannerView events
    When the visitor scrolls until 0% of the banner "MIT Assinatura: seu Mitsubishi com mensalidade fixa" is in view
    And the visitor scrolls until 60% of the banner "MIT Assinatura: seu Mitsubishi com mensalidade fixa" is in view
    Then the data layer received 2 bannerView events

    Examples:
      | device  |
      | desktop |

    @mobile
    Examples:
      | device |
      | phone  |

  @clause:ANALYTICS-6 @clause:TRACK-11
  Scenario Outline: Following a banner's call to action is reported (<device>)
    Given a visitor opens the home page
    When the visitor follows the link "Agendar test drive" on the page
    Then the data layer received a bannerClick event for "Mitsubishi Motors: SUVs e picapes com 5 anos de garantia" with the link "Agendar test drive" to "/informacoes-pre-atendimento/test-drive"

    Examples:
      | device  |
      | desktop |

    @mobile
    Examples:
      | device |
      | phone  |

  @clause:ANALYTICS-6 @clause:TRACK-11
  Scenario: A banner's call that leads within the page is reported too
    Given a visitor opens the home page
    When the visitor follows the link "Ver modelos" on the page
    Then the data layer received a bannerClick event for "Mitsubishi Motors: SUVs e picapes com 5 anos de garantia" with the link "Ver modelos" to "#modelos"
