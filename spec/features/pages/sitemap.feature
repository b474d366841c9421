@pages @document-head
Feature: The sitemap, robots.txt and the site map page
  Search engines find every page in sitemap.xml (every address the every-page
  outline visits), with absolute addresses on the origin the pages declare as
  canonical; robots.txt lets every crawler in and names the sitemap. The VIP
  sign-up page stands alone and is listed in neither. Visitors find the same
  pages in the site map.

  @clause:PAGE-7
  Rule: PAGE-7 sitemap.xml lists every page of the route table and every model page once, as absolute addresses on the site's origin set for each deployment, and no form-vip page.
    Refines ROUTE-1, ROUTE-2, ROUTE-3, ROUTE-4, ROUTE-5, ROUTE-7.
    Why: Search engines find every page through the sitemap, and the VIP sign-up is reached only from its launch page.

    Scenario: sitemap.xml lists every page of the site, each of which answers
      When a search engine reads "/sitemap.xml"
      Then the sitemap lists every page of the site, but no VIP sign-up page
      And every address of the sitemap is absolute, on the site's origin, and answers

  @clause:PAGE-32
  Rule: PAGE-32 robots.txt lets every crawler in everywhere and names the sitemap.
    Refines ROUTE-7.
    Why: A crawler kept out would never find the pages the source saw in structured data, nor the model pages.

    Scenario: robots.txt lets every crawler in and names the sitemap
      When a search engine reads "/robots.txt"
      Then robots.txt allows every crawler everywhere and names the sitemap

  @clause:PAGE-8
  Rule: PAGE-8 /mapa-do-site links exactly the pages of sitemap.xml, grouped: the models by body style, then Menu principal, Mundo MIT, Serviços e benefícios, Atendimento, Institucional e legal and Lançamentos.
    Refines ROUTE-4.
    Why: The site map a visitor reads and the one search engines read must not disagree.

    Scenario: The site map page lists the same pages as the sitemap
      When a visitor opens "/mapa-do-site"
      Then the site map links every page of the sitemap, and no other
      And the site map groups the pages under:
        | Modelos: SUV e Crossovers |
        | Modelos: Picapes          |
        | Menu principal            |
        | Mundo MIT                 |
        | Serviços e benefícios     |
        | Atendimento               |
        | Institucional e legal     |
        | Lançamentos               |
