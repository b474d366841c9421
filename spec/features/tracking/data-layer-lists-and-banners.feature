@tracking @data-layer
Feature: The model lists and the banners in the data layer
  Analysts see which lists of models a page shows and which model a visitor
  chooses, which banners come into view and which of their calls to action a
  visitor follows, on a desktop and on a phone.

  @clause:ANALYTICS-4
  Rule: ANALYTICS-4 Data-layer event pushed: carListLoad.

    Scenario: A model page's suggestions are reported as a list
      When a visitor opens the model page "/suv-e-crossovers/pajero-sport"
      Then the data layer received a carListLoad event

  @clause:TRACK-12
  Rule: TRACK-12 carListLoad is pushed once per page view for each list of models, with the models in the order shown and their places counted from 1.
    Refines ANALYTICS-4.
    Why: The source names carListLoad, not when it is pushed nor what it carries.

    Scenario Outline: The home page's model list is reported once, in the order shown, from place 1 (<device>)
      Given a visitor opens the home page
      Then the data layer received a carListLoad event listing the models shown
      And the data layer received 1 carListLoad event

      Examples:
        | device  |
        | desktop |

      @mobile
      Examples:
        | device |
        | phone  |

  @clause:ANALYTICS-5
  Rule: ANALYTICS-5 Data-layer event pushed: carListClick.

    Scenario: Choosing a model of a list is reported
      Given a visitor opens the home page
      When the visitor chooses the model "Outlander" in the list of models
      Then the data layer received a carListClick event

  @clause:TRACK-27
  Rule: TRACK-27 carListClick is pushed when a model of a list is chosen, with the list's name and the model's place in it as carListLoad gave them.
    Refines ANALYTICS-5.
    Why: The source names carListClick, not what it carries, and an analyst joins each click to the list it came from.

    Scenario: A model chosen is reported with its list and its place in it, on the home page and on a model page
      Given a visitor opens the home page
      When the visitor chooses the model "Outlander" in the list of models
      Then the data layer received a carListClick event for "Outlander" at its place in the list
      And the data layer received a carListLoad event listing the models of the section "Conheça também"
      When the visitor chooses the model "Pajero Sport" in the section "Conheça também"
      Then the data layer received a carListClick event for "Pajero Sport" at its place in the list

  @clause:ANALYTICS-7
  Rule: ANALYTICS-7 Data-layer event pushed: bannerView.

    Scenario: A banner in view is reported
      Given a visitor opens the home page
      Then the data layer received a bannerView event

  @clause:TRACK-11
  Rule: TRACK-11 bannerView is pushed once per page view for each banner, when at least half of the banner is in the window.
    Refines ANALYTICS-7.
    Why: The source names bannerView, not when a banner counts as seen.

    Scenario Outline: A banner is reported once, when half of it is in view (<device>)
      Given a visitor opens the home page
      Then the data layer received a bannerView event for "Mitsubishi Motors: SUVs e picapes com 5 anos de garantia"
      And the banner "MIT Assinatura: seu Mitsubishi com mensalidade fixa" is out of sight
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

  @clause:ANALYTICS-6
  Rule: ANALYTICS-6 Data-layer event pushed: bannerClick.

    Scenario: Following a banner's call to action is reported, within the page or to another
      Given a visitor opens the home page
      When the visitor follows the link "Ver modelos" on the page
      Then the data layer received a bannerClick event
      When the visitor follows the link "Agendar test drive" on the page
      Then the data layer received 2 bannerClick events

  @clause:TRACK-26
  Rule: TRACK-26 bannerClick is pushed when one of a banner's calls to action is followed, with that link's text and target.
    Refines ANALYTICS-6.
    Why: The source names bannerClick, not what it carries, and a banner has several calls to action.

    Scenario Outline: A banner's call to action is reported with its text and target (<device>)
      Given a visitor opens the home page
      When the visitor follows the link "Ver modelos" on the page
      Then the data layer received a bannerClick event for "Mitsubishi Motors: SUVs e picapes com 5 anos de garantia" with the link "Ver modelos" to "#modelos"
      When the visitor follows the link "Agendar test drive" on the page
      Then the data layer received a bannerClick event for "Mitsubishi Motors: SUVs e picapes com 5 anos de garantia" with the link "Agendar test drive" to "/informacoes-pre-atendimento/test-drive"

      Examples:
        | device  |
        | desktop |

      @mobile
      Examples:
        | device |
        | phone  |
