@tracking @data-layer
Feature: The data layer's events, their fields, and the page loads
  The marketing team reads the visit through events pushed to the data layer.
  The table below is the one place that says which fields each event carries
  and what each field holds: every push of every scenario of the suite is
  checked against it, not only those of this feature. Each page load is
  reported with the kind of page it is.

  @clause:TRACK-7
  Rule: TRACK-7 Each data-layer event carries exactly the fields its rows in the table of events list, each holding what its row says, while entries whose event starts with 'gtm.' are the tag manager's own and left alone.
    Refines ANALYTICS-1, ANALYTICS-2, ANALYTICS-3, ANALYTICS-4, ANALYTICS-5, ANALYTICS-6, ANALYTICS-7, ANALYTICS-8, ANALYTICS-9, ANALYTICS-10, ANALYTICS-11.
    Why: The source names the events but not their fields, and the analysts' tags read each field by its name.

    Scenario: The events of a visit carry exactly the fields their rows list
      Given a visitor opens the home page
      When the visitor follows the link "Agendar test drive" on the page
      Then the data layer received a formView event
      And every event the site pushed carries exactly the fields of its rows:
        | event            | field             | holds                                                        |
        | pageLoad         | pagetype          | lower-case words joined by hyphens                           |
        | pageLoad         | page_path         | a path of the site, without query or hash                    |
        | menuView         | menu_name         | a text as the visitor reads it                               |
        | menuClick        | menu_name         | a text as the visitor reads it                               |
        | menuClick        | link_text         | a text as the visitor reads it                               |
        | menuClick        | link_url          | a path of the site, a place on the page or an https address |
        | carListLoad      | list_name         | lower-case words joined by hyphens                           |
        | carListLoad      | items             | a list of one or more entries                                |
        | carListLoad      | items: model_id   | a whole number from 1                                        |
        | carListLoad      | items: model_name | a text as the visitor reads it                               |
        | carListLoad      | items: position   | a whole number from 1                                        |
        | carListClick     | list_name         | lower-case words joined by hyphens                           |
        | carListClick     | model_id          | a whole number from 1                                        |
        | carListClick     | model_name        | a text as the visitor reads it                               |
        | carListClick     | position          | a whole number from 1                                        |
        | bannerView       | banner_id         | lower-case words joined by hyphens                           |
        | bannerView       | banner_name       | a text as the visitor reads it                               |
        | bannerView       | position          | a whole number from 1                                        |
        | bannerClick      | banner_id         | lower-case words joined by hyphens                           |
        | bannerClick      | banner_name       | a text as the visitor reads it                               |
        | bannerClick      | position          | a whole number from 1                                        |
        | bannerClick      | link_text         | a text as the visitor reads it                               |
        | bannerClick      | link_url          | a path of the site, a place on the page or an https address |
        | formView         | form_name         | lower-case words joined by hyphens                           |
        | formClick        | form_name         | lower-case words joined by hyphens                           |
        | formClick        | button_text       | a text as the visitor reads it                               |
        | formThankYouPage | form_name         | lower-case words joined by hyphens                           |
        | userId           | user_id           | the visitor id                                               |

  @clause:ANALYTICS-1
  Rule: ANALYTICS-1 Data-layer event pushed: pageLoad (pagetype).

    Scenario: A page opened, and a page reached through a link, each report their load with a page type
      Given a visitor opens the home page
      Then the data layer received a pageLoad event with a page type
      When the visitor follows the menu link "Ofertas"
      Then the data layer received 2 pageLoad events

  @clause:TRACK-28
  Rule: TRACK-28 Each kind of page reports its own page type, named as the table of page types lists, and an address that does not exist reports 'not-found'.
    Refines ANALYTICS-1.
    Why: The source names pagetype without its values, and analysts compare pages by kind.

    Scenario Outline: A page reports its load with the type of its kind (<page>)
      Given a visitor opens "<page>"
      Then the data layer received a pageLoad event for "<page>" with the page type "<pagetype>"

      Examples:
        | page                                 | pagetype |
        | /                                    | home     |
        | /suv-e-crossovers/pajero-sport       | model    |
        | /mundo-mit/mitsubishi-cup            | event    |
        | /informacoes-pre-atendimento/cotacao | quote    |

    Scenario: Every other kind of page, and an address that does not exist, reports its own page type
      Given a visitor opens the home page
      When the visitor follows the menu link "Ofertas"
      Then the data layer received a pageLoad event for "/ofertas" with the page type "offers"
      And each of these pages reports its load with its page type:
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
